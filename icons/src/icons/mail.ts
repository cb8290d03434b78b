import { createIcon } from '../create-icon';

export const IconMail = /* @__PURE__ */ createIcon('M3 6h18v12H3zM3 7l9 6 9-6');
