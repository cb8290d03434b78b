import { createIcon } from '../create-icon';

export const IconMinus = /* @__PURE__ */ createIcon('M5 12h14');
