import { createIcon } from '../create-icon';

export const IconInfo = /* @__PURE__ */ createIcon('M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM12 11v6M12 7.5v.5');
