import { createIcon } from '../create-icon';

export const IconPause = /* @__PURE__ */ createIcon('M8 5v14M16 5v14');
