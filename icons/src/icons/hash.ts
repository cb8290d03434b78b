import { createIcon } from '../create-icon';

export const IconHash = /* @__PURE__ */ createIcon('M5 9h15M4 15h15M10 3L8 21M16 3l-2 18');
