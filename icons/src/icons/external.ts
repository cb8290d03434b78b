import { createIcon } from '../create-icon';

export const IconExternal = /* @__PURE__ */ createIcon('M14 4h6v6M20 4l-9 9M18 14v6H4V6h6');
