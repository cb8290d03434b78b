import { createIcon } from '../create-icon';

export const IconClose = /* @__PURE__ */ createIcon('M6 6l12 12M18 6L6 18');
