/**
 * Puts source pages together into the portal's pages and navigation
 * (docs/portal.md, Content): routes, topics and their tabs, parents and children, categories,
 * breadcrumbs and thumbnails, reporting every structural problem.
 */
import type { PageRecord, SectionRecord, Thumbnail } from '../bundle/content-bundle';
import { firstExampleId } from '../bundle/first-example';
import { DEFAULT_CATEGORY, orderTabs, type NavigationItem } from '../navigation';
import type { LocatedIssue } from './located-issue';
import type { SourcePage } from './source-page';

export interface AssembledPages {
  readonly pages: PageRecord[];
  readonly navigation: Record<string, NavigationItem[]>;
  readonly issues: LocatedIssue[];
}

interface Topic {
  readonly route: string;
  readonly section: string;
  readonly folders: readonly string[];
  readonly pages: SourcePage[];
  parent: Topic | null;
  readonly children: Topic[];
}

const issueAt = (page: SourcePage, field: string, code: string, message: string): LocatedIssue => ({
  file: page.file,
  line: page.fieldLines[field] ?? 1,
  column: 1,
  code,
  message,
});

/** The reasons a page gives, without the ones it leaves unset. */
function definedOnly(reasons: { anatomy?: string | undefined; variants?: string | undefined; doDont?: string | undefined }) {
  return Object.fromEntries(Object.entries(reasons).filter(([, why]) => why !== undefined)) as {
    anatomy?: string;
    variants?: string;
    doDont?: string;
  };
}

/** A text thumbnail from the title: initials of several words, or the first two letters of one. */
export function textThumbnail(title: string): string {
  const words = title.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  if (words.length >= 2)
    return words
      .slice(0, 2)
      .map((word) => [...word][0]?.toUpperCase() ?? '')
      .join('');
  const letters = [...(words[0] ?? title)];
  return (letters[0]?.toUpperCase() ?? '') + (letters[1] ?? '');
}

function checkSiblings(topic: Topic, issues: LocatedIssue[]): void {
  // The design tab (or the index page) is the reference the other tabs must agree with.
  const [first, ...rest] = [...topic.pages].sort((a, b) => (a.location.tab === 'Design' ? -1 : b.location.tab === 'Design' ? 1 : 0));
  if (first === undefined) return;
  const indexPage = topic.pages.find((page) => page.location.tab === null);
  if (indexPage !== undefined && topic.pages.length > 1) {
    issues.push(
      issueAt(
        indexPage,
        '',
        'content.indexAndTabs',
        `topic ${topic.route} has both index.md and tab files; use either index.md or design.md/code.md`,
      ),
    );
  }
  for (const page of rest) {
    for (const field of ['title', 'category', 'isPublic'] as const) {
      const mine = page.frontMatter[field];
      const theirs = first.frontMatter[field];
      if (mine !== theirs) {
        issues.push(
          issueAt(
            page,
            field,
            'content.siblingsDisagree',
            `${field} ${JSON.stringify(mine ?? null)} differs from ${first.file}'s ${JSON.stringify(theirs ?? null)}: tab siblings share title, category and isPublic`,
          ),
        );
      }
    }
  }
}

function sortKey(topic: Topic, categoryOrder: readonly string[]): [number, number, string] {
  const front = topic.pages[0]?.frontMatter;
  const category = front?.category ?? DEFAULT_CATEGORY;
  // The uncategorised group comes first; its title is visually hidden (SPEC §2 Desktop sub-navigation).
  const categoryRank = category === DEFAULT_CATEGORY ? -1 : categoryOrder.indexOf(category);
  return [categoryRank, front?.order ?? Number.MAX_SAFE_INTEGER, front?.title.toLowerCase() ?? ''];
}

function byKey(categoryOrder: readonly string[]) {
  return (a: Topic, b: Topic): number => {
    const [ca, oa, ta] = sortKey(a, categoryOrder);
    const [cb, ob, tb] = sortKey(b, categoryOrder);
    return ca - cb || oa - ob || (ta < tb ? -1 : ta > tb ? 1 : a.route < b.route ? -1 : 1);
  };
}

