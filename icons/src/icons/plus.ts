import { createIcon } from '../create-icon';

export const IconPlus = /* @__PURE__ */ createIcon('M12 5v14M5 12h14');
