import { createIcon } from '../create-icon';

export const IconCode = /* @__PURE__ */ createIcon('M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16');
