import { createIcon } from '../create-icon';

export const IconLeaf = /* @__PURE__ */ createIcon('M5 19C5 10 10 5 20 4c-1 10-6 15-15 15zM5 19l8-8');
