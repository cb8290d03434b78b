/**
 * The dev server's rebuild after a save (the requirement: a Markdown save rebuilds only the changed
 * page plus what depends on it, navigation, search records and links to it, not every page). What it remembers must
 * never serve a stale answer: after each save the bundle, the search documents and the problems are the ones a full
 * build of the same files gives.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent, type ContentBuild } from '../../site-build/build-content';
import { startIncrementalBuild } from '../../site-build/incremental-build';
import { page, validPages, writeContent } from './fixture';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function content(files: Record<string, string>): string {
  const dir = writeContent(files);
  dirs.push(dir);
  return dir;
}

/** What a reader and an author see of a build: every page, the navigation, the search documents and the problems. */
const visible = (build: ContentBuild) => ({
  draft: build.draft,
  search: build.searchDocuments,
  issues: build.issues.map((issue) => `${issue.file}:${issue.line}:${issue.column} ${issue.code} ${issue.message}`),
});

const DIALOG = 'components/dialog/design.md';
const BUTTON = 'components/button/design.md';

describe('the incremental build behind npm run dev', () => {
  it('re-parses only the saved page, and then agrees with a full build of the same files', async () => {
    const dir = content(validPages());
    const builder = await startIncrementalBuild({ contentDir: dir, tokensDir: 'tokens' });
    const edited = readFileSync(join(dir, DIALOG), 'utf8').replace('## Anatomy', '## Anatomy\n\nA sentence the author just saved.');
    writeFileSync(join(dir, DIALOG), edited);

    const update = await builder.update({ saved: [DIALOG] });
    expect(update.reparsed).toEqual([DIALOG]);
    expect(JSON.stringify(update.build.draft)).toContain('A sentence the author just saved.');
    expect(visible(update.build)).toEqual(visible(await buildContent(dir, undefined, 'tokens')));
  });

  it('makes only the saved page again after a prose edit: the navigation and every other page and search record are the ones before', async () => {
    const dir = content(validPages());
    const builder = await startIncrementalBuild({ contentDir: dir, tokensDir: 'tokens' });
    const before = builder.current();
    writeFileSync(join(dir, DIALOG), `${readFileSync(join(dir, DIALOG), 'utf8')}\n\nA sentence the author just saved.\n`);
    const { build } = await builder.update({ saved: [DIALOG] });
    const route = '/components/dialog-design';
    expect(build.draft?.navigation).toBe(before.draft?.navigation);
    const others = Object.keys(before.draft?.pages ?? {}).filter((other) => other !== route);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(build.draft?.pages[other]).toBe(before.draft?.pages[other]);
    const documentOf = (from: ContentBuild, of: string) => from.searchDocuments.find((document) => document.route === of);
    for (const other of others) expect(documentOf(build, other)).toBe(documentOf(before, other));
    expect(documentOf(build, route)).not.toBe(documentOf(before, route));
    expect(JSON.stringify(build.draft?.pages[route])).toContain('A sentence the author just saved.');
    expect(visible(build)).toEqual(visible(await buildContent(dir, undefined, 'tokens')));
  });

  it('updates what depends on the saved page: a link to a heading it drops breaks, and mends when the heading returns', async () => {
    const dir = content({
      ...validPages(),
      'components/dialog/code.md': page(
        { title: 'Dialog', isPublic: true, category: 'Overlays' },
        'See [the anatomy](/components/dialog-design#anatomy).',
      ),
    });
    const builder = await startIncrementalBuild({ contentDir: dir, tokensDir: 'tokens' });
    const linked = (build: ContentBuild) => build.issues.filter((issue) => issue.code === 'content.brokenLink').map((issue) => issue.file);
    expect(linked(builder.current())).toEqual([]);
    const original = readFileSync(join(dir, DIALOG), 'utf8');

    writeFileSync(join(dir, DIALOG), original.replace('## Anatomy', '## Parts'));
    const broken = await builder.update({ saved: [DIALOG] });
    // Only the saved page was parsed again; the page that links to it was checked again all the same.
    expect(broken.reparsed).toEqual([DIALOG]);
    expect(linked(broken.build)).toEqual(['components/dialog/code.md']);
    expect(visible(broken.build)).toEqual(visible(await buildContent(dir, undefined, 'tokens')));

    writeFileSync(join(dir, DIALOG), original);
    expect(linked((await builder.update({ saved: [DIALOG] })).build)).toEqual([]);
  });

  it('shows a new title in the navigation and the search records of every page', async () => {
    const dir = content(validPages());
    const builder = await startIncrementalBuild({ contentDir: dir, tokensDir: 'tokens' });
    writeFileSync(join(dir, DIALOG), readFileSync(join(dir, DIALOG), 'utf8').replace('title: "Dialog"', 'title: "Modal dialog"'));
    const { build } = await builder.update({ saved: [DIALOG] });
    expect(JSON.stringify(build.draft?.navigation)).toContain('Modal dialog');
    expect(build.searchDocuments.find((document) => document.route === '/components/dialog-design')?.title).toBe('Modal dialog');
    expect(visible(build)).toEqual(visible(await buildContent(dir, undefined, 'tokens')));
  });

  it('reads the whole folder again when a saved path is not a page it knows (a new page)', async () => {
    const dir = content(validPages());
    const builder = await startIncrementalBuild({ contentDir: dir, tokensDir: 'tokens' });
    writeFileSync(join(dir, 'components/dialog/code.md'), page({ title: 'Dialog', isPublic: true, category: 'Overlays' }, 'Code.'));
    const update = await builder.update({ saved: ['components/dialog/code.md'] });
    expect(update.reparsed).toEqual(['components/dialog/code.md']);
    expect(update.build.draft?.pages['/components/dialog-code']).toBeDefined();
  });

  it('keeps serving the last good version of a page whose front matter breaks, with the error, until it is fixed', async () => {
    const dir = content(validPages());
    const builder = await startIncrementalBuild({ contentDir: dir, tokensDir: 'tokens' });
    const original = readFileSync(join(dir, BUTTON), 'utf8');
    writeFileSync(join(dir, BUTTON), original.replace('title: "Button"', 'title: [Button'));
    const broken = (await builder.update({ saved: [BUTTON] })).build;
    expect(broken.issues.some((issue) => issue.file === BUTTON && issue.line > 0)).toBe(true);
    expect(broken.draft?.pages['/components/button-design']?.title).toBe('Button');
    writeFileSync(join(dir, BUTTON), original);
    expect((await builder.update({ saved: [BUTTON] })).build.issues.filter((issue) => issue.file === BUTTON)).toEqual([]);
  });
});