/** Assembles every page; pages are listed in navigation order. */
export function assemblePages(sources: readonly SourcePage[], sections: readonly SectionRecord[]): AssembledPages {
  const issues: LocatedIssue[] = [];
  const sectionBySegment = new Map(sections.map((section) => [section.link.slice(1), section]));
  const routes = new Map<string, SourcePage>();
  const topics = new Map<string, Topic>();

  for (const page of [...sources].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    const { location } = page;
    const section = sectionBySegment.get(location.section);
    if (section === undefined) {
      issues.push(
        issueAt(
          page,
          '',
          'content.unknownSection',
          `unknown section '${location.section}'; sections are ${[...sectionBySegment.keys()].join(', ')} (site.json)`,
        ),
      );
      continue;
    }
    const taken = routes.get(location.route);
    if (taken !== undefined) {
      issues.push(issueAt(page, '', 'content.duplicateRoute', `route ${location.route} is already made by ${taken.file}`));
      continue;
    }
    routes.set(location.route, page);
    let topic = topics.get(location.topic);
    if (topic === undefined) {
      topic = { route: location.topic, section: location.section, folders: location.folders, pages: [], parent: null, children: [] };
      topics.set(location.topic, topic);
    }
    topic.pages.push(page);
  }

  for (const topic of topics.values()) {
    checkSiblings(topic, issues);
    // The parent is the nearest enclosing folder that is a topic; folders without a page are skipped.
    for (let depth = topic.folders.length - 1; depth >= 1 && topic.parent === null; depth -= 1) {
      topic.parent = topics.get(`/${topic.section}/${topic.folders.slice(0, depth).join('/')}`) ?? null;
    }
    topic.parent?.children.push(topic);
    for (const page of topic.pages) {
      const category = page.frontMatter.category;
      const allowed = sectionBySegment.get(topic.section)?.categories ?? [];
      if (category === undefined) continue;
      if (topic.parent !== null) {
        // A warning: the category is ignored, and docs tools that allow it put it on every page.
        issues.push({
          ...issueAt(
            page,
            'category',
            'content.childCategory',
            `category '${category}' is ignored: a child page sits under its parent (${topic.parent.route}); remove category`,
          ),
          severity: 'warning',
        });
      } else if (category !== DEFAULT_CATEGORY && !allowed.includes(category)) {
        const list = allowed.length === 0 ? 'none besides Uncategorized' : allowed.join(', ');
        issues.push(
          issueAt(
            page,
            'category',
            'content.unknownCategory',
            `category: '${category}' is not a category of /${topic.section}; allowed: ${list}`,
          ),
        );
      }
    }
  }

  const pages: PageRecord[] = [];
  const navigation: Record<string, NavigationItem[]> = {};

  const recordOf = (
    page: SourcePage,
    topic: Topic,
    tabs: readonly { name: string; link: string }[],
    ancestors: readonly Topic[],
  ): PageRecord => {
    const front = page.frontMatter;
    const category = (ancestors[0] ?? topic).pages[0]?.frontMatter.category ?? DEFAULT_CATEGORY;
    const example = front.thumbnail === undefined ? firstExampleId(page.body) : undefined;
    const thumbnail: Thumbnail =
      front.thumbnail !== undefined && 'image' in front.thumbnail
        ? { type: 'image', path: front.thumbnail.image, text: front.title }
        : example !== undefined
          ? { type: 'example', id: example, text: textThumbnail(front.title) }
          : { type: 'text', text: front.thumbnail?.text ?? textThumbnail(front.title) };
    return {
      route: page.location.route,
      topic: topic.route,
      section: `/${topic.section}`,
      title: front.title,
      description: front.description ?? '',
      terms: front.terms ?? [],
      isPublic: front.isPublic ?? false,
      category,
      order: front.order ?? null,
      tab: page.location.tab,
      tabs: tabs.map(({ name, link }) => ({ name, link })),
      headings: page.headings,
      body: page.body,
      modifiedDate: front.modifiedDate ?? page.lastCommitDate,
      figmaLink: front.figmaLink ?? null,
      figmaUrl: front.figmaUrl ?? null,
      sourcePath: front.sourcePath ?? null,
      breadcrumbs: [
        sectionBySegment.get(topic.section)?.title ?? topic.section,
        ...(category === DEFAULT_CATEGORY ? [] : [category]),
        ...ancestors.map((ancestor) => ancestor.pages[0]?.frontMatter.title ?? ancestor.route),
      ],
      thumbnail,
      ...(front.figuresLeftOut === undefined ? {} : { figuresLeftOut: definedOnly(front.figuresLeftOut) }),
      source: page.file,
    };
  };

  // Pre-order: a topic's pages are listed before its children's, in tab order.
  const itemsOf = (topic: Topic, categoryOrder: readonly string[], ancestors: readonly Topic[]): NavigationItem[] => {
    const tabs = orderTabs(
      topic.pages
        .filter((p) => p.location.tab !== null)
        .map((p) => ({ name: p.location.tab ?? '', link: p.location.route, active: false })),
    );
    const rank = (page: SourcePage) => tabs.findIndex((t) => t.link === page.location.route);
    const ordered = [...topic.pages].sort((a, b) => rank(a) - rank(b));
    for (const page of ordered) pages.push(recordOf(page, topic, tabs, ancestors));
    const children = [...topic.children]
      .sort(byKey(categoryOrder))
      .flatMap((child) => itemsOf(child, categoryOrder, [...ancestors, topic]));
    return ordered.map((page): NavigationItem => {
      const front = page.frontMatter;
      return {
        title: front.title,
        link: page.location.route,
        terms: front.terms ?? [],
        navigationPath: `/${topic.section}`,
        isPublic: front.isPublic ?? false,
        ...(ancestors.length === 0 && front.category !== undefined ? { category: front.category } : {}),
        ...(front.figmaLink === undefined ? {} : { figmaLink: front.figmaLink }),
        tabs,
        tab: page.location.tab,
        ...(children.length > 0 ? { children } : {}),
      };
    });
  };

  for (const section of sections) {
    const segment = section.link.slice(1);
    const roots = [...topics.values()]
      .filter((topic) => topic.section === segment && topic.parent === null)
      .sort(byKey(section.categories));
    navigation[segment] = roots.flatMap((topic) => itemsOf(topic, section.categories, []));
  }
  return { pages, navigation, issues };
}
