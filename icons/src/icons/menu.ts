import { createIcon } from '../create-icon';

export const IconMenu = /* @__PURE__ */ createIcon('M4 7h16M4 12h16M4 17h16');
