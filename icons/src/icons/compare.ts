import { createIcon } from '../create-icon';

export const IconCompare = /* @__PURE__ */ createIcon('M8 4v16M16 4v16M4 8l4-4 4 4M12 16l4 4 4-4');
