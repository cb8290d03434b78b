import { createIcon } from '../create-icon';

export const IconUser = /* @__PURE__ */ createIcon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0');
