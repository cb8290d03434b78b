/**
 * Accordion and AccordionItem on Radix Accordion: each header is a button in
 * a heading; Up/Down, Home and End move between headers; Enter and Space
 * toggle. Collapsed panels stay in the DOM with hidden="until-found" so
 * find-in-page reaches them: an effect sets the attribute on closed panels,
 * and the browser's `beforematch` opens the item.
 */
import * as RadixAccordion from '@radix-ui/react-accordion';
import { type ReactNode, type Ref, createContext, useContext, useLayoutEffect, useRef, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Icon } from '../icon/Icon';
import '../shared/focus-ring.css';
import './accordion.css';

const HeadingContext = createContext<2 | 3 | 4 | 5 | 6>(3);

/** The open items, and how an item opens itself when find-in-page matches text in its collapsed panel. */
interface OpenItems {
  readonly open: readonly string[];
  readonly reveal: (value: string) => void;
}
const OpenItemsContext = createContext<OpenItems>({ open: [], reveal: () => undefined });

export interface AccordionProps extends CommonProps {
  /** Whether several items can be open at once. */
  type?: 'multiple' | 'single';
  /** Controlled list of open item values. With `type="single"` it has at most one entry. */
  value?: string[];
  /** Initially open items when uncontrolled. */
  defaultValue?: string[];
  /** Called with the new list of open items. */
  onChange?: (value: string[]) => void;
  /** Level of the heading wrapped around each header button; pick the level that continues the page's outline (`2` right under the page's `h1`). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Dividers only, or raised cards per item. */
  variant?: 'default' | 'contained';
  /** Header height 40, 56 or 64px. */
  size?: 'small' | 'medium' | 'large';
  /** Up/Down, Home and End move focus between headers. */
  arrowNavigation?: boolean;
  /** The AccordionItem elements. */
  children?: ReactNode;
  /** Forwarded to the root. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A stack of sections that expand and collapse.
 *
 * @status stable
 * @since 0.1.0
 */
export function Accordion({
  type = 'multiple',
  value,
  defaultValue = [],
  onChange,
  headingLevel = 3,
  variant = 'default',
  size = 'medium',
  arrowNavigation = true,
  children,
  className,
  ref,
  ...rest
}: AccordionProps) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const set = (next: string[]) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const classes = classNames('hb-accordion', `hb-accordion--${variant}`, `hb-accordion--${size}`, className);
  const shared = { ref, ...rest, className: classes, orientation: 'vertical' as const };
  const reveal = (item: string) => {
    if (!current.includes(item)) set(type === 'single' ? [item] : [...current, item]);
  };
  const body = (
    <HeadingContext value={headingLevel}>
      <OpenItemsContext value={{ open: current, reveal }}>{children}</OpenItemsContext>
    </HeadingContext>
  );
  // Radix moves focus between headers with the arrow keys; turning that off means stopping the keys before it sees them.
  const keys = arrowNavigation
    ? {}
    : {
        onKeyDown: (event: { key: string; stopPropagation: () => void }) => {
          if (['ArrowUp', 'ArrowDown', 'Home', 'End'].includes(event.key)) event.stopPropagation();
        },
      };
  if (type === 'single') {
    return (
      <RadixAccordion.Root {...shared} type="single" collapsible value={current[0] ?? ''} onValueChange={(next) => set(next ? [next] : [])}>
        <div {...keys}>{body}</div>
      </RadixAccordion.Root>
    );
  }
  return (
    <RadixAccordion.Root {...shared} type="multiple" value={current} onValueChange={set}>
      <div {...keys}>{body}</div>
    </RadixAccordion.Root>
  );
}

export interface AccordionItemProps extends CommonProps {
  /** Required. Unique identifier inside the accordion. */
  value: string;
  /** Required. Visible header text. */
  title: ReactNode;
  /** Short summary on the right of the header, e.g. a rating. */
  meta?: ReactNode;
  /** Prevents toggling; use sparingly. */
  disabled?: boolean;
  /** Keeps collapsed content in the DOM with `hidden="until-found"` so find-in-page works. */
  keepMounted?: boolean;
  /** Panel content. */
  children?: ReactNode;
  /** Forwarded to the item. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One section of an Accordion.
 *
 * @status stable
 * @since 0.1.0
 */
export function AccordionItem({
  value,
  title,
  meta,
  disabled = false,
  keepMounted = true,
  children,
  className,
  ref,
  ...rest
}: AccordionItemProps) {
  const level = useContext(HeadingContext);
  const Heading = `h${level}` as const;
  const { open, reveal } = useContext(OpenItemsContext);
  const isOpen = open.includes(value);
  const panel = useRef<HTMLDivElement>(null);
  // A closed, mounted panel is display:none by its data-state; "until-found" lets find-in-page search it and open it.
  // Radix never sets `hidden` on a force-mounted panel, so the attribute is ours to add and remove (before paint).
  useLayoutEffect(() => {
    const element = panel.current;
    if (!keepMounted || element === null) return;
    if (disabled || isOpen) {
      element.removeAttribute('hidden');
      return;
    }
    element.setAttribute('hidden', 'until-found');
    const onMatch = () => reveal(value);
    element.addEventListener('beforematch', onMatch);
    return () => element.removeEventListener('beforematch', onMatch);
  }, [keepMounted, disabled, isOpen, value, reveal]);
  return (
    <RadixAccordion.Item ref={ref} {...rest} value={value} disabled={disabled} className={classNames('hb-accordion__item', className)}>
      <RadixAccordion.Header asChild>
        <Heading className="hb-accordion__heading">
          <RadixAccordion.Trigger className="hb-accordion__trigger hb-focusable">
            <span className="hb-accordion__title">{title}</span>
            {meta ? <span className="hb-accordion__meta">{meta}</span> : null}
            <Icon name="chevronDown" size={20} className="hb-accordion__chevron" />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content ref={panel} className="hb-accordion__panel" {...(keepMounted ? { forceMount: true as const } : {})}>
        <div className="hb-accordion__body">{children}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}
