import { createIcon } from '../create-icon';

export const IconPlay = /* @__PURE__ */ createIcon('M8 5v14l11-7z');
