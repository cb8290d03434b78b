import { createIcon } from '../create-icon';

export const IconCopy = /* @__PURE__ */ createIcon('M9 9h11v11H9zM5 15H4V4h11v1');
