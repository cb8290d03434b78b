/**
 * The playground's prop descriptions read as the props table's do
 * (docs/playground.md): `backticks` in a JSDoc description are code, in a
 * control's description and in the list of props no control adjusts.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlaygroundControls } from '../../../viewer/playground/PlaygroundControls';

describe('playground prop descriptions', () => {
  it('show backticked words as code, not as backticks', () => {
    const html = renderToStaticMarkup(
      <PlaygroundControls
        component="Button"
        controls={[{ name: 'loading', description: 'Sets `aria-busy` and keeps the width.', control: 'boolean', default: false }]}
        fixed={[{ name: 'onClick', description: 'Called with the `MouseEvent`.' }]}
        state={{}}
        onChange={() => {}}
      />,
    );
    expect(html).toContain('<code>aria-busy</code>');
    expect(html).toContain('<code>MouseEvent</code>');
    expect(html).not.toContain('`');
    expect(html).toContain('<span>Sets </span><code>aria-busy</code><span> and keeps the width.</span>');
  });
});
