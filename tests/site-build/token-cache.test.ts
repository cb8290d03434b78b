/**
 * docs/performance.md, the author's loop: the dev server's first build reads the token folder's build from a disk
 * cache keyed by the token files (site-build/token-cache.ts). A hit must give what a real build gives, a changed file
 * must miss, and the package's files still come from a real build.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTokens } from '../../tokens/build/load-tokens';
import { loadTokensCached } from '../../site-build/token-cache';

const scratch = mkdtempSync(join(tmpdir(), 'harbor-token-cache-'));
const tokensDir = join(scratch, 'tokens');
const cacheDir = join(scratch, 'cache');
// The token source without the package's build output and scripts.
cpSync('tokens', tokensDir, { recursive: true, filter: (path) => !/[\\/](dist|node_modules|build)$/.test(path) });

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Built once: each real build of the tokens takes about a second.
let real: Awaited<ReturnType<typeof loadTokens>>;
beforeAll(async () => {
  real = await loadTokens(tokensDir);
});

const visible = (tokens: Awaited<ReturnType<typeof loadTokens>>) => ({
  files: tokens.files,
  issues: tokens.issues,
  catalogue: tokens.catalogue,
  formattable: tokens.formattable,
});

describe('the token cache of the dev server', () => {
  it('answers a second load from disk with what the real build gives, and formats the package for real', async () => {
    const first = await loadTokensCached(tokensDir, cacheDir);
    expect(readdirSync(cacheDir)).toHaveLength(1);
    const second = await loadTokensCached(tokensDir, cacheDir);
    // A hit is not the build itself: the stored answer, with the real build made only when its files are asked for.
    expect(second).not.toBe(first);
    expect(JSON.parse(JSON.stringify(visible(second)))).toEqual(JSON.parse(JSON.stringify(visible(real))));
    expect(real.catalogue?.tokens.length).toBeGreaterThan(0);
    const css = (files: readonly { path: string; text: string }[]) => files.find((file) => file.path.endsWith('tokens.css'))?.text;
    expect(css(await second.outputs(['css']))).toBe(css(await real.outputs(['css'])));
  });

  it('misses when a token file changed, so an edited token is never served stale', async () => {
    const file = join(tokensDir, 'base', 'breakpoint.tokens.json');
    const before = readFileSync(file, 'utf8');
    expect(before).toContain('Phones in portrait');
    await loadTokensCached(tokensDir, cacheDir);
    writeFileSync(file, before.replace('Phones in portrait', 'Phones held upright'));
    try {
      const edited = await loadTokensCached(tokensDir, cacheDir);
      expect(JSON.stringify(edited.catalogue)).toBe(JSON.stringify(real.catalogue).replaceAll('Phones in portrait', 'Phones held upright'));
    } finally {
      writeFileSync(file, before);
    }
  });

  it('treats a cache file holding another key as a miss', async () => {
    await loadTokensCached(tokensDir, cacheDir);
    for (const name of readdirSync(cacheDir))
      writeFileSync(join(cacheDir, name), JSON.stringify({ key: 'other', issues: [], catalogue: null, formattable: false }));
    const loaded = await loadTokensCached(tokensDir, cacheDir);
    expect(JSON.stringify(loaded.catalogue)).toBe(JSON.stringify(real.catalogue));
  });
});
