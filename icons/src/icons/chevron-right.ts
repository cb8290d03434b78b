import { createIcon } from '../create-icon';

export const IconChevronRight = /* @__PURE__ */ createIcon('M9 6l6 6-6 6');
