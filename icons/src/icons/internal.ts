import { createIcon } from '../create-icon';

export const IconInternal = /* @__PURE__ */ createIcon('M5 12h13M13 6l6 6-6 6');
