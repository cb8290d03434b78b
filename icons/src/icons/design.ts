import { createIcon } from '../create-icon';

export const IconDesign = /* @__PURE__ */ createIcon('M4 20l4-1 11-11-3-3L5 16zM14 7l3 3');
