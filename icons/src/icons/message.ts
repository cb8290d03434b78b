import { createIcon } from '../create-icon';

export const IconMessage = /* @__PURE__ */ createIcon('M4 5h16v11H9l-5 4z');
