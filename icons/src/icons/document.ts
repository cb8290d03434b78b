import { createIcon } from '../create-icon';

export const IconDocument = /* @__PURE__ */ createIcon('M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h7');
