/**
 * Copies a code block's text; shows "OK" for 900 ms after copying, then goes
 * back to idle (SPEC §2, §4, §9).
 */
import { Icon } from '../icons/Icon';
import { copyText } from '../clipboard/clipboard';
import { useCopyFeedback } from '../clipboard/use-copy-feedback';

/** `label` names what is copied for screen readers ('Copy code', 'Copy --hb-space-4'). */
export function CopyButton({
  code,
  label = 'Copy code',
  copiedLabel = 'Code copied',
}: {
  readonly code: string;
  readonly label?: string;
  readonly copiedLabel?: string;
}) {
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
            <span className="visually-hidden">{label}</span>
          </>
        )}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
