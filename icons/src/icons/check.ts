import { createIcon } from '../create-icon';

export const IconCheck = /* @__PURE__ */ createIcon('M5 12.5l4.5 4.5L19 7.5');
