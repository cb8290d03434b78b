/**
 * The control a playground gives each prop, read from the type the props table writes (the manifest's
 * `control`): string-literal unions are selects of their options, and no type text makes the reader throw.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { PROP_CONTROLS, propControl } from '../../../core/components';

describe('prop controls', () => {
  it.each([
    ['size', "'small' | 'medium' | 'large'", { control: 'select', options: ['small', 'medium', 'large'] }],
    ['disabled', 'boolean', { control: 'boolean' }],
    ['label', 'string', { control: 'text' }],
    ['children', 'ReactNode', { control: 'text' }],
    ['icon', 'ReactNode', { control: 'none' }],
    ['max', 'number', { control: 'number' }],
    ['onChange', '(value: string) => void', { control: 'none' }],
    ['headingLevel', '2 | 3 | 4', { control: 'none' }],
    ['fit', "'contain' | ('cover' | 'fill')", { control: 'none' }],
    // Addresses are URL fields; DOM identity and how a link opens are never adjustable (docs/playground.md).
    ['href', 'string', { control: 'url' }],
    ['backHref', 'string', { control: 'url' }],
    ['datasheetUrl', 'string', { control: 'url' }],
    ['src', 'string', { control: 'url' }],
    ['id', 'string', { control: 'none' }],
    ['target', 'string', { control: 'none' }],
    ['rel', 'string', { control: 'none' }],
    ['form', 'string', { control: 'none' }],
    ['labelledBy', 'string', { control: 'none' }],
    ['aria-labelledby', 'string', { control: 'none' }],
    ['controls', 'string', { control: 'none' }],
    ['triggerId', 'string', { control: 'none' }],
  ])('%s: %s', (name, type, expected) => {
    expect(propControl(name, type)).toEqual(expected);
  });

  test.prop([fc.string(), fc.string()])('never throws and always answers a known control', (name, type) => {
    const found = propControl(name, type);
    expect(PROP_CONTROLS).toContain(found.control);
    expect(found.options === undefined).toBe(found.control !== 'select');
  });

  test.prop([fc.uniqueArray(fc.stringMatching(/^[a-z][a-z-]{0,10}$/), { minLength: 1, maxLength: 6 })])(
    'round-trips the options of any string-literal union',
    (options) => {
      expect(propControl('x', options.map((option) => `'${option}'`).join(' | '))).toEqual({ control: 'select', options });
    },
  );
});
