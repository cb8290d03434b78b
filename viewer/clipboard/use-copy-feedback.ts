/**
 * The copied state of a copy control: "OK" for 900 ms after a copy, then idle
 * again (SPEC §2 Article content, §4 Copy button, §9 Copy feedback).
 */
import { useCallback, useEffect, useState } from 'react';
import { COPY_FEEDBACK_MS } from '../ui-constants';

export function useCopyFeedback(): { readonly copied: boolean; readonly markCopied: () => void } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const markCopied = useCallback(() => setCopied(true), []);
  return { copied, markCopied };
}
