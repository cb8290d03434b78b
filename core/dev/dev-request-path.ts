/**
 * Which files a request to the dev server (`npm run dev`) may reach through Vite. Vite serves every file under the
 * repository root by many spellings of its path: percent-encoded (once or more), with `.` and `..` segments, doubled
 * slashes or backslashes, under `/@fs/` (an absolute path) or `/@id/` (a module id), with or without the base path,
 * and with a query (`?raw`, `?import`, `?url`, `?inline`) that changes how it is served, not which file. A guard that
 * compares the address as sent is passed by all of them, so the path is first brought to one form and then classified
 * by folder, the way Vite's own `server.fs.strict` normalises a path before it decides.
 */

/**
 * How many layers of percent-encoding a request path may carry. Browsers and Vite's client encode once; a path still
 * encoded after this many decodings is refused rather than decoded further.
 */
export const MAX_PATH_DECODINGS = 4;

/**
 * The path of a request target at each layer of its percent-encoding: query and fragment cut, then decoded once
 * more per entry until nothing changes. Null when a layer holds a malformed escape (`%zz`, bytes that are not UTF-8),
 * when the path has more than MAX_PATH_DECODINGS layers, or when, decoded, it holds a control character, `?` or `#`
 * (no file the viewer loads has one in its name).
 */
function decodingLayers(target: string): string[] | null {
  const layers = [target.replace(/[?#][\s\S]*$/, '')];
  for (;;) {
    const path = layers[layers.length - 1] ?? '';
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    if (decoded === path) break;
    if (layers.length > MAX_PATH_DECODINGS) return null;
    layers.push(decoded);
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here.
  return /[\u0000-\u001f\u007f?#]/.test(layers[layers.length - 1] ?? '') ? null : layers;
}

/** A path's segments with `\` read as `/`, empty and `.` segments dropped and each `..` taking one off (never above the root). */
function resolvedSegments(path: string): string[] {
  const segments: string[] = [];
  for (const segment of path.split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments;
}

/**
 * The path a request target names, in one form: query and fragment cut, percent-decoding repeated until nothing
 * changes, `\` read as `/`, empty and `.` segments dropped and each `..` taking one segment off (never above the
 * root). Always starts with `/`, and ends with one only when it is the root. Null when the path cannot be read that
 * way (decodingLayers).
 */
export function normaliseRequestPath(target: string): string | null {
  const layers = decodingLayers(target);
  return layers === null ? null : `/${resolvedSegments(layers[layers.length - 1] ?? '').join('/')}`;
}

/** What the dev server does with a request, by the file it could reach. */
export type DevRequestKind =
  /** Vite may serve it (viewer and component code, Vite's own modules, dependencies), or it is the app's route. */
  | 'open'
  /** It reaches a private page's live example: Vite serves it to an authorized reader only (SPEC §6). */
  | 'private-example'
  /** It reaches a folder Vite never serves (the content sources, build output with private pages in it). */
  | 'never-served'
  /** Its path cannot be read (normaliseRequestPath returned null): Vite never sees it. */
  | 'unreadable';

export interface DevPathRules {
  /** The base path Vite strips before it looks for a file ('/designsystem'). */
  readonly base: string;
  /** The repository root Vite serves, absolute and '/'-separated; `/@fs/` and some `/@id/` paths are absolute. */
  readonly root: string;
  /** Folders Vite never serves: relative to the root, or absolute. */
  readonly neverServed: readonly string[];
  /** Folders (or single files) of private pages' live example modules: relative to the root, or absolute. */
  readonly privateExamples: readonly string[];
}

/**
 * One segment as a file system may read it: case folded (macOS and Windows match names without case) and without
 * the trailing dots and spaces Windows ignores; a Vite virtual-module marker (`__x00__`) in front is dropped.
 */
function segmentKey(segment: string): string {
  return segment
    .replace(/^(?:__x00__)+/, '')
    .toLowerCase()
    .replace(/[. ]+$/, '');
}

function keysOf(path: string): string[] {
  return resolvedSegments(path)
    .map(segmentKey)
    .filter((segment) => segment !== '');
}

const DRIVE = /^[a-z]:$/;

/**
 * The segment lists under which a folder can be named: from the repository root, and from the file system's root
 * (with and without a Windows drive, which Vite takes off `/@fs/` paths there).
 */
function folderForms(folder: string, rootKeys: readonly string[]): string[][] {
  const keys = keysOf(folder);
  const isAbsolute = /^(?:[/\\]|[a-z]:)/i.test(folder);
  const forms = isAbsolute ? [keys] : [keys, [...rootKeys, ...keys]];
  if (isAbsolute && rootKeys.every((segment, index) => keys[index] === segment)) forms.push(keys.slice(rootKeys.length));
  for (const form of [...forms]) if (DRIVE.test(form[0] ?? '')) forms.push(form.slice(1));
  return forms.filter((form) => form.length > 0);
}

function startsWithAt(segments: readonly string[], at: number, folder: readonly string[]): boolean {
  return segments.length - at >= folder.length && folder.every((segment, index) => segments[at + index] === segment);
}

/**
 * Sorts requests by the file they could reach. A path reaches a folder when, at any layer of its decoding (Vite
 * decodes once, a file system none, an attacker may encode twice), with dot segments resolved, it names the folder
 * from the repository root or from the file system's root behind nothing but prefixes Vite reads through: the base
 * path's segments, `@`-segments (`/@fs/`, `/@id/`, `/@vite/` and the like) and a Windows drive. A path that could
 * reach both a private example and a folder never served is never served.
 */
export function createDevRequestClassifier(rules: DevPathRules): (target: string) => DevRequestKind {
  const rootKeys = keysOf(rules.root);
  const baseKeys = new Set(keysOf(rules.base));
  const neverServed = rules.neverServed.flatMap((folder) => folderForms(folder, rootKeys));
  const privateExamples = rules.privateExamples.flatMap((folder) => folderForms(folder, rootKeys));
  const isPrefix = (segment: string) => baseKeys.has(segment) || segment.startsWith('@') || DRIVE.test(segment);
  const reaches = (segments: readonly string[], forms: readonly (readonly string[])[]) => {
    for (let at = 0; at < segments.length; at++) {
      if (forms.some((form) => startsWithAt(segments, at, form))) return true;
      if (!isPrefix(segments[at] ?? '')) return false;
    }
    return false;
  };
  return (target) => {
    const layers = decodingLayers(target);
    if (layers === null) return 'unreadable';
    const readings = layers.map(keysOf);
    if (readings.some((segments) => reaches(segments, neverServed))) return 'never-served';
    if (readings.some((segments) => reaches(segments, privateExamples))) return 'private-example';
    return 'open';
  };
}
