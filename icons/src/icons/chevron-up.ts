import { createIcon } from '../create-icon';

export const IconChevronUp = /* @__PURE__ */ createIcon('M6 15l6-6 6 6');
