import { createIcon } from '../create-icon';

export const IconError = /* @__PURE__ */ createIcon('M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM12 7v6M12 16.5v.5');
