/**
 * The JSON pointer of a token problem (core/tokens/token-pointer.ts), shown beside its line and column in the dev
 * server's error overlay: it names the member reported at that place, never one the file lacks, and no input
 * throws.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonPointerAt, readTokenSource } from '../../../core/tokens';

const root = resolve(import.meta.dirname, '../../..');

/** The member a pointer names, or undefined when the value has none there. */
function memberAt(value: unknown, pointer: string): unknown {
  let at: unknown = value;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, segment)) return undefined;
    at = (at as Record<string, unknown>)[segment];
  }
  return at;
}

/** The 1-based line and column of an offset into a text. */
function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1) ?? '').length + 1 };
}

describe('jsonPointerAt', () => {
  it('names the token a problem is reported at, in the repository’s own colour file', () => {
    const path = 'tokens/base/color.tokens.json';
    const text = readFileSync(join(root, path), 'utf8');
    // The place token-file.ts gives a problem of a token: its name's line and column.
    const lines = text.split('\n');
    const line = lines.findIndex((row) => row.includes('"0": {')) + 1;
    const column = (lines[line - 1] ?? '').indexOf('"0"') + 1;
    expect(jsonPointerAt(text, line, column)).toBe('/color/neutral/0');
    // Inside the token's value, the pointer goes down to it.
    const valueLine = line + 1;
    expect(jsonPointerAt(text, valueLine, (lines[valueLine - 1] ?? '').indexOf('#ffffff') + 1)).toBe('/color/neutral/0/$value');
  });

  it('gives every located token of the token source a pointer that names it', () => {
    const files = ['tokens/base/color.tokens.json', 'tokens/shades/light.tokens.json'].map((path) => ({
      path,
      text: readFileSync(join(root, path), 'utf8'),
    }));
    const tokens = [...readTokenSource(files).parsed.values()].flat();
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) {
      const text = files.find((file) => file.path === token.file)?.text ?? '';
      expect(jsonPointerAt(text, token.line, token.column), `${token.file}:${token.line}:${token.column}`).toBe(
        `/${token.path.split('.').join('/')}`,
      );
    }
  });

  it('escapes ~ and / in a member name', () => {
    expect(jsonPointerAt('{"a/b": {"c~d": 1}}', 1, 10)).toBe('/a~1b/c~0d');
  });

  it('is null for text that is not JSON, and for a place the text lacks', () => {
    expect(jsonPointerAt('{ "a": 1', 1, 3)).toBeNull();
    expect(jsonPointerAt('{"a": 1}', 9, 1)).toBeNull();
    expect(jsonPointerAt('{"a": 1}', 1, 40)).toBeNull();
    expect(jsonPointerAt('{"a": 1}', 0, 1)).toBeNull();
  });

  it('never throws, and any pointer it gives names a member the JSON has (fast-check)', () => {
    const json = fc
      .tuple(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(0, 2))
      .map(([value, indent]) => JSON.stringify(value, null, indent));
    fc.assert(
      fc.property(json, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 8 }), (text, at) => {
        const value = JSON.parse(text) as unknown;
        for (const share of at) {
          const { line, column } = placeOf(text, Math.floor(share * text.length));
          const pointer = jsonPointerAt(text, line, column);
          if (pointer === null) continue;
          expect(pointer.startsWith('/')).toBe(true);
          expect(memberAt(value, pointer)).not.toBeUndefined();
        }
      }),
    );
  });

  it('never throws on any text and place (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.integer({ min: -2, max: 20 }),
        fc.integer({ min: -2, max: 200 }),
        (text, line, column) => {
          const pointer = jsonPointerAt(text, line, column);
          expect(pointer === null || pointer.startsWith('/')).toBe(true);
        },
      ),
    );
  });
});
