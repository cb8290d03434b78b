/**
 * Which component a page's playground is for, and the playground as this request sees it (docs/playground.md).
 * A page has one: for a component whose props table it holds and whose example the playground can take over,
 * the one it is named after, else one that stands alone, else the first by name. It travels only in the
 * page's own view, which only readers who may read the page get (SPEC §6).
 */
import type { ContentBundle, PageRecord } from '../bundle/content-bundle';
import type { ComponentEntry } from '../components/manifest';
import { controlsOf, initialState, readPlaygroundQuery, type PagePlayground } from './playground-state';

/**
 * The manifest entry a page's playground shows; undefined when the page has none.
 *
 * @example playgroundComponentOf(bundle, bundle.pages['/components/button-code'])?.name // 'Button'
 */
export function playgroundComponentOf(bundle: ContentBundle, page: PageRecord): ComponentEntry | undefined {
  const own = (bundle.components?.components ?? []).filter((entry) => entry.route === page.route && entry.playground !== undefined);
  const title = page.title.replace(/\s+/g, '').toLowerCase();
  // Named like the page, else one that stands alone (a RadioGroup rather than its Radio), else the first.
  return own.find((entry) => entry.name.toLowerCase() === title) ?? own.find((entry) => entry.playground?.within === undefined) ?? own[0];
}

/**
 * The playground of a page with the state its query asks for; undefined when the page has none.
 *
 * @example pagePlayground(bundle, bundle.pages['/components/button-code'], '?variant=danger')?.state.variant // 'danger'
 */
export function pagePlayground(bundle: ContentBundle, page: PageRecord, query: string): PagePlayground | undefined {
  const entry = playgroundComponentOf(bundle, page);
  if (entry?.playground === undefined) return undefined;
  const example = entry.playground;
  const { controls, fixed } = controlsOf(entry, example);
  const initial = initialState(controls, example);
  const { state, notes } = readPlaygroundQuery(controls, initial, query, fixed);
  return {
    component: entry.name,
    controls,
    fixed,
    attributes: example.attributes,
    childrenCode: example.children.kind === 'code' ? example.children.code : null,
    initial,
    state,
    notes,
  };
}
