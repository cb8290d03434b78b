import { describe, expect, it } from 'vitest';
import { EMPTY_SLUG_FALLBACK, buildInPageNavigation, headingAnchor, slugifyHeading } from '../../../core/content';

describe('§5 heading anchors: slug', () => {
  it.each([
    ['Usage', 'usage'],
    ['When to use', 'when-to-use'],
    ['  Padded  heading  ', 'padded-heading'],
    ["Do's & Don'ts", 'dos-donts'],
    ['Size: S / M / L', 'size-s-m-l'],
    ['Step 1 - Install', 'step-1-install'],
    ['tabs\tand\nnewlines', 'tabs-and-newlines'],
    ['ALL CAPS', 'all-caps'],
    ['snake_case', 'snakecase'],
    ['Input-field', 'inputfield'],
    ['Schaltfläche', 'schaltflche'],
    ['日本語', ''],
    ['', ''],
  ])('slugifies %j to %j', (text, expected) => {
    expect(slugifyHeading(text)).toBe(expected);
  });
});

describe('§5 heading anchors: h2 and h3', () => {
  it('uses the slug for an h2', () => {
    expect(headingAnchor({ level: 'h2', text: 'Best practices' })).toBe('best-practices');
  });

  it('prefixes an h3 with the preceding h2 anchor', () => {
    expect(headingAnchor({ level: 'h3', text: 'Sizes', previousH2Anchor: 'usage' })).toBe('usage-sizes');
  });

  it('uses the bare slug for an h3 with no preceding h2', () => {
    expect(headingAnchor({ level: 'h3', text: 'Sizes' })).toBe('sizes');
  });

  it('ignores a previous h2 anchor for an h2', () => {
    expect(headingAnchor({ level: 'h2', text: 'Sizes', previousH2Anchor: 'usage' })).toBe('sizes');
  });

  it("falls back to 'section' when the slug is empty", () => {
    expect(EMPTY_SLUG_FALLBACK).toBe('section');
    expect(headingAnchor({ level: 'h2', text: '???' })).toBe('section');
    expect(headingAnchor({ level: 'h3', text: '日本語', previousH2Anchor: 'usage' })).toBe('usage-section');
  });
});

describe('§3 in-page navigation items', () => {
  it('lists h2 and h3 headings with links and their preceding h2', () => {
    expect(
      buildInPageNavigation([
        { level: 'h3', text: 'Intro' },
        { level: 'h2', text: 'Usage' },
        { level: 'h3', text: 'Do' },
        { level: 'h3', text: "Don't" },
        { level: 'h2', text: 'Anatomy' },
      ]),
    ).toEqual([
      { title: 'Intro', link: '#intro', level: 'h3', previousH2: null, previousH2Link: null },
      { title: 'Usage', link: '#usage', level: 'h2', previousH2: null, previousH2Link: null },
      { title: 'Do', link: '#usage-do', level: 'h3', previousH2: 'Usage', previousH2Link: '#usage' },
      { title: "Don't", link: '#usage-dont', level: 'h3', previousH2: 'Usage', previousH2Link: '#usage' },
      { title: 'Anatomy', link: '#anatomy', level: 'h2', previousH2: null, previousH2Link: null },
    ]);
  });

  it('makes duplicate anchors unique with -2, -3 suffixes', () => {
    const links = buildInPageNavigation([
      { level: 'h2', text: 'Examples' },
      { level: 'h2', text: 'Examples' },
      { level: 'h2', text: 'examples!' },
    ]).map((item) => item.link);
    expect(links).toEqual(['#examples', '#examples-2', '#examples-3']);
  });

  it('prefixes h3 anchors with the unique anchor of their h2', () => {
    const links = buildInPageNavigation([
      { level: 'h2', text: 'Variant' },
      { level: 'h3', text: 'Sizes' },
      { level: 'h2', text: 'Variant' },
      { level: 'h3', text: 'Sizes' },
    ]).map((item) => item.link);
    expect(links).toEqual(['#variant', '#variant-sizes', '#variant-2', '#variant-2-sizes']);
  });

  it('does not reuse an anchor that an earlier heading already took', () => {
    const links = buildInPageNavigation([
      { level: 'h2', text: 'A 2' },
      { level: 'h2', text: 'A' },
      { level: 'h2', text: 'A' },
    ]).map((item) => item.link);
    expect(links).toEqual(['#a-2', '#a', '#a-3']);
  });

  it('gives an empty list for no headings', () => {
    expect(buildInPageNavigation([])).toEqual([]);
  });
});
