/**
 * @harbor/tokens as a team gets it: `npm run build:tokens` stops on a bad
 * token with its place in the source; `npm pack` ships exactly the
 * built files (no DTCG source, no TypeScript), and the installed tarball
 * imports in plain Node and type-checks under `tsc --strict`.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildTokens } from '../../../tokens/build/token-build';
import { readTokenFiles } from '../../../tokens/build/tokens-fs';
import { brokenTokens, positionOf, SHIPPED_TOKENS } from './broken-tokens';
import { packedWorkspaces } from '../../packages/support/packed-once';

const ROOT = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command, resolving with its exit code and output instead of throwing on a non-zero exit. */
async function attempt(command: string, args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

const expectedFiles = async () => {
  const built = await buildTokens(readTokenFiles(SHIPPED_TOKENS) ?? []);
  return [
    ...(await built.outputs()).map((file) => `dist/${file.path}`),
    // The faces are @harbor/fonts: fonts.css here imports them, and so does styles.css, the one import the Develop
    // page gives, with the variables and the page base (tokens/build/token-page-base.ts).
    'dist/fonts.css',
    'dist/styles.css',
    'CHANGELOG.md',
    'LICENSE',
    'README.md',
    'package.json',
  ].sort();
};

describe('the @harbor/tokens package', () => {
  it('does not build from a bad token, and says where it is and what is allowed', async () => {
    const dir = brokenTokens({ 'themes/alpine-light.tokens.json': [['"#fdeef0"', '"#fdeef0zz"']] });
    const where = positionOf(dir, 'themes/alpine-light.tokens.json', '"soft"');
    const result = await attempt(process.execPath, ['scripts/run-ts.mjs', 'tokens/build/build-package.ts', dir], ROOT);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `${dir}/themes/alpine-light.tokens.json:${where} color.brand.soft: #fdeef0zz is not a color; expected a hex colour such as #c8102e (alpine-light)`,
    );
    expect(result.stderr).toContain('@harbor/tokens not built');
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  }, 120_000);

  it('packs exactly the built files, installs from the tarball, imports in Node and type-checks', async () => {
    // The run's one pack of the workspaces (tests/packages/support/packed-once.ts).
    const { dir: out, packs } = await packedWorkspaces();
    const summary = packs.find((pack) => pack.name === '@harbor/tokens');
    const shipped = (summary?.files ?? []).map((file) => file.path).sort();
    expect(shipped).toEqual(await expectedFiles());
    expect(shipped.filter((path) => path.endsWith('.tokens.json') || (path.endsWith('.ts') && !path.endsWith('.d.ts')))).toEqual([]);

    const app = mkdtempSync(join(tmpdir(), 'harbor-tokens-app-'));
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'token-consumer', private: true, type: 'module' }));
    // @harbor/tokens depends on @harbor/fonts: both tarballs, as the company registry would serve them.
    const fonts = packs.find((pack) => pack.name === '@harbor/fonts');
    const installed = await attempt(
      npm,
      ['install', '--no-audit', '--no-fund', join(out, fonts?.filename ?? ''), join(out, summary?.filename ?? '')],
      app,
    );
    expect(installed.code, installed.stderr).toBe(0);

    const script = [
      "import { tokens, themes } from '@harbor/tokens';",
      "import { readFileSync } from 'node:fs';",
      "const css = readFileSync(new URL(import.meta.resolve('@harbor/tokens/tokens.css')), 'utf8');",
      "const json = JSON.parse(readFileSync(new URL(import.meta.resolve('@harbor/tokens/json/lakeside-dark.json')), 'utf8'));",
      "const swift = import.meta.resolve('@harbor/tokens/ios/HarborLakesideDark.swift');",
      'console.log(JSON.stringify({ themes, primary: tokens["lakeside-dark"].color.action.primary, json: json.color.action.primary.$value, root: css.includes(":root {"), swift: swift.endsWith("dist/ios/HarborLakesideDark.swift") }));',
    ].join('\n');
    writeFileSync(join(app, 'check.mjs'), script);
    const imported = await attempt(process.execPath, ['check.mjs'], app);
    expect(imported.code, imported.stderr).toBe(0);
    const seen = JSON.parse(imported.stdout) as { themes: string[]; primary: string; json: string; root: boolean; swift: boolean };
    const lakesideDark = JSON.parse(readFileSync(join(app, 'node_modules/@harbor/tokens/dist/json/lakeside-dark.json'), 'utf8')) as {
      color: { action: { primary: { $value: string } } };
    };
    expect(seen).toEqual({
      themes: ['alpine-dark', 'alpine-light', 'lakeside-dark', 'lakeside-light'],
      primary: lakesideDark.color.action.primary.$value,
      json: lakesideDark.color.action.primary.$value,
      root: true,
      swift: true,
    });

    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    const typeCheck = async (source: string, moduleResolution: 'bundler' | 'node16') => {
      writeFileSync(join(app, 'use.ts'), source);
      const module = moduleResolution === 'bundler' ? 'esnext' : 'node16';
      return attempt(
        process.execPath,
        [tsc, '--strict', '--noEmit', '--skipLibCheck', 'false', '--module', module, '--moduleResolution', moduleResolution, 'use.ts'],
        app,
      );
    };
    const good =
      "import { tokens, themes, type HarborTheme } from '@harbor/tokens';\nconst theme: HarborTheme = themes[0] ?? 'alpine-light';\nexport const primary: string = tokens[theme].color.action.primary;\nexport const weight: number = tokens['lakeside-dark'].font.weight.bold;\n";
    for (const resolution of ['bundler', 'node16'] as const) {
      const checked = await typeCheck(good, resolution);
      expect(checked.code, `${resolution}: ${checked.stdout}`).toBe(0);
    }
    const wrong = await typeCheck("import { tokens } from '@harbor/tokens';\nexport const x = tokens['nope'].color;\n", 'bundler');
    expect(wrong.code).not.toBe(0);
    expect(wrong.stdout).toContain("'nope'");
  }, 300_000);
});
