/** ChipGroup: a named group of chips that owns the selected filter values. */
import { type MouseEvent, type ReactNode, type Ref, type RefObject, useId, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { ChipGroupContext } from './chip-group-context';
import '../shared/visually-hidden.css';
import './chip.css';

export interface ChipGroupProps extends CommonProps {
  /** Required. Accessible name of the group ("Schnellfilter"); visually hidden unless `showLabel`. */
  label: string;
  /** Shows the label above the chips. */
  showLabel?: boolean;
  /** Controlled list of selected filter chip values. */
  value?: string[];
  /** Initial selection when uncontrolled. */
  defaultValue?: string[];
  /** Called with the new selection. */
  onChange?: (value: string[], event: MouseEvent<HTMLButtonElement>) => void;
  /** Size for all chips. */
  size?: 'small' | 'medium' | 'large';
  /** `scroll` keeps one row and scrolls horizontally (filter bar on `xs`). */
  overflow?: 'wrap' | 'scroll';
  /** Receives focus when the last input chip is removed. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The Chip elements. */
  children?: ReactNode;
  /** Forwarded to the group element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Several chips under one name.
 *
 * @status stable
 * @since 0.1.0
 */
export function ChipGroup({
  label,
  showLabel = false,
  value,
  defaultValue = [],
  onChange,
  size = 'medium',
  overflow = 'wrap',
  returnFocusRef,
  children,
  className,
  ref,
  ...rest
}: ChipGroupProps) {
  const [own, setOwn] = useState(defaultValue);
  const ownId = useId();
  const groupId = rest.id ?? ownId;
  const current = value ?? own;
  const state = {
    size,
    isSelected: (option: string) => current.includes(option),
    toggle: (option: string, event: MouseEvent<HTMLButtonElement>) => {
      const next = current.includes(option) ? current.filter((v) => v !== option) : [...current, option];
      if (value === undefined) setOwn(next);
      onChange?.(next, event);
    },
    removed: () => {
      // The removed chip unmounts on the next render; then the group may be empty.
      setTimeout(() => {
        const group = document.getElementById(groupId);
        if (group && !group.querySelector('.hb-chip')) returnFocusRef?.current?.focus();
      });
    },
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: chips are toggle buttons, not form fields, so a fieldset would misstate them.
    <div
      ref={ref}
      {...rest}
      id={groupId}
      role="group"
      aria-label={label}
      className={classNames('hb-chip-group', `hb-chip-group--${overflow}`, className)}
    >
      {showLabel ? (
        <span className="hb-chip-group__label" aria-hidden="true">
          {label}
        </span>
      ) : null}
      <div className="hb-chip-group__chips">
        <ChipGroupContext value={state}>{children}</ChipGroupContext>
      </div>
    </div>
  );
}
