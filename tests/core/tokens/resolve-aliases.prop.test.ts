import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveAliases } from '../../../core/tokens/resolve-aliases';

const name = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'color.x', '__proto__', 'constructor');
const value = fc.oneof(
  fc.string(),
  name.map((target) => `{${target}}`),
  fc.tuple(fc.string(), name).map(([text, target]) => `${text}{${target}}`),
  fc.integer(),
  fc.array(
    name.map((target) => `{${target}}`),
    { maxLength: 3 },
  ),
  fc.dictionary(
    fc.string(),
    name.map((target) => `{${target}}`),
    { maxKeys: 3 },
  ),
);
const source = fc.array(fc.tuple(name, value), { maxLength: 8 }).map((entries) => new Map<string, unknown>(entries));

const ALIAS = /\{(?:a|b|c|d|e|color\.x|__proto__|constructor)\}/;
const hasAlias = (v: unknown): boolean =>
  typeof v === 'string' ? ALIAS.test(v) : v !== null && typeof v === 'object' ? Object.values(v).some(hasAlias) : false;

describe('alias resolver properties', () => {
  it('never throws, and every token ends resolved or reported', () => {
    fc.assert(
      fc.property(source, (raw) => {
        const resolved = resolveAliases(raw);
        for (const path of raw.keys()) {
          const reported = resolved.problems.some((p) => p.path === path || p.cycle?.includes(path));
          // A token is absent either because its own alias failed or because one it depends on did.
          if (!resolved.values.has(path)) expect(reported || hasAlias(raw.get(path))).toBe(true);
        }
      }),
    );
  });

  it('leaves no alias in a resolved value whose parts are alias-free text', () => {
    fc.assert(
      fc.property(source, (raw) => {
        const resolved = resolveAliases(raw);
        const plain = [...raw.values()].every((v) => typeof v !== 'string' || !/[{}]/.test(v.replace(/\{[^{}]+\}/g, '')));
        // An alias to an object inside a string is spelled as JSON, whose braces could spell a new alias.
        if ([...raw.values()].some((v) => typeof v !== 'string')) return;
        if (!plain) return;
        for (const v of resolved.values.values()) expect(hasAlias(v)).toBe(false);
      }),
    );
  });

  it('is idempotent: resolving the resolved values changes nothing', () => {
    fc.assert(
      fc.property(source, (raw) => {
        // Objects spelled as JSON inside strings bring braces that read as aliases (see above).
        if ([...raw.values()].some((v) => typeof v !== 'string')) return;
        const once = resolveAliases(raw).values;
        const twice = resolveAliases(new Map(once)).values;
        for (const [path, v] of once) if (!hasAlias(v)) expect(twice.get(path)).toEqual(v);
      }),
    );
  });

  it('survives a chain deeper than the stack limit', () => {
    const raw = new Map<string, unknown>(Array.from({ length: 5_000 }, (_, i) => [`t${i}`, i === 4_999 ? '#fff' : `{t${i + 1}}`]));
    expect(() => resolveAliases(raw)).not.toThrow();
  });
});
