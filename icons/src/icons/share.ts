import { createIcon } from '../create-icon';

export const IconShare = /* @__PURE__ */ createIcon('M12 15V3M7 8l5-5 5 5M5 12v8h14v-8');
