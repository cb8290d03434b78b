import { createIcon } from '../create-icon';

export const IconTruck = /* @__PURE__ */ createIcon(
  'M2 6h12v10H2zM14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
);
