/**
 * The content build checks each component's declared status against the evidence it has (the
 * requirement: a stable component needs a live example among the rest, and the build fails with a message
 * naming the component and the missing piece). Divider is stable in ui/divider/Divider.tsx; its code page is
 * planted without a live example, and the build refuses it.
 */
import { describe, expect, it } from 'vitest';
import { parseComponentManifest } from '../../core/components';
import { buildContent } from '../../site-build/build-content';
import { dsp } from '../cli/run-cli';
import { page, writeContent } from './fixture';

const EXAMPLE = "import { Divider } from '@harbor/react';\n\nexport default function Example() {\n  return <Divider />;\n}";

function dividerPage(fenceMeta: string): Record<string, string> {
  return {
    'components/divider/code.md': page(
      { title: 'Divider', isPublic: true, category: 'Containers and layout', terms: ['Rule'] },
      `A divider separates groups of content.\n\n## Example\n\n\`\`\`tsx${fenceMeta}\n${EXAMPLE}\n\`\`\`\n\n## Props\n\n::props{of="Divider"}\n`,
    ),
  };
}

describe('component status in the content build', () => {
  it('builds a stable component whose page holds a live example, and records it in the manifest', async () => {
    const build = await buildContent(writeContent(dividerPage(' example title="A rule between two groups"')));
    expect(build.componentIssues).toEqual([]);
    const divider = build.bundle?.components?.components.find((entry) => entry.name === 'Divider');
    expect(divider).toMatchObject({ status: 'stable', since: '0.1.0', route: '/components/divider-code' });
    expect(divider?.examples).toEqual([{ title: 'A rule between two groups', source: EXAMPLE }]);
    // What the build writes is what the manifest's one definition accepts.
    expect(parseComponentManifest(JSON.parse(JSON.stringify(build.bundle?.components))).ok).toBe(true);
  }, 240_000);

  it('fails the build when the stable component has no live example, naming it and what is missing', async () => {
    const run = await dsp('content', 'validate', '--content', writeContent(dividerPage('')));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^ui\/divider\/Divider\.tsx:\d+:1 Divider is @status stable but has no live example: its documentation page holds no ```tsx example$/m,
    );
  }, 240_000);
});
