/**
 * Copies a code block's text; shows "OK" for 900 ms after copying, then goes
 * back to idle (SPEC §2, §4, §9).
 */
import { Icon } from '../icons/Icon';
import { copyText } from '../clipboard/clipboard';
import { useCopyFeedback } from '../clipboard/use-copy-feedback';

export function CopyButton({ code }: { readonly code: string }) {
  const { copied, markCopied } = useCopyFeedback();
  return (
    <>
      <button
        type="button"
        className="copy-button"
        data-copied={copied ? 'true' : undefined}
        onClick={() => {
          void copyText(code).then((ok) => {
            if (ok) markCopied();
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
