/**
 * The markup of code lines as React elements, as CodeBlock rendered them
 * before code lines became static markup (one element per token): the reference code-html.ts must equal.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { CodeToken } from '../../core/bundle';
import { tokenStyle } from '../../viewer/article/token-colour';

/** The markup as React elements, as CodeBlock rendered it before (one element per token). */
export function asReactElements(lines: readonly (readonly CodeToken[])[]): string {
  const html = renderToStaticMarkup(
    <code>
      {lines.map((line, lineIndex) => (
        <span key={lineIndex} className="code-block__line">
          {line.map((token, tokenIndex) => {
            const style = tokenStyle(token);
            return style === undefined ? (
              token.content
            ) : (
              <span key={tokenIndex} className="tok" style={style}>
                {token.content}
              </span>
            );
          })}
          {lineIndex < lines.length - 1 ? '\n' : null}
        </span>
      ))}
    </code>,
  );
  // React separates adjacent text nodes with empty comments for hydration; innerHTML needs none.
  return html.replace(/^<code>|<\/code>$/g, '').replaceAll('<!-- -->', '');
}
