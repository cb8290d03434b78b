/**
 * The Changelog section of a component's code page (or its single page): every changelog entry that touched
 * the components the page documents, newest first, each with its version and release date (docs/components.md).
 */
import type { ComponentChange } from '../../core/components';
import type { PageComponent } from '../../core/portal';

/** Each entry once, even when it names several of the page's components, in the changelog's order (newest first). */
export function pageChanges(components: readonly PageComponent[]): ComponentChange[] {
  const seen = new Set<string>();
  const changes: ComponentChange[] = [];
  for (const component of components)
    for (const change of component.changes) {
      const key = `${change.version}\n${change.summary}`;
      if (seen.has(key)) continue;
      seen.add(key);
      changes.push(change);
    }
  // Stable sort: within a version the changelog's own order stays.
  return changes.sort((a, b) => compareVersions(b.version, a.version));
}

function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
  const [left, right] = [parts(a), parts(b)];
  for (let at = 0; at < Math.max(left.length, right.length); at += 1) {
    const difference = (left[at] ?? 0) - (right[at] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A change's date as en-GB writes it in long form ('5 March 2026'), without Intl: the first formatter a tab makes
 * loads the locale data, a long task on a phone while the page hydrates (core/page/format-date.ts). A date the
 * changelog did not write as YYYY-MM-DD is shown as written.
 */
function longDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = MONTHS[Number(match?.[2]) - 1];
  return match === null || month === undefined ? date : `${Number(match[3])} ${month} ${Number(match[1])}`;
}

/** `code` in a summary, as the changeset wrote it. */
function Summary({ text }: { readonly text: string }) {
  return (
    <>
      {text.split('`').map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move.
        index % 2 === 1 ? <code key={index}>{part}</code> : part,
      )}
    </>
  );
}

export function ComponentChangelog({ components }: { readonly components: readonly PageComponent[] }) {
  const changes = pageChanges(components);
  if (changes.length === 0) return null;
  return (
    <section className="component-changelog" aria-labelledby="changelog">
      <h2 id="changelog">Changelog</h2>
      <ol className="component-changelog__list">
        {changes.map((change) => (
          <li key={`${change.version}\n${change.summary}`} className="component-changelog__entry">
            <p className="component-changelog__release">
              <span className="component-changelog__version">{change.version}</span>{' '}
              <time dateTime={change.date}>{longDate(change.date)}</time>
            </p>
            <p className="component-changelog__summary">
              <Summary text={change.summary} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
