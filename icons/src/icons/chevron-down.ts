import { createIcon } from '../create-icon';

export const IconChevronDown = /* @__PURE__ */ createIcon('M6 9l6 6 6-6');
