/**
 * A code block coloured at build time (light and dark token colours, picked
 * by the theme in CSS), with its language and a copy button (SPEC §2).
 */
import type { ContentNode } from '../../core/bundle';
import { CopyButton } from './CopyButton';
import { tokenStyle } from './token-colour';
import './code-block.css';

type CodeNode = Extract<ContentNode, { type: 'code' }>;

export function CodeBlock({ node }: { readonly node: CodeNode }) {
  return (
    <div className="code-block">
      <div className="code-block__bar">
        <span className="code-block__lang">{node.lang}</span>
        <CopyButton code={node.code} />
      </div>
      <pre className="code-block__pre" tabIndex={0}>
        <code>
          {node.lines.map((line, lineIndex) => (
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
              {lineIndex < node.lines.length - 1 ? '\n' : null}
            </span>
          ))}
        </code>
      </pre>
    </div>
  );
}
