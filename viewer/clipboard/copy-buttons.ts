/**
 * Every copy button of the page (article/CopyButton.tsx) through one click listener on the document, installed by
 * the first load (entry-client.tsx): the article the reader opens is the server's markup, which React never
 * hydrates (article/static-article.ts), and the app hydrates only when the page is idle or on intent, so a
 * button's own React handler would leave its first click unanswered. The listener copies the button's text and
 * marks it copied for 900 ms (SPEC §9 Copy feedback); the button's markup holds both states (code-block.css). What
 * was copied is announced in one status region of the listener's own, outside every React root, so that no root
 * finds a node it did not render when it hydrates.
 */
import { COPY_FEEDBACK_MS } from '../ui-constants';
import { copyText } from './clipboard';

/** The text a button copies, when it is not its code block's code. */
export const COPY_TEXT_ATTRIBUTE = 'data-copy';
/** Present while the button shows "OK". */
export const COPIED_ATTRIBUTE = 'data-copied';
/** What the status region says once the button has copied ('Code copied', '--hb-space-4 copied'). */
export const COPIED_LABEL_ATTRIBUTE = 'data-copied-label';
const STATUS_CLASS = 'copy-status';
const BUTTON_SELECTOR = '.copy-button';
/** A code block's code, as CodeBlock.tsx renders it: its text is the code, line breaks included (code-html.ts). */
const BLOCK_CODE_SELECTOR = '.code-block__pre > code';

/** What a copy button copies: its own text attribute, else its code block's code; null for neither. */
export function copiedTextOf(button: Element): string | null {
  const own = button.getAttribute(COPY_TEXT_ATTRIBUTE);
  if (own !== null) return own;
  return button.closest('.code-block')?.querySelector(BLOCK_CODE_SELECTOR)?.textContent ?? null;
}

const timers = new WeakMap<Element, number>();

/** The listener's status region, made on the first copy: the last child of <body>, after the app's root. */
function statusRegion(): HTMLElement {
  const found = document.body.querySelector<HTMLElement>(`:scope > .${STATUS_CLASS}`);
  if (found !== null) return found;
  const region = document.createElement('div');
  region.className = `${STATUS_CLASS} visually-hidden`;
  region.setAttribute('role', 'status');
  document.body.append(region);
  return region;
}

function markCopied(button: Element): void {
  button.setAttribute(COPIED_ATTRIBUTE, 'true');
  const region = statusRegion();
  const said = button.getAttribute(COPIED_LABEL_ATTRIBUTE) ?? 'Copied';
  region.textContent = said;
  window.clearTimeout(timers.get(button));
  timers.set(
    button,
    window.setTimeout(() => {
      button.removeAttribute(COPIED_ATTRIBUTE);
      // Another button's copy since then says its own words.
      if (region.textContent === said) region.textContent = '';
      timers.delete(button);
    }, COPY_FEEDBACK_MS),
  );
}

function onClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest(BUTTON_SELECTOR) : null;
  if (button === null) return;
  const text = copiedTextOf(button);
  if (text === null) return;
  void copyText(text).then((ok) => {
    if (ok) markCopied(button);
  });
}

let installed = false;

/** Installs the listener, once. */
export function installCopyButtons(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('click', onClick);
}
