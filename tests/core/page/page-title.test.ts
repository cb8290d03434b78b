import { describe, expect, it } from 'vitest';
import { DESIGN_SYSTEM_TITLE, formatPageTitle, themeVariant } from '../../../core/page';

describe('§2 common layout: theme variant of the context identifier', () => {
  it.each([
    ['alpine-light', 'Alpine'],
    ['lakeside-dark-contrast', 'Lakeside'],
    ['alpine', 'Alpine'],
    ['Alpine-light', 'Alpine'],
    ['mixedCase-x', 'MixedCase'],
    ['-light', ''],
    ['', ''],
    ['éclair-light', 'Éclair'],
    ['𝑎lpine-light', '𝑎lpine'],
  ])('%j gives %j', (contextId, expected) => {
    expect(themeVariant(contextId)).toBe(expected);
  });
});

describe('§2 common layout: browser tab title', () => {
  it("is '{page title} - Design System - {variant}'", () => {
    expect(formatPageTitle({ pageTitle: 'Button', contextId: 'alpine-light' })).toBe('Button - Design System - Alpine');
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
  ])('leaves the page-title part out when it is %s', (_name, pageTitle) => {
    const contextId = 'lakeside-light';
    const input = pageTitle === undefined ? { contextId } : { pageTitle, contextId };
    expect(formatPageTitle(input)).toBe('Design System - Lakeside');
  });

  it('trims the page title', () => {
    expect(formatPageTitle({ pageTitle: ' Colors ', contextId: 'alpine-light' })).toBe('Colors - Design System - Alpine');
  });

  it('leaves the variant part out when the context identifier has none', () => {
    expect(formatPageTitle({ pageTitle: 'Colors', contextId: '' })).toBe('Colors - Design System');
  });

  it("uses 'Design System' unless another label is given", () => {
    expect(DESIGN_SYSTEM_TITLE).toBe('Design System');
    expect(formatPageTitle({ pageTitle: 'Chip', contextId: 'alpine-light', designSystemLabel: 'Harbor' })).toBe('Chip - Harbor - Alpine');
  });
});