describe('live examples in the incremental build', () => {
  const BROKEN =
    'import { Button } from \'@harbor/react\';\n\nexport default function Example() {\n  return <Button size="huge">Save</Button>;\n}';
  const withExample = (prose: string, code: string) =>
    page(
      { title: 'Button', isPublic: true, category: 'Actions', terms: ['CTA'] },
      `${prose}\n\n## Usage\n\n\`\`\`tsx example title="Sizes"\n${code}\n\`\`\`\n`,
    );

  it('moves an example problem with a prose edit above it without a new type check, and asks for one when the code changes', async () => {
    const dir = content({ ...validPages(), [BUTTON]: withExample('Buttons start actions.', BROKEN) });
    const builder = await startIncrementalBuild({ contentDir: dir, tokensDir: 'tokens' });
    const problemLines = (build: ContentBuild) =>
      build.issues.filter((issue) => issue.file === BUTTON && issue.code === 'example.compile').map((issue) => issue.line);
    const [before] = problemLines(builder.current());
    expect(before).toBeGreaterThan(0);

    writeFileSync(join(dir, BUTTON), withExample('Buttons start actions.\n\nTwo more\nlines.', BROKEN));
    const prose = await builder.update({ saved: [BUTTON] });
    expect(builder.liveContentChanged()).toBe(false);
    expect(problemLines(prose.build)).toEqual([(before as number) + 3]);
    expect(visible(prose.build)).toEqual(visible(await buildContent(dir, undefined, 'tokens')));

    writeFileSync(join(dir, BUTTON), withExample('Buttons start actions.', BROKEN.replace('huge', 'large')));
    await builder.update({ saved: [BUTTON] });
    expect(builder.liveContentChanged()).toBe(true);
    const checked = await builder.checkLiveContent();
    expect(checked === null ? null : problemLines(checked)).toEqual([]);
  }, 120_000);
});
