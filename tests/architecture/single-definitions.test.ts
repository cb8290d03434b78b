/**
 * Architecture guard: the addresses and the build output each have one home
 * in core (docs/architecture.md, "One module per contract"). The base path,
 * the assets folder, the data folder and the build's file names appear as a
 * string in exactly one source file, the module that defines them; everything
 * else imports the name. Comments may mention them; tests may use the names.
 */
import { EXAMPLES_OUTPUT_DIR } from '../../core/content/build-output';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFilesUnder } from './import-graph';

const root = resolve(import.meta.dirname, '../..');
const sourceFolders = ['core', 'cli', 'site-build', 'server', 'viewer', 'ui', 'bench', 'scripts'];
const rootConfigs = ['vite.config.ts'];

interface SingleDefinition {
  readonly what: string;
  readonly pattern: RegExp;
  readonly home: string;
  /** Files that must spell it too, and why. */
  readonly alsoIn?: Readonly<Record<string, string>>;
}

const definitions: readonly SingleDefinition[] = [
  { what: 'the base path', pattern: /\/designsystem\b/, home: 'core/site/addresses.ts' },
  { what: 'the assets folder', pattern: /(?:^|\/)assets(?:\/|$)/, home: 'core/site/addresses.ts' },
  { what: 'the data folder', pattern: /(?:^|\/)\.data(?:\/|$)/, home: 'core/content/build-output.ts' },
  { what: 'the content bundle file', pattern: /\bcontent\.json\b/, home: 'core/content/build-output.ts' },
  { what: 'the search index file', pattern: /\bsearch-index\.json\b/, home: 'core/content/build-output.ts' },
  { what: "the client build's folder", pattern: /\bdist\/client\b/, home: 'core/content/build-output.ts' },
  { what: "Vite's manifest", pattern: /\.vite\/manifest\.json\b/, home: 'core/content/build-output.ts' },
  {
    what: 'the server bundle',
    pattern: /\bdist\/server\/main\.js\b/,
    home: 'core/content/build-output.ts',
    alsoIn: { 'scripts/bundle-server.mjs': 'the plain-JavaScript build script that writes it cannot import TypeScript on Node 20' },
  },
];

/** The text of every string and template literal of a file (comments and code left out). */
export function literalsOf(source: string, fileName = 'x.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : undefined);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    const isLiteral = ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node);
    if (isLiteral && node.text !== '') texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** For each definition, the files whose literals spell it, with how often. */
export function spellings(files: ReadonlyMap<string, string>): Map<string, Map<string, number>> {
  const found = new Map(definitions.map((definition) => [definition.what, new Map<string, number>()]));
  for (const [name, source] of files) {
    const literals = literalsOf(source, name);
    for (const definition of definitions) {
      const count = literals.filter((text) => definition.pattern.test(text)).length;
      if (count > 0) found.get(definition.what)?.set(name, count);
    }
  }
  return found;
}

describe('architecture: each address and build-output name is defined once', () => {
  const names = [
    ...sourceFolders.flatMap((folder) => sourceFilesUnder(join(root, folder))),
    ...rootConfigs.map((name) => join(root, name)),
    join(root, 'scripts/bundle-server.mjs'),
  ]
    .map((file) => relative(root, file))
    // Content's live examples, written out by the build (git-ignored): they name public addresses as a reader's
    // browser sees them (a product picture under /designsystem/assets/), as content, not as code that could import them.
    .filter((name) => !name.startsWith(`${EXAMPLES_OUTPUT_DIR}/`));
  const found = spellings(new Map(names.map((name) => [name, readFileSync(join(root, name), 'utf8')])));

  it.each(definitions.map((definition) => [definition.what, definition]))('%s is spelled once, in its home', (_what, definition) => {
    const where = Object.fromEntries(found.get(definition.what) ?? []);
    expect(where).toEqual({ [definition.home]: 1, ...Object.fromEntries(Object.keys(definition.alsoIn ?? {}).map((file) => [file, 1])) });
  });

  it('would report a second spelling, and not one in a comment', () => {
    const files = new Map([
      ['core/site/addresses.ts', "export const BASE_PATH = '/designsystem';"],
      ['bench/x.ts', '// fetches /designsystem/healthz\nconst home = `${origin}/designsystem`;'],
    ]);
    expect(Object.fromEntries(spellings(files).get('the base path') ?? [])).toEqual({ 'core/site/addresses.ts': 1, 'bench/x.ts': 1 });
    expect(literalsOf("const a = 'x'; // '.data'\nconst b = `${a}/.data/content.json`;")).toEqual(['x', '/.data/content.json']);
  });
});
