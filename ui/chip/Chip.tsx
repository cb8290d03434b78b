/**
 * Chip: a filter chip is a toggle button (aria-pressed); an input chip shows
 * a chosen value with a remove button, and Backspace or Delete removes it.
 */
import { type KeyboardEvent, type MouseEvent, type ReactNode, type Ref, useContext, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Icon } from '../icon/Icon';
import { ChipGroupContext } from './chip-group-context';
import '../shared/focus-ring.css';
import './chip.css';

export interface ChipProps extends CommonProps {
  /** Toggle button or removable value. */
  variant?: 'filter' | 'input';
  /** Height 24, 32 or 40px. */
  size?: 'small' | 'medium' | 'large';
  /** Identifier inside a `ChipGroup`. Required in a group. */
  value?: string;
  /** Controlled selected state of a standalone filter chip. */
  selected?: boolean;
  /** Initial selected state when uncontrolled. */
  defaultSelected?: boolean;
  /** Called when a standalone filter chip toggles. */
  onChange?: (selected: boolean, event: MouseEvent<HTMLButtonElement>) => void;
  /**
   * Result count shown after the label, e.g. "Sale (128)".
   *
   * @minimum 0
   * @maximum 1000000
   */
  count?: number;
  /** Leading icon; replaced by a check mark while selected. */
  icon?: ReactNode;
  /** Input chips: called by the remove button, Backspace or Delete. */
  onRemove?: (event: MouseEvent | KeyboardEvent) => void;
  /** Accessible name of the remove button; "{label} entfernen" when unset and the label is text. */
  removeLabel?: string;
  /** Disables the chip. */
  disabled?: boolean;
  /** The visible label. */
  children?: ReactNode;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A compact filter toggle or a removable chosen value.
 *
 * @status stable
 * @since 0.1.0
 */
export function Chip({
  variant = 'filter',
  size,
  value,
  selected,
  defaultSelected = false,
  onChange,
  count,
  icon,
  onRemove,
  removeLabel,
  disabled = false,
  children,
  className,
  ref,
  ...rest
}: ChipProps) {
  const group = useContext(ChipGroupContext);
  const [own, setOwn] = useState(defaultSelected);
  const resolvedSize = size ?? group?.size ?? 'medium';
  const isSelected = group && value !== undefined ? group.isSelected(value) : (selected ?? own);
  const classes = classNames(
    'hb-chip',
    `hb-chip--${variant}`,
    `hb-chip--${resolvedSize}`,
    isSelected && variant === 'filter' && 'hb-chip--selected',
    className,
  );
  const label = (
    <>
      <span className="hb-chip__label">{children}</span>
      {count === undefined ? null : <span className="hb-chip__count"> ({count})</span>}
    </>
  );
  if (variant === 'input') {
    const remove = (event: MouseEvent | KeyboardEvent) => {
      onRemove?.(event);
      group?.removed();
    };
    return (
      <span {...rest} className={classes}>
        {icon ? (
          <span className="hb-chip__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {label}
        <button
          ref={ref}
          type="button"
          className="hb-chip__remove hb-focusable"
          disabled={disabled}
          aria-label={removeLabel ?? (typeof children === 'string' ? `${children} entfernen` : 'Entfernen')}
          onClick={remove}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' || event.key === 'Delete') remove(event);
          }}
        >
          <Icon name="close" size={16} />
        </button>
      </span>
    );
  }
  return (
    <button
      ref={ref}
      {...rest}
      type="button"
      className={classNames(classes, 'hb-focusable')}
      aria-pressed={isSelected}
      disabled={disabled}
      onClick={(event) => {
        if (group && value !== undefined) group.toggle(value, event);
        else {
          if (selected === undefined) setOwn(!isSelected);
          onChange?.(!isSelected, event);
        }
      }}
    >
      {isSelected ? (
        <Icon name="check" size={16} />
      ) : icon ? (
        <span className="hb-chip__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {label}
    </button>
  );
}
