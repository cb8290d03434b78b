/**
 * The synonyms file as the content build reads it (docs/portal.md, Search): absent is
 * fine, a bad file is an error at its place, and an entry whose words appear
 * in no page is a warning of `dsp content validate`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSearchSynonyms } from '../../site-build/search-synonyms-fs';
import { searchDocument } from '../core/search/search-fixture';

const PAGES = [
  searchDocument({ route: '/foundations/spacing-design', title: 'Spacing', text: 'Corner radius follows the spacing scale.' }),
];
let dir: string | undefined;
afterEach(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});
const contentWith = (text: string | null) => {
  dir = mkdtempSync(join(tmpdir(), 'dsp-synonyms-'));
  if (text !== null) writeFileSync(join(dir, 'search-synonyms.json'), text);
  return dir;
};

describe('content/search-synonyms.json in the build', () => {
  it('is optional', () => {
    expect(readSearchSynonyms(contentWith(null), PAGES)).toEqual({ groups: [], issues: [] });
  });

  it('gives the groups, and warns about an entry no page uses', () => {
    const read = readSearchSynonyms(
      contentWith('{ "synonyms": [\n  ["border radius", "corner radius"],\n  ["flux capacitor", "time machine"]\n] }\n'),
      PAGES,
    );
    expect(read.groups).toHaveLength(2);
    expect(read.issues).toEqual([
      expect.objectContaining({ file: 'search-synonyms.json', line: 3, code: 'synonyms.unused', severity: 'warning' }),
    ]);
  });

  it('reports a bad file as an error and lends nothing', () => {
    const read = readSearchSynonyms(contentWith('{ "synonyms": [["alone"]] }'), PAGES);
    expect(read.groups).toEqual([]);
    expect(read.issues[0]).toMatchObject({ code: 'synonyms.shape', message: 'synonyms[0]: expected a group of at least 2 phrases' });
    expect(read.issues[0]?.severity).toBeUndefined();
  });
});
