import { createIcon } from '../create-icon';

export const IconChevronLeft = /* @__PURE__ */ createIcon('M15 6l-6 6 6 6');
