/**
 * The info string of a live example fence (content/README.md Live examples):
 * which fences are examples, their optional title, what is refused, and the
 * id that names an example's module.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { exampleId, parseExampleMeta } from '../../site-build/example-fence';

describe('example fence info string', () => {
  it.each([
    ['tsx', null, null],
    ['tsx', 'title="x"', null],
    ['tsx', 'examples', null],
    ['tsx', 'example', { ok: true, value: {} }],
    ['tsx', '  example  ', { ok: true, value: {} }],
    ['tsx', 'example title="Variants and states"', { ok: true, value: { title: 'Variants and states' } }],
  ])('%s %s', (lang, meta, expected) => {
    expect(parseExampleMeta(lang, meta)).toEqual(expected);
  });

  it.each([
    ['ts', 'example', 'an example fence is ```tsx example, not ```ts example'],
    ['tsx', 'example colour="red"', 'unknown attribute "colour"; allowed: title'],
    ['tsx', "example title='x'", 'cannot read "title=\'x\'"'],
    ['tsx', 'example title=""', 'title="" is empty'],
  ])('refuses %s %s', (lang, meta, message) => {
    const result = parseExampleMeta(lang, meta);
    expect(result?.ok).toBe(false);
    expect(result?.ok === false ? result.message : '').toContain(message);
  });

  test.prop([fc.string(), fc.option(fc.string(), { nil: undefined })])(
    'never throws, and is null unless the meta starts with the word example',
    (lang, meta) => {
      const result = parseExampleMeta(lang, meta);
      const words = (meta ?? '').trim();
      if (words !== 'example' && !words.startsWith('example ')) expect(result).toBeNull();
      else expect(result).not.toBeNull();
    },
  );

  test.prop([fc.string().filter((title) => !title.includes('"') && title.trim() !== '')])(
    'gives back any title it is given, trimmed',
    (title) => {
      expect(parseExampleMeta('tsx', `example title="${title}"`)).toEqual({ ok: true, value: { title: title.trim() } });
    },
  );

  test.prop([fc.string(), fc.string()])('names the same code alike and different code apart', (a, b) => {
    expect(exampleId(a)).toMatch(/^ex-[0-9a-f]{12}$/);
    expect(exampleId(a) === exampleId(b)).toBe(a === b);
  });
});
