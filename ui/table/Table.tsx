/**
 * Table and its parts: a native table with a caption, optional sticky header
 * and first column, and sortable column headers (a button inside the th with
 * aria-sort). A table that scrolls sideways sits in a focusable, named region.
 */
import type { MouseEvent, ReactNode, Ref, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Icon } from '../icon/Icon';
import '../shared/focus-ring.css';
import '../shared/visually-hidden.css';
import './table.css';

export interface TableProps extends CommonProps {
  /** Required. Name of the table, rendered as `<caption>`. */
  caption: ReactNode;
  /** Keeps the caption for assistive technology only. */
  hideCaption?: boolean;
  /** Row styling. */
  variant?: 'default' | 'striped';
  /** Row height and padding. */
  size?: 'small' | 'medium' | 'large';
  /** Keeps the header row visible while scrolling. */
  stickyHeader?: boolean;
  /** Keeps the first column visible while scrolling horizontally. */
  stickyFirstColumn?: boolean;
  /** Required when the table can scroll horizontally; names the focusable scroll container. */
  scrollLabel?: string;
  /** TableHead and TableBody. */
  children?: ReactNode;
  /** Forwarded to the `<table>`. */
  ref?: Ref<HTMLTableElement>;
}

/**
 * Data in rows and columns.
 *
 * @status stable
 * @since 0.1.0
 */
export function Table({
  caption,
  hideCaption = false,
  variant = 'default',
  size = 'medium',
  stickyHeader = false,
  stickyFirstColumn = false,
  scrollLabel,
  children,
  className,
  ref,
  ...rest
}: TableProps) {
  const table = (
    <table
      ref={ref}
      {...rest}
      className={classNames(
        'hb-table',
        `hb-table--${variant}`,
        `hb-table--${size}`,
        stickyHeader && 'hb-table--sticky-header',
        stickyFirstColumn && 'hb-table--sticky-first',
        className,
      )}
    >
      <caption className={hideCaption ? 'hb-visually-hidden' : 'hb-table__caption'}>{caption}</caption>
      {children}
    </table>
  );
  return scrollLabel ? (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it (WCAG 2.1.1).
    <section className="hb-table__scroll hb-focusable" tabIndex={0} aria-label={scrollLabel}>
      {table}
    </section>
  ) : (
    <div className="hb-table__scroll">{table}</div>
  );
}

/**
 * The header rows.
 *
 * @status beta
 * @since 0.1.0
 */
export function TableHead({ children }: { children?: ReactNode }) {
  return <thead className="hb-table__head">{children}</thead>;
}

/**
 * The body rows.
 *
 * @status beta
 * @since 0.1.0
 */
export function TableBody({ children }: { children?: ReactNode }) {
  return <tbody>{children}</tbody>;
}

/**
 * One row.
 *
 * @status beta
 * @since 0.1.0
 */
export function TableRow({ children, className }: { children?: ReactNode; className?: string }) {
  return <tr className={classNames('hb-table__row', className)}>{children}</tr>;
}

export interface TableCellProps extends Omit<TdHTMLAttributes<HTMLTableCellElement>, 'align'> {
  /** Use `end` for numbers. */
  align?: 'start' | 'end' | 'center';
}

/**
 * A data cell.
 *
 * @status stable
 * @since 0.1.0
 */
export function TableCell({ align = 'start', className, ...rest }: TableCellProps) {
  return <td {...rest} className={classNames('hb-table__cell', `hb-table__cell--${align}`, className)} />;
}

type SortDirection = 'ascending' | 'descending' | 'none';

export interface TableHeaderCellProps extends Omit<ThHTMLAttributes<HTMLTableCellElement>, 'align' | 'scope'> {
  /** Header scope. */
  scope?: 'col' | 'row';
  /** Use `end` for numbers. */
  align?: 'start' | 'end' | 'center';
  /** Makes the column sortable and shows its current state. */
  sortDirection?: SortDirection;
  /** Called when the sort button is pressed, with the direction to sort by next. */
  onSort?: (direction: 'ascending' | 'descending', event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * A column or row header, optionally sortable.
 *
 * @status stable
 * @since 0.1.0
 */
export function TableHeaderCell({
  scope = 'col',
  align = 'start',
  sortDirection,
  onSort,
  children,
  className,
  ...rest
}: TableHeaderCellProps) {
  const sortable = sortDirection !== undefined;
  return (
    <th
      {...rest}
      scope={scope}
      aria-sort={sortable && sortDirection !== 'none' ? sortDirection : undefined}
      className={classNames('hb-table__header', `hb-table__cell--${align}`, className)}
    >
      {sortable ? (
        <button
          type="button"
          className="hb-table__sort hb-focusable"
          onClick={(event) => onSort?.(sortDirection === 'ascending' ? 'descending' : 'ascending', event)}
        >
          {children}
          <Icon name={sortDirection === 'descending' ? 'chevronDown' : sortDirection === 'ascending' ? 'chevronUp' : 'sort'} size={16} />
        </button>
      ) : (
        children
      )}
    </th>
  );
}
