import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../../../core/consent/', import.meta.url));
const files = readdirSync(folder).filter((name) => name.endsWith('.ts'));
const importsOf = (source: string): string[] =>
  [...source.matchAll(/(?:^|\n)\s*(?:import|export)[^'"\n]*?from\s+['"]([^'"]+)['"]/g)].map((match) => match[1] ?? '');

describe('docs/style.md, Architecture: core/consent is pure', () => {
  it('has files to check', () => {
    expect(files).toContain('index.ts');
  });

  it.each(files)('%s imports only relative core modules or valibot, without extensions', (name) => {
    for (const specifier of importsOf(readFileSync(folder + name, 'utf8'))) {
      const allowed = specifier === 'valibot' || /^\.\.?\/(?!.*\.(?:ts|js)$)/.test(specifier);
      expect(allowed, `${name} imports ${specifier}`).toBe(true);
      expect(specifier, `${name} reaches outside core`).not.toMatch(/(?:^|\/)(?:cli|server|viewer)(?:\/|$)/);
      expect(specifier.startsWith('../../')).toBe(false);
    }
  });

  it.each(files)('%s reads no clock and no randomness', (name) => {
    const source = readFileSync(folder + name, 'utf8');
    expect(source).not.toMatch(/Date\.now|new Date\(|Math\.random|crypto\./);
  });
});
