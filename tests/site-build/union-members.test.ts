/**
 * A props table's type breaks only at the `|` of its top-level union (docs/components.md, Props tables):
 * site-build/union-members.ts splits a type into those members, and keeps every `|` nested in brackets or
 * string literals inside its member; a member breaks only at its spaces outside string literals (typeWords).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { typeWords, unionMembers } from '../../site-build/union-members';

describe('union members of a type', () => {
  it.each<[string, string[]]>([
    ["'primary' | 'secondary'", ["'primary'", "'secondary'"]],
    ['string', ['string']],
    ['(open: boolean) => void', ['(open: boolean) => void']],
    ["(value: 'a' | 'b') => void", ["(value: 'a' | 'b') => void"]],
    ["Array<'a' | 'b'> | null", ["Array<'a' | 'b'>", 'null']],
    ["{ kind: 'x' | 'y' } | undefined", ["{ kind: 'x' | 'y' }", 'undefined']],
    ["'a|b' | 'c'", ["'a|b'", "'c'"]],
    ["| 'a'\n| 'b'", ["'a'", "'b'"]],
    ["() => 'a' | 'b'", ["() => 'a'", "'b'"]],
  ])('%j', (type, members) => {
    expect(unionMembers(type)).toEqual(members);
  });

  test.prop([fc.string({ maxLength: 80 })])(
    'never throws, gives at least one member, and loses no character but the splitting | and spaces',
    (type) => {
      const members = unionMembers(type);
      expect(members.length).toBeGreaterThanOrEqual(1);
      const squeeze = (text: string) => text.replace(/[\s|]/g, '');
      expect(squeeze(members.join(''))).toBe(squeeze(type));
    },
  );

  const member = fc.tuple(fc.stringMatching(/^[A-Za-z]\w{0,11}$/), fc.boolean()).map(([name, quoted]) => (quoted ? `'${name}'` : name));
  test.prop([fc.array(member, { minLength: 1, maxLength: 6 })])('gives back the members of a plain union as written', (names) => {
    expect(unionMembers(names.join(' | '))).toEqual(names);
  });

  it.each<[string, string[]]>([
    ['(event: MouseEvent<A | B>) => void', ['(event:', 'MouseEvent<A\u00a0|', 'B>)\u00a0=>', 'void']],
    ["{ label: 'a b' }", ['{', 'label:', "'a b'", '}']],
    ['Ref<A & B>', ['Ref<A\u00a0&', 'B>']],
    ['boolean', ['boolean']],
  ])('words of %j', (member, words) => {
    expect(typeWords(member)).toEqual(words);
  });

  test.prop([fc.string({ maxLength: 80 })])('splits a member into words without losing a character but spaces', (member) => {
    const words = typeWords(member);
    expect(words.join('').replace(/\s/g, '')).toBe(member.replace(/\s/g, ''));
    expect(words.every((word) => word !== '')).toBe(true);
  });
});
