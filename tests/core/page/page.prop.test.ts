import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayBuildVersion,
  formatModifiedDate,
  formatPageTitle,
  lastUpdatedText,
  metaDescription,
  themeVariant,
} from '../../../core/page';
import { anyText } from '../search/arbitrary-text';

const days = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2999-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('§2 page text (properties)', () => {
  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(anyText, anyText, (a, b) => {
        void themeVariant(a);
        void formatPageTitle({ pageTitle: a, contextId: b });
        void displayBuildVersion(a);
        void formatModifiedDate(a);
        void lastUpdatedText(a);
        void metaDescription(a);
      }),
    );
  });

  it('the variant never contains a hyphen and the title ends with it', () => {
    fc.assert(
      fc.property(anyText, (contextId) => {
        const variant = themeVariant(contextId);
        expect(variant).not.toContain('-');
        expect(formatPageTitle({ contextId }).endsWith(variant)).toBe(true);
      }),
    );
  });

  it('build version display is idempotent and only removes a prefix', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('merge_', 'master_', 'm', '_')), anyText, (parts, rest) => {
        const version = parts.join('') + rest;
        const shown = displayBuildVersion(version);
        expect(displayBuildVersion(shown)).toBe(shown);
        expect(version.endsWith(shown)).toBe(true);
      }),
    );
  });

  it('the description is trimmed and never empty', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const out = metaDescription(text);
        if (out !== null) {
          expect(out).toBe(out.trim());
          expect(out).not.toBe('');
        }
      }),
    );
  });

  it('formats every real calendar day as d.m.yyyy', () => {
    fc.assert(
      fc.property(days, (date) => {
        const iso = date.toISOString().slice(0, 10);
        const [y, m, d] = iso.split('-').map(Number);
        expect(formatModifiedDate(iso)).toBe(`${d}.${m}.${y}`);
      }),
    );
  });
});
