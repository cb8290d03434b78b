export { mergeRefs } from './merge-refs';
export { useLazy, type UseLazyOptions, type UseLazyResult } from './use-lazy';
