/**
 * Reading the package changelogs Changesets writes (the portal's Changelog sections, `dsp components`): each
 * release with its version, date and entries, and the components an entry names first (the changeset
 * convention in CONTRIBUTING.md).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { changeScope, parseChangelog, touches } from '../../../core/components';

const written = `# @harbor/react

## 0.2.0 (2026-11-26)

### Minor Changes

- Carousel: pages a whole view
  at a time.

- All components: ship built ESM.

## 0.1.0

- Button: first release.
`;

describe('changelog', () => {
  it('reads each release with its version, date and entries, continuation lines kept', () => {
    expect(parseChangelog(written)).toEqual([
      { version: '0.2.0', date: '2026-11-26', entries: ['Carousel: pages a whole view\nat a time.', 'All components: ship built ESM.'] },
      { version: '0.1.0', date: null, entries: ['Button: first release.'] },
    ]);
  });

  it('reads the components an entry names first, or all of them', () => {
    expect(changeScope('ProductTile, Image: pictures carry their size')).toEqual(['ProductTile', 'Image']);
    expect(changeScope('All components: ship built ESM.')).toBe('all');
    expect(changeScope('Fixed a thing: somewhere')).toBeNull();
    expect(touches('Carousel: pages.', 'Carousel')).toBe(true);
    expect(touches('Carousel: pages.', 'CarouselSlide')).toBe(false);
    expect(touches('All components: ship built ESM.', 'Tabs')).toBe(true);
  });

  const release = fc.record({
    version: fc.tuple(fc.nat(20), fc.nat(20), fc.nat(20)).map((parts) => parts.join('.')),
    date: fc.option(
      fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      {
        nil: null,
      },
    ),
    entries: fc.array(
      fc
        .array(fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,.:'`-]{0,30}[A-Za-z0-9.]$/), { minLength: 1, maxLength: 3 })
        .map((lines) => lines.join('\n')),
      { maxLength: 4 },
    ),
  });

  test.prop([fc.array(release, { maxLength: 4 })])('round-trips releases written as Changesets writes them', (releases) => {
    const text = releases
      .map(
        (r) =>
          `## ${r.version}${r.date === null ? '' : ` (${r.date})`}\n\n### Minor Changes\n\n${r.entries.map((e) => `- ${e.split('\n').join('\n  ')}`).join('\n\n')}\n`,
      )
      .join('\n');
    expect(parseChangelog(`# @harbor/react\n\n${text}`)).toEqual(releases);
  });

  test.prop([fc.string({ maxLength: 400 })])('never throws, and every entry it reads is a line of the text', (text) => {
    for (const parsed of parseChangelog(text))
      for (const entry of parsed.entries) for (const line of entry.split('\n')) expect(text).toContain(line);
  });
});
