/** mergeRefs: one ref callback that sets several refs, such as a forwarded ref and useLazy's. */
import type { Ref, RefCallback } from 'react';

/** A ref callback that hands the element to each of `refs` (callbacks are called, objects get `current`). */
export function mergeRefs<T>(...refs: readonly (Ref<T> | undefined)[]): RefCallback<T> {
  return (element) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    }
  };
}
