/**
 * Status and since beside the code: each rule a component's declared status must meet, with a message that
 * names the component and the missing piece (the requirement: stable only with every prop described,
 * a live example, a test file and no deprecated prop without a replacement; deprecated only with a replacement).
 */
import { describe, expect, it } from 'vitest';
import { checkComponentStatus, replacementOf, type ComponentSource, type StatusEvidence } from '../../../core/components';

const button: ComponentSource = {
  name: 'Button',
  folder: 'button',
  file: 'ui/button/Button.tsx',
  line: 54,
  tags: { status: 'stable', since: '0.1.0' },
  props: [
    { name: 'variant', type: "'primary' | 'secondary'", defaultValue: "'primary'", required: false, description: 'How loud it is.' },
    { name: 'onClick', type: '() => void', defaultValue: null, required: false, description: 'Runs on a click.' },
  ],
};
const names = new Set(['Button', 'Link']);
const backed: StatusEvidence = { liveExamples: 2, hasTestFile: true };
const messages = (component: ComponentSource, evidence = backed) =>
  checkComponentStatus(component, evidence, names).issues.map((issue) => `${issue.file}:${issue.line} ${issue.message}`);

describe('component status rules', () => {
  it('accepts a stable component backed by described props, an example and a test file', () => {
    expect(checkComponentStatus(button, backed, names)).toEqual({ status: 'stable', since: '0.1.0', replacement: null, issues: [] });
  });

  it.each([
    [{ ...button, props: [{ ...button.props[0]!, description: '' }, button.props[1]!] }, backed, 'its props `variant` have no description'],
    [button, { liveExamples: 0, hasTestFile: true }, 'has no live example'],
    [button, { liveExamples: 2, hasTestFile: false }, 'has no test file: ui/evidence.json names none for Button'],
    [
      { ...button, props: [{ ...button.props[0]!, deprecated: 'Going away.' }] },
      backed,
      'its props `variant` are @deprecated without a replacement',
    ],
  ])('refuses stable without the evidence, naming the component and the missing piece (%#)', (component, evidence, missing) => {
    const found = messages(component, evidence);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('ui/button/Button.tsx:54 Button is @status stable but');
    expect(found[0]).toContain(missing);
  });

  it('leaves the example unjudged when the content builds no page for the component', () => {
    expect(messages(button, { liveExamples: null, hasTestFile: true })).toEqual([]);
  });

  it('accepts a beta component without that evidence, and a deprecated prop that names its replacement', () => {
    const beta = { ...button, tags: { status: 'beta', since: '0.1.0' }, props: [{ ...button.props[0]!, description: '' }] };
    expect(messages(beta, { liveExamples: 0, hasTestFile: false })).toEqual([]);
    const renamed = { ...button, props: [...button.props, { ...button.props[0]!, name: 'kind', deprecated: 'Use `variant` instead.' }] };
    expect(messages(renamed)).toEqual([]);
  });

  it('asks for a status and a since version, and says which values are allowed', () => {
    expect(messages({ ...button, tags: {} })).toEqual([
      'ui/button/Button.tsx:54 Button declares no status: add `@status experimental|beta|stable|deprecated` to its JSDoc',
      'ui/button/Button.tsx:54 Button declares no version it shipped in: add `@since 0.1.0` (the first version with it) to its JSDoc',
    ]);
    expect(messages({ ...button, tags: { status: 'done', since: 'soon' } })).toEqual([
      'ui/button/Button.tsx:54 Button has @status done; a status is one of experimental, beta, stable, deprecated',
      'ui/button/Button.tsx:54 Button has @since soon; write the version that first shipped it, such as 0.1.0',
    ]);
  });

  it('needs a deprecated component to name a replacement the package exports', () => {
    const retired = { ...button, tags: { status: 'deprecated', since: '0.1.0' } };
    expect(messages(retired)[0]).toContain('Button is @status deprecated but names no replacement');
    expect(messages({ ...retired, tags: { ...retired.tags, deprecated: 'Use `Knob` instead.' } })[0]).toContain(
      'deprecated in favour of `Knob`, which is no component of the package',
    );
    expect(
      checkComponentStatus({ ...retired, tags: { ...retired.tags, deprecated: 'Use {@link Link} instead.' } }, backed, names),
    ).toMatchObject({
      status: 'deprecated',
      replacement: 'Link',
      issues: [],
    });
  });

  it('reads the replacement from backticks or a link', () => {
    expect(replacementOf('Use `tone` instead.')).toBe('tone');
    expect(replacementOf('Use {@link Link} instead.')).toBe('Link');
    expect(replacementOf('Going away.')).toBeNull();
  });
});
