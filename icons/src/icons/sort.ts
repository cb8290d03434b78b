import { createIcon } from '../create-icon';

export const IconSort = /* @__PURE__ */ createIcon('M8 10l4-4 4 4M8 14l4 4 4-4');
