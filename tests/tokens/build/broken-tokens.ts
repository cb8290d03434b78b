/** Copies the shipped token folder to a temporary one and breaks it, for CLI tests of token validation. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const SHIPPED_TOKENS = resolve(import.meta.dirname, '../../../tokens');

/** `edits`: file inside the folder → [text to find, replacement]; throws when a text is not there, so a fixture never silently stops breaking. */
export function brokenTokens(edits: Record<string, readonly (readonly [string, string])[]>): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'harbor-tokens-')), 'tokens');
  // The source only: the package's build output and its manifest are not tokens.
  cpSync(SHIPPED_TOKENS, dir, { recursive: true, filter: (path) => !/[/\\](dist|node_modules)$/.test(path) });
  for (const [file, replacements] of Object.entries(edits)) {
    let text = readFileSync(join(dir, file), 'utf8');
    for (const [find, replace] of replacements) {
      if (!text.includes(find)) throw new Error(`${file} has no ${find}`);
      text = text.replace(find, replace);
    }
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

/** 1-based line and column of a text in a file, found by the test. */
export function positionOf(dir: string, file: string, needle: string): string {
  const text = readFileSync(join(dir, file), 'utf8');
  const index = text.indexOf(needle);
  if (index === -1) throw new Error(`${file} has no ${needle}`);
  const lines = text.slice(0, index).split('\n');
  return `${lines.length}:${(lines.at(-1)?.length ?? 0) + 1}`;
}
