/**
 * A code block coloured at build time (light and dark token colours, picked
 * by the theme in CSS), with its language and a copy button (SPEC §2).
 */
import type { ContentNode } from '../../core/bundle';
import { CopyButton } from './CopyButton';
import { codeLinesHtml } from './code-html';
import './code-block.css';

type CodeNode = Extract<ContentNode, { type: 'code' }>;

export function CodeBlock({ node }: { readonly node: CodeNode }) {
  return (
    <div className="code-block">
      <div className="code-block__bar">
        <span className="code-block__lang">{node.lang}</span>
        {/* It copies the code below: the text of its lines is the code (code-html.ts). */}
        <CopyButton />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable code block must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable) */}
      <pre className="code-block__pre" tabIndex={0}>
        {/* Static markup: no React element per token, so hydrating code costs little (code-html.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: build-time Shiki markup of our own content, escaped by code-html.ts */}
        <code dangerouslySetInnerHTML={{ __html: codeLinesHtml(node.lines) }} />
      </pre>
    </div>
  );
}
