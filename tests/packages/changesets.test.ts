/**
 * Versions and change history (docs/components.md): every @harbor package is released as 0.2.0 with a
 * CHANGELOG.md it ships, whose release headings carry a version and a date and whose entries are written
 * changes, not dependency bumps; and every change to @harbor/react names the components it touches first, by
 * the names the component manifest uses (CONTRIBUTING.md, Recording a change).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeScope, parseChangelog } from '../../core/components';
import { readComponentTypes } from '../../site-build/component-types';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;

/** The @harbor/react summaries still waiting in .changeset/ (front matter naming the package, then the summary). */
function pendingReactSummaries(): string[] {
  return readdirSync(join(root, '.changeset'))
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => read(`.changeset/${name}`))
    .filter((text) => /^---\n[\s\S]*?'@harbor\/react':/m.test(text))
    .map((text) => text.replace(/^---\n[\s\S]*?\n---\n/, '').trim());
}

/** The scopes of summaries that break the convention: no scope, or a name that is no component. */
function misnamed(summaries: readonly string[], components: ReadonlySet<string>): string[] {
  return summaries.filter((summary) => {
    const scope = changeScope(summary);
    return scope === null || (scope !== 'all' && scope.some((name) => !components.has(name)));
  });
}

describe('package versions and changelogs', () => {
  it.each(workspaces)('%s is 0.2.0 and ships a CHANGELOG.md with a dated 0.2.0 release of written entries', (workspace) => {
    const manifest = JSON.parse(read(`${workspace}/package.json`)) as { version: string; files: string[] };
    expect(manifest.version).toBe('0.2.0');
    expect(manifest.files).toContain('CHANGELOG.md');
    const [latest] = parseChangelog(read(`${workspace}/CHANGELOG.md`));
    expect(latest?.version).toBe('0.2.0');
    expect(latest?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(latest?.entries.length).toBeGreaterThan(0);
    for (const entry of latest?.entries ?? []) expect(entry).not.toMatch(/^Updated dependencies/);
  });
});

describe('changeset convention: a @harbor/react change names the components it touches first', () => {
  let components: ReadonlySet<string>;
  beforeAll(async () => {
    components = new Set((await readComponentTypes([], [])).components.map((component) => component.name));
  }, 240_000);

  it('holds for every @harbor/react entry released and every changeset still pending', () => {
    const released = parseChangelog(read('ui/CHANGELOG.md')).flatMap((release) => release.entries);
    expect(released.length).toBeGreaterThan(0);
    expect(misnamed([...released, ...pendingReactSummaries()], components)).toEqual([]);
  });

  it('refuses a summary without a scope and one naming no component', () => {
    expect(components.has('Carousel')).toBe(true);
    expect(misnamed(['Carousel: pages a view.', 'All components: ship ESM.'], components)).toEqual([]);
    expect(misnamed(['Fixed the carousel.', 'Carousell: pages a view.', 'Carousel, Slider: both.'], components)).toHaveLength(3);
  });
});
