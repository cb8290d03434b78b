/**
 * The checks the consumer test runs on every tarball, shown to fail on the
 * faults they guard against (styles guide, Packages a product team
 * installs): TypeScript source shipped, a stylesheet imported from
 * JavaScript, declarations missing, tokens.css without a theme's variables.
 */
import { describe, expect, it } from 'vitest';
import { harborPackagesInInstallLines } from './support/install-lines';
import { type PackedFile, packageProblems, tokenProblems } from './support/package-audit';

const manifest = {
  name: '@harbor/example',
  license: 'MIT',
  files: ['dist'],
  sideEffects: false,
  exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
};
const fitPackage: PackedFile[] = [
  { path: 'package.json', text: JSON.stringify(manifest) },
  { path: 'README.md', text: '# x' },
  { path: 'LICENSE', text: 'MIT' },
  { path: 'dist/index.js', text: "export { Button } from './button/Button.js';" },
  { path: 'dist/index.d.ts', text: "export { Button } from './button/Button.js';" },
];
const withFile = (file: PackedFile) => [...fitPackage.filter((f) => f.path !== file.path), file];

const theme = (selector: string, variable = '--hb-color-action-primary: #d10000;') => `${selector} {\n  ${variable}\n}\n`;
const fullTokens = [':root', ...['alpine-light', 'alpine-dark', 'lakeside-light', 'lakeside-dark'].map((t) => `[data-theme="${t}"]`)]
  .map((selector) => theme(selector))
  .join('');

describe('a package fit to publish', () => {
  it('passes when it ships built JS, declarations, README and licence', () => {
    expect(packageProblems(fitPackage)).toEqual([]);
  });

  it('fails when it ships TypeScript source', () => {
    expect(packageProblems(withFile({ path: 'index.ts', text: "export * from './button';" }))).toEqual([
      'ships TypeScript source index.ts',
    ]);
  });

  it.each([
    ["import './button.css';"],
    ["import styles from '../shared/focus-ring.css';"],
    ["await import('./lazy.css');"],
    ["require('./button.css');"],
  ])('fails when a JS file imports a stylesheet: %s', (line) => {
    expect(packageProblems(withFile({ path: 'dist/button/Button.js', text: `${line}\nexport const a = 1;` }))).toEqual([
      'dist/button/Button.js imports a stylesheet from JavaScript',
    ]);
  });

  it('fails when private, or when the types condition points at nothing shipped', () => {
    const broken = { ...manifest, private: true, exports: { '.': { types: './dist/missing.d.ts', default: './dist/index.js' } } };
    expect(packageProblems(withFile({ path: 'package.json', text: JSON.stringify(broken) }))).toEqual([
      'is private',
      'exports types dist/missing.d.ts, which it does not ship',
    ]);
  });

  it('passes a package of stylesheets and fonts with no module (@harbor/fonts), and fails one that ships JS without types', () => {
    const cssOnly = { ...manifest, sideEffects: ['*.css'], exports: { './fonts.css': './dist/fonts.css' } };
    const files: PackedFile[] = [
      { path: 'package.json', text: JSON.stringify(cssOnly) },
      { path: 'README.md', text: '# x' },
      { path: 'LICENSE', text: 'MIT' },
      { path: 'dist/fonts.css', text: '@font-face { font-family: "Harbor Sans"; }' },
    ];
    expect(packageProblems(files)).toEqual([]);
    expect(packageProblems([...files, { path: 'dist/fonts.js', text: 'export const faces = [];' }])).toEqual([
      "has no types condition on exports['.']",
    ]);
  });

  it('fails without README, licence, files or sideEffects', () => {
    const bare = { name: '@harbor/x', exports: { '.': './dist/index.js' } };
    expect(packageProblems([{ path: 'package.json', text: JSON.stringify(bare) }])).toEqual([
      'names no license',
      'ships no LICENSE',
      'ships no README.md',
      'lists no files',
      'does not declare sideEffects',
      "has no types condition on exports['.']",
    ]);
  });
});

describe('tokens.css with every theme', () => {
  it('passes when :root and the four data-theme blocks set the primary action colour', () => {
    expect(tokenProblems(fullTokens)).toEqual([]);
  });

  it('fails when a theme loses its tokens', () => {
    const withoutLakesideDark = fullTokens.replace(
      theme('[data-theme="lakeside-dark"]'),
      theme('[data-theme="lakeside-dark"]', '--hb-space-1: 4px;'),
    );
    expect(tokenProblems(withoutLakesideDark)).toEqual(['tokens.css: [data-theme="lakeside-dark"] does not set --hb-color-action-primary']);
  });

  it('fails on an empty stylesheet, naming each missing block', () => {
    expect(tokenProblems('')).toHaveLength(5);
  });
});

describe('install lines in the content', () => {
  it('reads the @harbor packages of npm install lines, dev installs included, and nothing else', () => {
    const markdown =
      '```bash\nnpm install @harbor/react @harbor/tokens\nnpm install --save-dev @harbor/testing\nnpm i left-pad\n```\nUse `@harbor/motion` later.';
    expect(harborPackagesInInstallLines(markdown)).toEqual(['@harbor/react', '@harbor/tokens', '@harbor/testing']);
  });
});
