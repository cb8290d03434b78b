/**
 * Tabs, TabList, Tab and TabPanel on Radix Tabs: arrow keys move between
 * tabs (Home and End jump), disabled tabs are skipped, and activation is
 * automatic or manual.
 */
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode, Ref } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { findFirstTabValue } from './find-first-tab';
import '../shared/focus-ring.css';
import '../shared/visually-hidden.css';
import './tabs.css';

export interface TabsProps extends CommonProps {
  /** Controlled selected tab. */
  value?: string;
  /** Initial selected tab when uncontrolled; the first enabled tab when unset. */
  defaultValue?: string;
  /** Called with the value of the tab that was selected. */
  onChange?: (value: string) => void;
  /** Whether arrow keys select (automatic) or only move focus (manual, then Enter or Space). */
  activation?: 'automatic' | 'manual';
  /** Visual kind. */
  variant?: 'line' | 'contained';
  /** 36px or 48px tabs. */
  size?: 'small' | 'medium';
  /** Tabs share the full width. */
  fullWidth?: boolean;
  /** A TabList and its TabPanels. */
  children?: ReactNode;
  /** Forwarded to the root. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A set of tabs and the panels they show.
 *
 * @status stable
 * @since 0.1.0
 */
export function Tabs({
  value,
  defaultValue,
  onChange,
  activation = 'automatic',
  variant = 'line',
  size = 'medium',
  fullWidth = false,
  children,
  className,
  ref,
  ...rest
}: TabsProps) {
  const initial = defaultValue ?? findFirstTabValue(children, (type) => type === Tab);
  const state = value === undefined ? (initial === undefined ? {} : { defaultValue: initial }) : { value };
  return (
    <RadixTabs.Root
      ref={ref}
      {...rest}
      {...state}
      {...(onChange ? { onValueChange: onChange } : {})}
      activationMode={activation}
      className={classNames('hb-tabs', `hb-tabs--${variant}`, `hb-tabs--${size}`, fullWidth && 'hb-tabs--full-width', className)}
    >
      {children}
    </RadixTabs.Root>
  );
}

export interface TabListProps extends CommonProps {
  /** Accessible name of the tab list. Required unless `labelledBy` is set. */
  label?: string;
  /** Id of a visible heading that names the tabs. */
  labelledBy?: string;
  /** The Tab elements. */
  children?: ReactNode;
  /** Forwarded to the `tablist`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The row of tabs; arrow keys move along it.
 *
 * @status stable
 * @since 0.1.0
 */
export function TabList({ label, labelledBy, children, className, ref, ...rest }: TabListProps) {
  return (
    <RadixTabs.List
      ref={ref}
      {...rest}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={classNames('hb-tabs__list', className)}
    >
      {children}
    </RadixTabs.List>
  );
}

export interface TabProps extends CommonProps {
  /** Key shared with its panel. Required. */
  value: string;
  /** The label. */
  children?: ReactNode;
  /** 20px icon before the label, hidden from assistive technology. */
  icon?: ReactNode;
  /**
   * Count after the label, read as part of the name: "Retouren, 2" (named by its content, so the name holds the visible label and count).
   *
   * @minimum 0
   * @maximum 1000000
   */
  count?: number;
  /** Not selectable; skipped by arrow keys. */
  disabled?: boolean;
  /** Forwarded to the `tab` button. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * One tab; selecting it shows the TabPanel with the same value.
 *
 * @status stable
 * @since 0.1.0
 */
export function Tab({ value, children, icon, count, disabled = false, className, ref, ...rest }: TabProps) {
  return (
    <RadixTabs.Trigger
      ref={ref}
      {...rest}
      value={value}
      disabled={disabled}
      className={classNames('hb-tabs__tab', 'hb-focusable', className)}
    >
      {icon ? (
        <span className="hb-tabs__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span>{children}</span>
      {count === undefined ? null : (
        <span className="hb-tabs__count">
          <span className="hb-visually-hidden">, </span>
          {count}
        </span>
      )}
    </RadixTabs.Trigger>
  );
}

export interface TabPanelProps extends CommonProps {
  /** Key of its tab. Required. */
  value: string;
  /** Keeps the panel in the DOM when hidden (to keep form state). */
  keepMounted?: boolean;
  /** Adds `tabIndex={0}` so keyboard users reach a panel that has no focusable content; set `false` when it has. */
  focusable?: boolean;
  /** The panel content. */
  children?: ReactNode;
  /** Forwarded to the `tabpanel`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The content shown while its tab is selected.
 *
 * @status stable
 * @since 0.1.0
 */
export function TabPanel({ value, keepMounted = false, focusable = true, children, className, ref, ...rest }: TabPanelProps) {
  return (
    <RadixTabs.Content
      ref={ref}
      {...rest}
      value={value}
      {...(keepMounted ? { forceMount: true as const } : {})}
      tabIndex={focusable ? 0 : undefined}
      className={classNames('hb-tabs__panel', 'hb-focusable', className)}
    >
      {children}
    </RadixTabs.Content>
  );
}
