import { createIcon } from '../create-icon';

export const IconUpload = /* @__PURE__ */ createIcon('M12 16V4M6 10l6-6 6 6M4 20h16');
