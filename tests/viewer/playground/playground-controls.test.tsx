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

describe('playground pass-through props under "Advanced"', () => {
  const control = (name: string, description: string, kind: 'text' | 'select' | 'boolean' = 'text') =>
    ({ name, description, control: kind, default: null, ...(kind === 'select' ? { options: ['button', 'submit'] } : {}) }) as const;
  const html = renderToStaticMarkup(
    <PlaygroundControls
      component="Button"
      controls={[
        control('variant', 'Visual kind and emphasis.', 'select'),
        control('className', 'Extra class names on the root element.'),
        control('form', 'Native form attributes, passed through to the button.'),
        control('loading', 'Shows a spinner.', 'boolean'),
        control('type', 'Native button type; ignored with `href`.', 'select'),
        control('data-testid', 'Hook for tests; passed to the root element.'),
        control('aria-label', 'Required for icon-only buttons (no children).'),
        control('children', 'The label.'),
      ]}
      fixed={[]}
      state={{}}
      onChange={() => {}}
    />,
  );
  const advanced = html.slice(html.indexOf('<details class="playground__advanced"'));
  const main = html.slice(0, html.indexOf('<details class="playground__advanced"'));

  it('folds the props that only pass an attribute through (common props, aria-*, data-*, native attributes), closed', () => {
    expect(advanced).toMatch(/^<details class="playground__advanced"><summary>Advanced \(5\)<\/summary>/);
    for (const name of ['className', 'form', 'type', 'data-testid', 'aria-label']) expect(advanced).toContain(`>${name}</label>`);
  });

  it('keeps the props that shape the component in view, in their order', () => {
    const shown = [...main.matchAll(/>([A-Za-z-]+)<\/label>/g)].map((match) => match[1]);
    expect(shown).toEqual(['variant', 'loading', 'children']);
  });
});
