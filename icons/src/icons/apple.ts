import { createIcon } from '../create-icon';

export const IconApple = /* @__PURE__ */ createIcon(
  'M12 7c1-2.5 3-3.5 4-3.5M12 8c-2-1.5-7-1.5-7 4.5 0 4.5 3 8.5 5 8.5 1 0 1.5-.5 2-.5s1 .5 2 .5c2 0 5-4 5-8.5 0-6-5-6-7-4.5z',
);
