/**
 * A plain element of the content tree. Only attributes the build can emit and
 * that are safe are passed on; tables scroll inside a focusable wrapper.
 */
import { createElement, type ReactNode } from 'react';
// The props tables' stylesheet (props-table.css) is the first paint's: examples/component-styles.ts.
import { type ContentTag, PROPS_CELL_LABEL_ATTRIBUTE, PROPS_TABLE_KIND, PROPS_TABLE_KIND_ATTRIBUTE } from '../../core/bundle';

const VOID_TAGS: ReadonlySet<ContentTag> = new Set(['br', 'hr', 'img', 'input']);

function safeAttributes(tag: ContentTag, attrs: Readonly<Record<string, string>> | undefined): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  if (attrs === undefined) return props;
  const get = (name: string) => (Object.hasOwn(attrs, name) ? attrs[name] : undefined);
  if (tag === 'img') {
    const src = get('src');
    // Only same-site and https images: no javascript: or data: URLs from content.
    if (src !== undefined && (src.startsWith('/') || src.startsWith('https://'))) props['src'] = src;
    props['alt'] = get('alt') ?? '';
    props['loading'] = 'lazy';
  }
  if (tag === 'input') {
    props['type'] = 'checkbox';
    props['disabled'] = true;
    props['checked'] = get('checked') !== undefined;
    props['readOnly'] = true;
    props['aria-label'] = get('checked') !== undefined ? 'Done' : 'Not done';
  }
  if (tag === 'ol' && get('start') !== undefined) props['start'] = Number(get('start'));
  const align = get('align') ?? get('style')?.match(/text-align:\s*(left|center|right)/)?.[1];
  if ((tag === 'th' || tag === 'td') && (align === 'left' || align === 'center' || align === 'right')) {
    props['className'] = `align-${align}`;
  }
  // Props tables (::props) are laid out to be read without scrolling sideways; on a phone each row is a card that names its cells.
  if (tag === 'table' && get(PROPS_TABLE_KIND_ATTRIBUTE) === PROPS_TABLE_KIND) props['className'] = 'props-table';
  const label = get(PROPS_CELL_LABEL_ATTRIBUTE);
  if (tag === 'td' && label !== undefined && /^[A-Za-z ]{1,20}$/.test(label)) props[PROPS_CELL_LABEL_ATTRIBUTE] = label;
  return props;
}

export function ContentElement({
  tag,
  attrs,
  children,
  label,
}: {
  readonly tag: ContentTag;
  /** A table's name for its scroll region. */
  readonly label?: string | undefined;
  readonly attrs: Readonly<Record<string, string>> | undefined;
  readonly children: ReactNode;
}) {
  const props = safeAttributes(tag, attrs);
  if (VOID_TAGS.has(tag)) return createElement(tag, props);
  const element = createElement(tag, props, children);
  if (tag === 'table') {
    return (
      // A labelled, focusable region, so a table wider than the column can be scrolled by keyboard (GOV.UK, Primer).
      // A <section> with a name is a region landmark.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
      <section className="table-scroll" tabIndex={0} aria-label={label ?? 'Table'}>
        {element}
      </section>
    );
  }
  return element;
}
