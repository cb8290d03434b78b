/**
 * Where a content file sits in the portal: its route, its topic, its tab and
 * its parent topic, derived from its path (content/README.md "Layout").
 */
import { fail, ok, type Result } from '../result';

export interface PageLocation {
  /** e.g. '/foundations/motion/easing-design'. */
  readonly route: string;
  /** The topic route without the tab suffix, e.g. '/foundations/motion/easing'. */
  readonly topic: string;
  /** Section route segment, e.g. 'foundations'. */
  readonly section: string;
  /** Topic folders below the section, e.g. ['motion', 'easing']. */
  readonly folders: readonly string[];
  readonly tab: 'Design' | 'Code' | null;
}

const PAGE_FILES: Readonly<Record<string, 'Design' | 'Code' | null>> = {
  'design.md': 'Design',
  'code.md': 'Code',
  'index.md': null,
};

// Routes are lower-case ASCII so they survive every URL and file system unchanged.
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The location of a content-relative Markdown path, or a `content.badPath`
 * issue saying what is wrong with it.
 *
 * @example pageLocation('foundations/motion/easing/design.md')
 * // ok({ route: '/foundations/motion/easing-design', topic: '/foundations/motion/easing', section: 'foundations', folders: ['motion', 'easing'], tab: 'Design' })
 */
export function pageLocation(path: string): Result<PageLocation> {
  const parts = path.split('/');
  const file = parts.pop() ?? '';
  const badPath = (message: string) => fail<PageLocation>({ code: 'content.badPath', message, path: [path] });
  if (!Object.hasOwn(PAGE_FILES, file)) {
    return badPath(`unexpected page file name '${file}': a page is design.md, code.md or index.md`);
  }
  const [section, ...folders] = parts;
  if (section === undefined || folders.length === 0) {
    return badPath(`a page lives in a topic folder: <section>/<topic>/${file}`);
  }
  const wrong = parts.find((segment) => !SEGMENT.test(segment));
  if (wrong !== undefined) {
    return badPath(`folder '${wrong}' is not a route segment: use lower-case letters, digits and single hyphens`);
  }
  const tab = PAGE_FILES[file] ?? null;
  const topic = `/${parts.join('/')}`;
  const route = tab === null ? topic : `${topic}-${tab.toLowerCase()}`;
  return ok({ route, topic, section, folders, tab });
}
