import { createIcon } from '../create-icon';

export const IconCart = /* @__PURE__ */ createIcon(
  'M3 4h2l2.5 11h11L21 7H6.5M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM18 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
);
