/**
 * The dev server's prebuilt server renderer (dev-server/prebuilt-renderer.ts): bundled once, found on disk while
 * every file it read and every name in its listed folders are unchanged, bundled again when one changes, and at most
 * a few bundles kept. A small entry in a folder of its own stands in for the viewer's server entry; esbuild is real.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPrebuiltRenderer } from '../../dev-server/prebuilt-renderer';
import type { RenderDocument, RenderRequest } from '../../viewer/ssr-contract';

const root = join(resolve(import.meta.dirname, '../..'), '.bench', `prebuilt-renderer-test-${process.pid}`);
const cacheDir = join(root, 'cache');
const options = { root, entry: 'entry.ts', listed: ['listed'], cacheDir };

function write(path: string, text: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** What the stand-in entry renders: the message module's text. */
async function rendered(render: RenderDocument): Promise<string> {
  return new Response(await render({} as RenderRequest)).text();
}

write('node_modules/.package-lock.json', '{}');
write('entry.ts', "import { message } from './message';\nexport const renderDocument = async () => new Response(message).body;\n");
write('message.ts', "export const message = 'first';\n");
write('listed/a.txt', '');

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the dev server’s prebuilt server renderer', () => {
  it('bundles the entry once, finds it on disk while its files are unchanged, and bundles again when one changes', async () => {
    const first = await loadPrebuiltRenderer(options);
    expect(first.bundled).toBe(true);
    expect(await rendered(first.render)).toBe('first');
    expect([...first.inputs].sort()).toEqual(['entry.ts', 'message.ts']);

    const again = await loadPrebuiltRenderer(options);
    expect(again.bundled).toBe(false);
    expect(again.isCurrent()).toBe(true);

    write('message.ts', "export const message = 'second';\n");
    expect(again.isCurrent()).toBe(false);
    const changed = await loadPrebuiltRenderer(options);
    expect(changed.bundled).toBe(true);
    expect(await rendered(changed.render)).toBe('second');

    // A module added where the entry imports by a pattern: the bundle never read it.
    write('listed/b.txt', '');
    expect(changed.isCurrent()).toBe(false);
    expect((await loadPrebuiltRenderer(options)).bundled).toBe(true);
  });

  it('finds a kept bundle again when the files come back to what it read, as after switching content and back', async () => {
    // Each content writes example modules of other names: the bundles read different files.
    write('shipped-part.ts', "export const message = 'shipped';\n");
    write('corpus-part.ts', "export const message = 'corpus';\n");
    write('message.ts', "export { message } from './shipped-part';\n");
    expect((await loadPrebuiltRenderer(options)).bundled).toBe(true);
    write('message.ts', "export { message } from './corpus-part';\n");
    expect((await loadPrebuiltRenderer(options)).bundled).toBe(true);
    write('message.ts', "export { message } from './shipped-part';\n");
    const back = await loadPrebuiltRenderer(options);
    expect(back.bundled).toBe(false);
    expect(await rendered(back.render)).toBe('shipped');
    expect([...back.inputs].sort()).toEqual(['entry.ts', 'message.ts', 'shipped-part.ts']);
  });

  it('keeps the six newest bundles', async () => {
    for (const text of ['third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth']) {
      write('message.ts', `export const message = '${text}';\n`);
      await loadPrebuiltRenderer(options);
    }
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.mjs'))).toHaveLength(6);
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.inputs.json'))).toHaveLength(6);
  });

  it('says which entry exports no renderDocument', async () => {
    write('other.ts', 'export const somethingElse = 1;\n');
    await expect(loadPrebuiltRenderer({ ...options, entry: 'other.ts' })).rejects.toThrow('other.ts exports no renderDocument function');
  });
});
