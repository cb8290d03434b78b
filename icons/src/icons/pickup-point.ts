import { createIcon } from '../create-icon';

export const IconPickupPoint = /* @__PURE__ */ createIcon('M12 21s-7-6.5-7-11.5a7 7 0 0 1 14 0C19 14.5 12 21 12 21zM9 9h6v4H9z');
