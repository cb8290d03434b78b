/**
 * What only private pages load stays out of the public client files (scripts/private-chunks.ts, SPEC §6): a real
 * Vite build of a small project shaped like the viewer (an entry whose loader imports public modules by a variable
 * path and the private loader dynamically; the loader imports private modules by a variable path) puts the loader
 * and whatever only it reaches into assets/private/, even when both import the component package through its entry,
 * which re-exports every component; names a public chunk of the package by hash alone; and fails when a public chunk
 * would hold a private module.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { privateChunks } from '../../scripts/private-chunks';

const workDirs: string[] = [];

afterAll(() => {
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
});

const LOADER = `
export async function load(name) {
  try {
    return await import(\`./public/\${name}.js\`);
  } catch {
    return (await import('./private-modules.js')).loadPrivate(name);
  }
}
`;

/** The project's files; `entry` replaces the entry's text. */
function project(entry = `import { load } from './load.js';\nload(location.hash.slice(1)).then((m) => m.default());\n`): string {
  const root = mkdtempSync(join(tmpdir(), 'harbor-private-chunks-'));
  workDirs.push(root);
  const files: Record<string, string> = {
    'src/entry.js': entry,
    'src/load.js': LOADER,
    'src/private-modules.js': 'export const loadPrivate = (name) => import(`./private/${name}.js`);\n',
    'src/public/Open.js': "import { Shared } from 'pkg';\nexport default () => Shared('open page');\n",
    'src/private/Secret.js': "import { Shared, InternalTile } from 'pkg';\nexport default () => Shared(InternalTile('secret page'));\n",
    'ui/index.js': "export * from './Shared.js';\nexport * from './InternalTile.js';\n",
    'ui/Shared.js': "export const Shared = (text) => document.body.append(String(text) + ' shared');\n",
    'ui/InternalTile.js': "export const InternalTile = (text) => String(text) + ' InternalTileCode';\n",
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

async function buildProject(root: string): Promise<void> {
  const chunks = privateChunks({
    publicEntry: 'src/entry.js',
    privateLoader: 'src/private-modules.js',
    packageEntry: 'ui/index.js',
    packageName: 'pkg',
    assetsDir: 'assets',
    privateDir: 'private',
  });
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [chunks.plugin],
    resolve: { alias: { pkg: join(root, 'ui/index.js') } },
    build: {
      outDir: join(root, 'dist'),
      minify: false,
      rollupOptions: { input: join(root, 'src/entry.js'), output: { chunkFileNames: chunks.fileName } },
    },
  });
}

function filesIn(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [join(entry.parentPath, entry.name).slice(dir.length + 1), readFileSync(join(entry.parentPath, entry.name), 'utf8')]),
  );
}

describe('§6 the client build keeps private modules in assets/private/', () => {
  it('writes the private loader and what only it reaches there, and no public file names them', { timeout: 60_000 }, async () => {
    const root = project();
    await buildProject(root);
    const files = filesIn(join(root, 'dist/assets'));
    const privateFiles = [...files.keys()].filter((name) => name.startsWith('private/'));
    expect(privateFiles.some((name) => /^private\/private-modules-[\w-]+\.js$/.test(name))).toBe(true);
    expect(privateFiles.some((name) => /^private\/Secret-[\w-]+\.js$/.test(name))).toBe(true);
    const publicText = [...files].filter(([name]) => !name.startsWith('private/')).map(([, text]) => text);
    for (const word of ['Secret', 'secret page', 'InternalTile', 'src/private']) {
      expect({ word, inPublic: publicText.some((text) => text.includes(word)) }).toEqual({ word, inPublic: false });
    }
    expect(publicText.some((text) => text.includes('open page'))).toBe(true);
    expect([...files.values()].filter((text) => text.includes('InternalTileCode'))).toHaveLength(1);
    // The package module both pages render is public, named by hash alone.
    const shared = [...files].filter(([, text]) => text.includes(' shared')).map(([name]) => name);
    expect(shared).toEqual([expect.stringMatching(/^ui-[\w-]+\.js$/)]);
  });

  it('fails the build when a public chunk would hold a private module', { timeout: 60_000 }, async () => {
    // The entry imports the internal component itself: its code would reach every reader beside the entry.
    const root = project(
      "import { load } from './load.js';\nimport { loadPrivate } from './private-modules.js';\nload('Open');\nloadPrivate('Secret');\n",
    );
    await expect(buildProject(root)).rejects.toThrow(
      /public files of the client build would name or hold private modules[\s\S]*private-modules\.js/,
    );
  });
});
