/**
 * Copies a code block's text; shows "OK" for 900 ms after copying, then goes
 * back to idle (SPEC §2, §4, §9).
 */
import { useEffect, useState } from 'react';
import { COPY_FEEDBACK_MS } from '../ui-constants';
import { Icon } from '../icons/Icon';
import { copyText } from './clipboard';

export function CopyButton({ code }: { readonly code: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  return (
    <>
      <button
        type="button"
        className="copy-button"
        data-copied={copied ? 'true' : undefined}
        onClick={() => {
          void copyText(code).then((ok) => {
            if (ok) setCopied(true);
          });
        }}
      >
        {copied ? (
          <>
            <Icon name="check" size={16} />
            <span>OK</span>
          </>
        ) : (
          <>
            <Icon name="copy" size={16} />
            <span className="visually-hidden">Copy code</span>
          </>
        )}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? 'Code copied' : ''}
      </span>
    </>
  );
}
