/** The article's figures, a client chunk of their own (views/view-chunks.ts): only a few pages hold one. */
export { IconSet } from './IconSet';
export { LogoSheet } from './LogoSheet';
export { TokenTable } from './TokenTable';
export { TokenBrowser } from './TokenBrowser';
