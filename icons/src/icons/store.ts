import { createIcon } from '../create-icon';

export const IconStore = /* @__PURE__ */ createIcon('M4 9l1.5-5h13L20 9M4 9h16M4 9v11h16V9M10 20v-6h4v6');
