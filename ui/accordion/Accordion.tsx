/**
 * Accordion and AccordionItem on Radix Accordion: each header is a button in
 * a heading; Up/Down, Home and End move between headers; Enter and Space
 * toggle. Collapsed panels stay in the DOM with hidden="until-found" so
 * find-in-page reaches them.
 */
import * as RadixAccordion from '@radix-ui/react-accordion';
import { type ReactNode, type Ref, createContext, useContext, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Icon } from '../icon/Icon';
import '../shared/focus-ring.css';
import './accordion.css';

const HeadingContext = createContext<2 | 3 | 4 | 5 | 6>(3);

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

/** A stack of sections that expand and collapse. */
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
  const body = <HeadingContext value={headingLevel}>{children}</HeadingContext>;
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

/** One section of an Accordion. */
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
      <RadixAccordion.Content
        className="hb-accordion__panel"
        {...(keepMounted ? { forceMount: true as const, hiddenUntilFound: true } : {})}
      >
        <div className="hb-accordion__body">{children}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}
