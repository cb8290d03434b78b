/**
 * Makes an example live when it comes near the viewport (watch-live-example.ts).
 * This code comes with the figure's chunk; the mounting code (with the table
 * of every example's chunk) and an example's own code load only for the
 * examples the reader scrolls to.
 */
import { type RefObject, useEffect } from 'react';
import { watchLiveExample } from './watch-live-example';

export function useLiveExample(stage: RefObject<HTMLElement | null>, id: string): void {
  useEffect(() => {
    const element = stage.current;
    return element === null ? undefined : watchLiveExample(element, id);
  }, [stage, id]);
}
