import { createIcon } from '../create-icon';

export const IconTag = /* @__PURE__ */ createIcon('M3 12V4h8l10 10-8 8zM7.5 8.5v.5');
