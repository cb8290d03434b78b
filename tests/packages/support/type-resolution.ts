/**
 * The shipped declarations resolve as an app's TypeScript reads them:
 * `skipLibCheck: false` and `noUncheckedSideEffectImports` (a stylesheet import
 * left in a `.d.ts` fails there), under `moduleResolution` bundler and
 * nodenext; and attw (@arethetypeswrong/cli, installed in the consumer app) on
 * each tarball. The packages are ESM only, which their READMEs and
 * package.json say: a CommonJS `require` of them is the one problem attw may
 * report (cjs-resolves-to-esm); stylesheets, fonts and JSON are no TypeScript
 * entries.
 */
import { join } from 'node:path';
import { run, writeFiles } from './consumer-app';

export const RESOLUTION_MODES = {
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
  nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
} as const;

/** Imports every package's main entry and uses what it exports, as an app's module would. */
export const EVERY_PACKAGE = `import harbor from '@harbor/eslint-config';
import { IconChevronRight } from '@harbor/icons';
import { duration, useReducedMotion } from '@harbor/motion';
import { Button, Dialog, InputField, ProductTile } from '@harbor/react';
import { axeCheck, renderWithTheme } from '@harbor/testing';
import { type HarborTheme, themes, tokens } from '@harbor/tokens';

const theme: HarborTheme = themes[0] ?? 'alpine-light';
export const rules = harbor.length;
export const checks = [axeCheck, renderWithTheme, useReducedMotion, duration, tokens[theme].color.action.primary];
export const App = () => (
  <Dialog title="Preisalarm" trigger={<Button icon={<IconChevronRight size={20} />}>Weiter</Button>}>
    <InputField label="PLZ" />
    {ProductTile.name}
  </Dialog>
);
`;

/** Icons used wrongly: each line must be an error, so an icon typed `any` (as under nodenext before) is caught. */
export const ICON_MISUSE = `import { IconChevronRight } from '@harbor/icons';

export const wrongSize = <IconChevronRight size={18} />;
export const unknownProp = <IconChevronRight bogus="1" />;
`;

/** `tsc` output for the files (name -> source) under one resolution mode; '' when they compile. */
export function strictCheck(app: string, mode: keyof typeof RESOLUTION_MODES, files: Readonly<Record<string, string>>): string {
  const dir = `typecheck-${mode}`;
  writeFiles(app, {
    [`${dir}/tsconfig.json`]: JSON.stringify({
      compilerOptions: {
        ...RESOLUTION_MODES[mode],
        strict: true,
        jsx: 'react-jsx',
        target: 'es2022',
        lib: ['es2022', 'dom'],
        noEmit: true,
        skipLibCheck: false,
        noUncheckedSideEffectImports: true,
        types: [],
      },
      include: Object.keys(files),
    }),
    ...Object.fromEntries(Object.entries(files).map(([name, source]) => [`${dir}/${name}`, source])),
  });
  try {
    run(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', dir], app);
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout);
  }
}

/** Entries that are stylesheets or data: no TypeScript resolves them, and none should. */
const NOT_TYPESCRIPT = ['./styles.css', './base.css', './tokens.css', './fonts.css', './manifest.json'];

/** attw's findings on one tarball beyond CommonJS `require` of an ESM-only package; '' when none. */
export function attwProblems(app: string, tarball: string): string {
  try {
    run(
      process.execPath,
      [
        join(app, 'node_modules/@arethetypeswrong/cli/dist/index.js'),
        tarball,
        '--ignore-rules',
        'cjs-resolves-to-esm',
        '--exclude-entrypoints',
        ...NOT_TYPESCRIPT,
        '--format',
        'ascii',
      ],
      app,
    );
    return '';
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return `${failed.stdout ?? ''}${failed.stderr ?? ''}`.trim() || String(error);
  }
}
