/**
 * @harbor/react's manifest from ui/ alone (docs/components.md, The manifest; ui/build/package-manifest.ts): the
 * package's version, changelog and evidence of tests and its components' declarations give the entries, with no
 * route, example or playground, since no page is read; a status the evidence does not back, an evidence entry that
 * names no component and a malformed evidence file each fail with a message naming the file and what to do. The portal
 * passes its pages to the same function and gets routes and examples on top.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseComponentManifest, type ComponentSource } from '../../core/components';
import { assemblePackageManifest } from '../../ui/build/package-manifest';

const parent = mkdtempSync(join(tmpdir(), 'harbor-package-manifest-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

let packages = 0;
/** A package folder named ui/ (as the issues name it) with this evidence file text; null writes none. */
function packageDir(evidence: string | null): string {
  const dir = join(parent, String(packages++), 'ui');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@harbor/react', version: '0.3.0' }));
  writeFileSync(join(dir, 'CHANGELOG.md'), '# @harbor/react\n\n## 0.3.0 (2026-11-27)\n\n- Button: a quieter focus ring.\n');
  if (evidence !== null) writeFileSync(join(dir, 'evidence.json'), evidence);
  return dir;
}

const button: ComponentSource = {
  name: 'Button',
  folder: 'button',
  file: 'ui/button/Button.tsx',
  line: 12,
  tags: { status: 'stable', since: '0.1.0' },
  props: [{ name: 'variant', type: "'primary' | 'secondary'", defaultValue: "'primary'", required: false, description: 'How loud it is.' }],
};
const TESTED = JSON.stringify({ tests: { Button: ['tests/ui/button.test.tsx'] } });
const messages = (dir: string, components = [button]) =>
  assemblePackageManifest(dir, components).issues.map((issue) => `${issue.file}:${issue.line} ${issue.message}`);

describe('the package manifest from ui/ alone', () => {
  it('gives each component its status, since, props and changes, with no route, example or playground', () => {
    const { manifest, issues } = assemblePackageManifest(packageDir(TESTED), [button]);
    expect(issues).toEqual([]);
    expect(manifest).toMatchObject({ package: '@harbor/react', version: '0.3.0' });
    expect(manifest.components).toEqual([
      expect.objectContaining({
        name: 'Button',
        status: 'stable',
        since: '0.1.0',
        route: null,
        examples: [],
        changes: [{ version: '0.3.0', date: '2026-11-27', summary: 'Button: a quieter focus ring.' }],
      }),
    ]);
    expect(manifest.components[0]).not.toHaveProperty('playground');
    expect(parseComponentManifest(JSON.parse(JSON.stringify(manifest))).ok).toBe(true);
  });

  it('refuses a stable component the evidence lists no test for, saying where to list it', () => {
    expect(messages(packageDir(JSON.stringify({ tests: {} })))).toEqual([
      'ui/button/Button.tsx:12 Button is @status stable but has no test file: ui/evidence.json names none for Button; list the test that imports it from @harbor/react',
    ]);
  });

  it('names an evidence entry that is no component, and a missing or malformed evidence file', () => {
    expect(
      messages(packageDir(JSON.stringify({ tests: { Button: ['tests/ui/button.test.tsx'], Buton: ['tests/ui/button.test.tsx'] } }))),
    ).toEqual(['ui/evidence.json:1 tests.Buton names no component of @harbor/react; it lists tests of Button']);
    expect(messages(packageDir(null))[0]).toMatch(
      /^ui\/evidence\.json:1 cannot be read \(ENOENT\); it lists, for each component, the test files/,
    );
    expect(messages(packageDir(JSON.stringify({ tests: { Button: ['button.test.tsx'] } })))[0]).toBe(
      'ui/evidence.json:1 tests.Button.0: expected a test file from the repository root, such as tests/ui/button.test.tsx',
    );
  });

  it('adds the route and examples of the portal pages it is given', () => {
    const page = {
      route: '/components/button-code',
      topic: '/components/button',
      propsOf: ['Button'],
      examples: [{ title: 'Primary', source: '<Button />' }],
    };
    const { manifest } = assemblePackageManifest(packageDir(TESTED), [button], [page]);
    expect(manifest.components[0]).toMatchObject({ route: '/components/button-code', examples: page.examples });
  });
});
