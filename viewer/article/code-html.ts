/**
 * The highlighted lines of a code block as HTML for `dangerouslySetInnerHTML`:
 * the markup the JSX would give (a span per line, a span per coloured token),
 * but React keeps no element per token, so a page with code hydrates with a
 * fraction of the work (docs/performance.md: Total Blocking Time of the code page on a
 * phone). Text is escaped as React escapes it; styles come from tokenStyle,
 * whose colours are checked hex values.
 */
import type { CSSProperties } from 'react';
import type { CodeToken } from '../../core/bundle';
import { tokenStyle } from './token-colour';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** `{ '--tok-light': '#D73A49', fontStyle: 'italic' }` → `--tok-light:#D73A49;font-style:italic`, as React writes a style prop. */
function styleAttribute(style: CSSProperties): string {
  return Object.entries(style)
    .map(
      ([name, value]) => `${name.startsWith('--') ? name : name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)}:${String(value)}`,
    )
    .join(';');
}

/**
 * @example
 * codeLinesHtml([[{ content: 'a < b', color: '#24292E' }], [{ content: 'c' }]])
 * // '<span class="code-block__line"><span class="tok" style="--tok-light:#24292E">a &lt; b</span>\n</span><span class="code-block__line">c</span>'
 */
export function codeLinesHtml(lines: readonly (readonly CodeToken[])[]): string {
  return lines
    .map((line, lineIndex) => {
      const tokens = line.map((token) => {
        const style = tokenStyle(token);
        const text = escapeHtml(token.content);
        return style === undefined ? text : `<span class="tok" style="${escapeHtml(styleAttribute(style))}">${text}</span>`;
      });
      return `<span class="code-block__line">${tokens.join('')}${lineIndex < lines.length - 1 ? '\n' : ''}</span>`;
    })
    .join('');
}
