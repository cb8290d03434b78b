import { createIcon } from '../create-icon';

export const IconLock = /* @__PURE__ */ createIcon('M7 11V8a5 5 0 0 1 10 0v3M5.5 11h13v10h-13z');
