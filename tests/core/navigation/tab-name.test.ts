import { describe, expect, it } from 'vitest';
import { CODE_TAB, DESIGN_TAB, isSameTab, tabForMode, tabLinkForMode } from '../../../core/navigation';
import { tab } from './fixtures';

describe('§9 tab values', () => {
  it("are 'Design' and 'Code'", () => {
    expect([DESIGN_TAB, CODE_TAB]).toEqual(['Design', 'Code']);
  });

  it.each([
    [true, 'Code'],
    [false, 'Design'],
  ])('dev mode %s asks for %s', (isDevMode, expected) => {
    expect(tabForMode(isDevMode)).toBe(expected);
  });

  it.each([
    ['code', 'Code', true],
    [' Design ', 'design', true],
    ['Design', 'Code', false],
    [null, 'Code', false],
  ])('isSameTab(%j, %j) is %s', (a, b, expected) => {
    expect(isSameTab(a, b)).toBe(expected);
  });
});

describe('§2 dev mode toggle navigation', () => {
  const tabs = [tab('Design', '/components/button-design', true), tab('Code', '/components/button-code')];

  it("goes to the 'Code' tab when switched on", () => {
    expect(tabLinkForMode(tabs, true, '/components/button-design')).toBe('/components/button-code');
  });

  it("goes to the 'Design' tab when switched off", () => {
    expect(tabLinkForMode(tabs, false, '/components/button-code')).toBe('/components/button-design');
  });

  it('stays when the tab is the current path', () => {
    expect(tabLinkForMode(tabs, true, '/components/button-code')).toBeNull();
  });

  it('stays when the page has no such tab', () => {
    expect(tabLinkForMode([tab('Design', '/foundations/logos-design')], true, '/x')).toBeNull();
    expect(tabLinkForMode([], false, '/x')).toBeNull();
  });
});
