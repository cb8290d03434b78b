/**
 * The generated modules of live examples and playgrounds (site-build/generated-module-fs.ts): written only when
 * their text changed, even after the process remembered them, and written again when removed behind its back, so the
 * dev server's rebuild after a save may compare in memory without ever serving a stale or missing module.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeGeneratedModule, writeGeneratedModule } from '../../site-build/generated-module-fs';

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'harbor-generated-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Sets the file's time back, so a later write shows as a newer time. */
const age = (file: string) => utimesSync(file, new Date(2000, 0, 1), new Date(2000, 0, 1));

describe('generated modules', () => {
  it('leaves a file alone when its text is the same, whether found on disk or written before', () => {
    const file = join(fresh(), 'ex-1.tsx');
    writeFileSync(file, 'export default 1;\n');
    age(file);
    writeGeneratedModule(file, 'export default 1;\n');
    expect(statSync(file).mtime.getFullYear()).toBe(2000);
    writeGeneratedModule(file, 'export default 1;\n');
    expect(statSync(file).mtime.getFullYear()).toBe(2000);
  });

  it('writes a changed text, and only the new text, with no staging file left behind', () => {
    const dir = fresh();
    const file = join(dir, 'ex-2.tsx');
    writeGeneratedModule(file, 'export default 1;\n');
    writeGeneratedModule(file, 'export default 2;\n');
    expect(readFileSync(file, 'utf8')).toBe('export default 2;\n');
    expect(readdirSync(dir)).toEqual(['ex-2.tsx']);
  });

  it('writes a remembered module again when it was removed behind its back, and reads a forgotten one before deciding', () => {
    const file = join(fresh(), 'ex-3.tsx');
    writeGeneratedModule(file, 'export default 3;\n');
    rmSync(file);
    writeGeneratedModule(file, 'export default 3;\n');
    expect(readFileSync(file, 'utf8')).toBe('export default 3;\n');
    removeGeneratedModule(file);
    expect(existsSync(file)).toBe(false);
    writeFileSync(file, 'export default "other";\n');
    writeGeneratedModule(file, 'export default 3;\n');
    expect(readFileSync(file, 'utf8')).toBe('export default 3;\n');
  });
});
