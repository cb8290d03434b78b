import { createIcon } from '../create-icon';

export const IconRotate = /* @__PURE__ */ createIcon('M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5');
