/**
 * The playground's controls come from the component's props type, never from a hand-written list (the
 * requirement: controls generated from the types, and a test proving they follow a change of the type with no
 * hand edit). A component is written to a temporary folder, read as the content build reads the package
 * (ui/build/props-reader.ts), put into the manifest (core/components) with its playground example
 * (site-build/playground-example.ts), and its controls rendered (viewer/playground); then a member is added to
 * its union type and a boolean prop to its props, and the same steps show a new option and a new switch.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { assembleComponentManifest } from '../../core/components';
import { controlsOf, initialState, NUMBER_BOUNDS } from '../../core/playground';
import { componentTags, readProps } from '../../ui/build/props-reader';
import { playgroundSourceOf } from '../../site-build/playground-example';
import { PlaygroundControls } from '../../viewer/playground/PlaygroundControls';

const dir = mkdtempSync(join(tmpdir(), 'harbor-playground-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const EXAMPLE = "import { Gauge } from '@harbor/react';\n\nexport default function Example() {\n  return <Gauge>Lager</Gauge>;\n}";

function component(tones: string, extraProp: string): string {
  return `import type { ReactNode } from 'react';
export interface GaugeProps {
  /** How loud the gauge is. */
  tone?: ${tones};
  ${extraProp}
  /** What it measures. */
  children?: ReactNode;
  /** Called on a change. */
  onChange?: () => void;
}
/**
 * A gauge.
 *
 * @status experimental
 * @since 0.1.0
 */
export function Gauge({ tone = 'calm', children }: GaugeProps) {
  return <span data-tone={tone}>{children}</span>;
}
`;
}

/** The steps the content build and the portal take, from the file to the rendered controls. */
function controlsFromFile(source: string) {
  const file = join(dir, 'Gauge.tsx');
  writeFileSync(file, source);
  const options: ts.CompilerOptions = { jsx: ts.JsxEmit.ReactJSX, strict: true, skipLibCheck: true, types: [] };
  const program = ts.createProgram([file], options);
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(file) as ts.SourceFile;
  const symbol = checker
    .getExportsOfModule(checker.getSymbolAtLocation(sourceFile) as ts.Symbol)
    .find((s) => s.name === 'Gauge') as ts.Symbol;
  const props = readProps(ts, checker, symbol, `${dir}/`) ?? [];
  const { manifest, issues } = assembleComponentManifest({
    version: '0.1.0',
    components: [{ name: 'Gauge', folder: 'gauge', file: 'ui/gauge/Gauge.tsx', line: 1, tags: componentTags(symbol, checker), props }],
    pages: [
      {
        route: '/components/gauge-code',
        topic: '/components/gauge',
        propsOf: ['Gauge'],
        examples: [{ title: 'A gauge', source: EXAMPLE }],
      },
    ],
    testedNames: new Set(),
    changelog: '',
  });
  const entry = manifest.components[0];
  if (entry === undefined) throw new Error('the manifest has no Gauge');
  const example = playgroundSourceOf('Gauge', entry.props, entry.examples)?.example;
  if (example === undefined) throw new Error('no playground example for Gauge');
  const { controls, fixed } = controlsOf(entry, example);
  const html = renderToString(
    <PlaygroundControls component="Gauge" controls={controls} fixed={fixed} state={initialState(controls, example)} onChange={() => {}} />,
  );
  return { controls, fixed, html, issues: issues.map((issue) => issue.message) };
}

describe('playground controls follow the props type', () => {
  it('adds an option for a new union member and a switch for a new boolean prop, with no hand edit', () => {
    const before = controlsFromFile(component("'calm' | 'loud'", ''));
    expect(before.controls.find((control) => control.name === 'tone')?.options).toEqual(['calm', 'loud']);
    expect(before.html).not.toContain('<option value="urgent">');
    expect(before.html).not.toContain('role="switch"');
    expect(before.fixed.map((prop) => prop.name)).toEqual(['onChange']);

    const after = controlsFromFile(component("'calm' | 'loud' | 'urgent'", '/** Blinks while it updates. */\n  blinking?: boolean;'));
    expect(after.controls.find((control) => control.name === 'tone')?.options).toEqual(['calm', 'loud', 'urgent']);
    expect(after.html).toContain('<option value="urgent">urgent</option>');
    expect(after.html).toMatch(
      /<label for="playground-Gauge-blinking"[^>]*>blinking<\/label><input id="playground-Gauge-blinking" type="checkbox" role="switch"/,
    );
    expect(after.html).toContain('Blinks while it updates.');
    // The example's text becomes the children field's value.
    expect(after.html).toMatch(/<input id="playground-Gauge-children" type="text"[^>]*value="Lager"/);
  });

  it("bounds a number field by the prop's @minimum and @maximum, and gives one without them the default bounds", () => {
    const bounded = controlsFromFile(
      component(
        "'calm' | 'loud'",
        '/**\n   * Lines shown.\n   *\n   * @minimum 1\n   * @maximum 50\n   */\n  lines?: number;\n  /** Any count. */\n  count?: number;',
      ),
    );
    expect(bounded.issues).toEqual([]);
    expect(bounded.controls.find((control) => control.name === 'lines')).toMatchObject({ control: 'number', minimum: 1, maximum: 50 });
    expect(bounded.controls.find((control) => control.name === 'count')).toMatchObject({
      minimum: NUMBER_BOUNDS.minimum,
      maximum: NUMBER_BOUNDS.maximum,
    });
    expect(bounded.html).toMatch(/<input id="playground-Gauge-lines" type="number"[^>]*min="1" max="50"/);
    expect(bounded.controls.find((control) => control.name === 'lines')?.description).toBe('Lines shown.');
  });

  it('says which bound tag is wrong and what to write instead', () => {
    const wrong = controlsFromFile(
      component(
        "'calm' | 'loud'",
        '/**\n   * Lines.\n   * @minimum ten\n   * @maximum 5\n   */\n  lines?: number;\n  /**\n   * A name.\n   * @maximum 3\n   */\n  label?: string;',
      ),
    );
    expect(wrong.issues).toEqual([
      'Gauge.lines has @minimum ten; write a number such as @minimum 10',
      'Gauge.label has @maximum, which only a number prop takes; its type is string',
    ]);
  });
});
