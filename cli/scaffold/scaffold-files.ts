/**
 * The files `dsp new` creates, as text (CONTRIBUTING.md, "Adding a component" and "Adding a page"): pure, so the
 * command only checks the name, refuses to overwrite and writes. Components follow the shape of every component in
 * ui/ (a folder with the component, its token-only stylesheet and an index), with a test and both documentation
 * pages; a page gets the front matter the content contract asks for.
 */

export interface ScaffoldFile {
  /** Repository-relative, '/'-separated. */
  readonly path: string;
  readonly text: string;
}

const PASCAL = /^[A-Z][A-Za-z0-9]{1,39}$/;
const SLUG = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** 'ProductBadge' -> 'product-badge' */
export const kebabOf = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** 'product-badge' -> 'Product badge' */
const titleOf = (slug: string): string => {
  const words = slug.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Null when the name is usable, else what is wrong and what is allowed. */
export function componentNameProblem(name: string): string | null {
  return PASCAL.test(name)
    ? null
    : `'${name}' is not a component name: expected PascalCase letters and digits, 2-40 long, e.g. ProductBadge`;
}

/** Null when `<section>/<topic>` is usable for one of `sections` (their links without the slash), else why not. */
export function pagePathProblem(path: string, sections: readonly string[]): string | null {
  const [section, topic, ...rest] = path.split('/');
  if (section === undefined || topic === undefined || rest.length > 0)
    return `'${path}' is not <section>/<topic>: expected two parts, e.g. patterns/empty-state`;
  if (!sections.includes(section)) return `'${section}' is no section of content/site.json; it has ${sections.join(', ')}`;
  if (!SLUG.test(topic)) return `'${topic}' is not a topic name: expected lower-case words joined by hyphens, e.g. empty-state`;
  return null;
}

export function pageFiles(section: string, topic: string, category: string | null, date: string): ScaffoldFile[] {
  const title = titleOf(topic);
  return [
    {
      path: `content/${section}/${topic}/index.md`,
      text: `---
title: ${title}
description: What ${title.toLowerCase()} is for and when to use it, in one or two sentences that search results can show.
terms: [${title}]
isPublic: true
${category === null ? '' : `category: ${category}\n`}modifiedDate: ${date}
---

Say in a paragraph what this page helps the reader do.

## When to use

- The first situation this applies to.

## When not to use

- A situation where something else fits better.
`,
    },
  ];
}

/**
 * `since` is the release that will first ship it; it starts `experimental`, and the content build says what a
 * higher status needs (core/components status-rules.ts).
 */
export function componentFiles(name: string, category: string, date: string, since: string): ScaffoldFile[] {
  const slug = kebabOf(name);
  const title = titleOf(slug);
  const className = `hb-${slug}`;
  return [
    {
      path: `ui/${slug}/${name}.tsx`,
      text: `/** ${name}: say in one sentence what it shows and when a page uses it. */
import type { ReactNode, Ref } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import './${slug}.css';

export interface ${name}Props extends CommonProps {
  /** What the ${title.toLowerCase()} shows. */
  children?: ReactNode;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * @status experimental
 * @since ${since}
 */
export function ${name}({ children, className, ref, ...rest }: ${name}Props) {
  return (
    <div ref={ref} className={classNames('${className}', className)} {...rest}>
      {children}
    </div>
  );
}
`,
    },
    {
      path: `ui/${slug}/${slug}.css`,
      text: `/* ${name}: styled with the token variables only. */
.${className} {
  padding: var(--hb-space-4);
  color: var(--hb-color-text-default);
}
`,
    },
    { path: `ui/${slug}/index.ts`, text: `export { ${name}, type ${name}Props } from './${name}';\n` },
    {
      path: `tests/ui/${slug}.test.tsx`,
      text: `// @vitest-environment happy-dom
import { ${name} } from '@harbor/react';
import { describe, expect, it } from 'vitest';
import { render, screen } from './support/dom';

describe('${name}', () => {
  it('shows its content inside its own class', () => {
    const { container } = render(<${name}>Inhalt</${name}>);
    expect(screen.getByText('Inhalt')).toBeTruthy();
    expect(container.firstElementChild?.className).toContain('${className}');
  });
});
`,
    },
    {
      path: `content/components/${slug}/design.md`,
      text: `---
title: ${title}
description: What the ${title.toLowerCase()} is for and when to use it, in one or two sentences that search results can show.
terms: [${name}]
isPublic: true
category: ${category}
modifiedDate: ${date}
---

\`\`\`tsx example title="Default"
import { ${name} } from '@harbor/react';

export default function Example() {
  return <${name}>Inhalt</${name}>;
}
\`\`\`

Say in a paragraph what the ${title.toLowerCase()} helps the shopper do.

## When to use

- The first situation it fits.

## When not to use

- A situation where another component fits better.
`,
    },
    {
      path: `content/components/${slug}/code.md`,
      text: `---
title: ${title}
description: The ${name} component of @harbor/react, with its import, props and an example.
terms: [${name}]
isPublic: true
category: ${category}
modifiedDate: ${date}
---

\`${name}\` renders its content in a block styled with the theme tokens.

## Props

::props{of="${name}"}
`,
    },
  ];
}

/** ui/index.ts with the component's export added in alphabetical order (the file lists one folder per line). */
export function withExport(indexText: string, slug: string): string {
  const line = `export * from './${slug}';`;
  const lines = indexText.split('\n');
  if (lines.includes(line)) return indexText;
  const exports = lines.map((text, index) => ({ text, index })).filter((entry) => entry.text.startsWith("export * from './"));
  const after = exports.filter((entry) => entry.text < line).at(-1) ?? null;
  const at = after === null ? (exports[0]?.index ?? lines.length) : after.index + 1;
  return [...lines.slice(0, at), line, ...lines.slice(at)].join('\n');
}
