import { createIcon } from '../create-icon';

export const IconStar = /* @__PURE__ */ createIcon('M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z');
