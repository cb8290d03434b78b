import { createIcon } from '../create-icon';

export const IconHeart = /* @__PURE__ */ createIcon('M12 20s-7-4.5-9-9a4.5 4.5 0 0 1 9-2 4.5 4.5 0 0 1 9 2c-2 4.5-9 9-9 9z');
