import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { acceptsFile, checkFiles } from '../../ui/upload/upload-rules';

describe('Upload rules', () => {
  it('accepts by extension, by MIME wildcard and by exact MIME type', () => {
    expect(acceptsFile('.pdf', { name: 'Rechnung.PDF', type: '' })).toBe(true);
    expect(acceptsFile('image/*', { name: 'a', type: 'image/png' })).toBe(true);
    expect(acceptsFile('application/zip', { name: 'a', type: 'application/zip' })).toBe(true);
    expect(acceptsFile('.pdf,image/*', { name: 'a.txt', type: 'text/plain' })).toBe(false);
  });

  it('rejects files that are too large or beyond the count', () => {
    const file = (name: string, size: number) => ({ name, type: 'image/png', size });
    const result = checkFiles([file('a', 5), file('b', 50), file('c', 5)], { maxSize: 10, maxFiles: 2, existing: 1 });
    expect(result.accepted.map((f) => f.name)).toEqual(['a']);
    expect(result.rejected.map((r) => r.reason)).toEqual(['size', 'count']);
  });

  test.prop([fc.array(fc.record({ name: fc.string(), type: fc.string(), size: fc.nat() })), fc.nat({ max: 20 }), fc.nat({ max: 20 })])(
    'never accepts more than the room left, and every file lands in exactly one list',
    (list, maxFiles, existing) => {
      const result = checkFiles(list, { accept: undefined, maxSize: undefined, maxFiles, existing });
      expect(result.accepted.length).toBeLessThanOrEqual(Math.max(0, maxFiles - existing));
      expect(result.accepted.length + result.rejected.length).toBe(list.length);
    },
  );
});
