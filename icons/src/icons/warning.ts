import { createIcon } from '../create-icon';

export const IconWarning = /* @__PURE__ */ createIcon('M12 3l10 18H2zM12 10v5M12 18v.5');
