/**
 * A copy control (SPEC §2, §4, §9): idle, then "OK" for 900 ms after copying, then idle again. The copying is
 * not React's: one listener on the document (clipboard/copy-buttons.ts, part of the first load) handles every
 * copy button, so a button works on the first click in an article shown as the server's markup, which React
 * never hydrates, and before the app has hydrated at all. Both states are in the markup; `data-copied` on the
 * button picks one (code-block.css), and the listener's status region says what was copied.
 */
import { Icon } from '../icons/Icon';
import { COPIED_LABEL_ATTRIBUTE, COPY_TEXT_ATTRIBUTE } from '../clipboard/copy-buttons';

/**
 * `code` is the text copied; without it the button copies its code block's code (CodeBlock.tsx), which is in the
 * page already. `label` names what is copied for screen readers ('Copy code', 'Copy --hb-space-4'), and
 * `copiedLabel` is announced once it is copied.
 */
export function CopyButton({
  code,
  label = 'Copy code',
  copiedLabel = 'Code copied',
}: {
  readonly code?: string;
  readonly label?: string;
  readonly copiedLabel?: string;
}) {
  return (
    <button
      type="button"
      className="copy-button"
      {...(code === undefined ? {} : { [COPY_TEXT_ATTRIBUTE]: code })}
      {...{ [COPIED_LABEL_ATTRIBUTE]: copiedLabel }}
      // The document's listener may mark a button copied before its React root hydrates.
      suppressHydrationWarning
    >
      <span className="copy-button__idle">
        <Icon name="copy" size={16} />
        <span className="visually-hidden">{label}</span>
      </span>
      <span className="copy-button__done">
        <Icon name="check" size={16} />
        <span>OK</span>
      </span>
    </button>
  );
}
