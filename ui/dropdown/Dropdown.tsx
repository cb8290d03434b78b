/**
 * Dropdown: a labelled single choice from a list, on Radix Select (arrow
 * keys, Home/End, type-ahead, Escape, focus returned to the trigger), or a
 * native <select> on touch devices. Help and error text are wired with
 * aria-describedby.
 */
import * as RadixSelect from '@radix-ui/react-select';
import { type ChangeEvent, type Ref, useEffect, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import type { FieldProps } from '../field/field-props';
import { FieldFrame } from '../field/FieldFrame';
import { useFieldIds } from '../field/use-field-ids';
import { Icon } from '../icon/Icon';
import '../shared/focus-ring.css';
import './dropdown.css';

/** One choice of a Dropdown. */
export interface DropdownOption {
  value: string;
  label: string;
  description?: string;
  disabled?: boolean;
  group?: string;
}

export interface DropdownProps extends CommonProps, FieldProps {
  /** Required. The choices, optionally grouped by `group`. */
  options: DropdownOption[];
  /** Controlled selected value; `null` for none. */
  value?: string | null;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called when an option is chosen. */
  onChange?: (value: string) => void;
  /** Text shown while nothing is selected. */
  placeholder?: string;
  /** Trigger height 32, 40 or 48px. */
  size?: 'small' | 'medium' | 'large';
  /** `'auto'` uses a native `<select>` on coarse pointers (touch) and the custom list elsewhere. */
  native?: boolean | 'auto';
  /** Controlled open state of the list (custom rendering only). */
  open?: boolean;
  /** Initial open state. */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Form name; a hidden input submits the value in custom rendering. */
  name?: string;
  /** Visually hides the label, e.g. in the results toolbar where "Sortieren nach" is shown as a prefix. */
  hideLabel?: boolean;
  /** Forwarded to the trigger. */
  ref?: Ref<HTMLButtonElement>;
}

function useCoarsePointer(mode: boolean | 'auto'): boolean {
  const [coarse, setCoarse] = useState(mode === true);
  useEffect(() => {
    if (mode === 'auto' && typeof matchMedia === 'function') setCoarse(matchMedia('(pointer: coarse)').matches);
    else setCoarse(mode === true);
  }, [mode]);
  return coarse;
}

function grouped(options: DropdownOption[]): [string | undefined, DropdownOption[]][] {
  const groups = new Map<string | undefined, DropdownOption[]>();
  for (const option of options) groups.set(option.group, [...(groups.get(option.group) ?? []), option]);
  return [...groups.entries()];
}

/**
 * Choose one value from a list of options.
 *
 * @status stable
 * @since 0.1.0
 */
export function Dropdown({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  size = 'medium',
  native = 'auto',
  open,
  defaultOpen = false,
  onOpenChange,
  helpText,
  errorText,
  invalid = false,
  required = false,
  disabled = false,
  name,
  hideLabel = false,
  className,
  id,
  ref,
  ...rest
}: DropdownProps) {
  const ids = useFieldIds({ helpText, errorText, invalid }, id);
  const useNative = useCoarsePointer(native);
  const [own, setOwn] = useState(defaultValue ?? '');
  const current = value === undefined ? own : (value ?? '');
  const choose = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return (
    <FieldFrame
      {...rest}
      className={classNames('hb-dropdown', `hb-dropdown--${size}`, invalid && 'hb-dropdown--invalid', className)}
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      labelFor={useNative ? ids.control : undefined}
      helpText={helpText}
      errorText={errorText}
      size={size}
    >
      {useNative ? (
        <select
          id={ids.control}
          className="hb-dropdown__trigger hb-focusable"
          value={current}
          name={name}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => choose(event.target.value)}
        >
          {placeholder !== undefined || current === '' ? (
            <option value="" disabled>
              {placeholder ?? ''}
            </option>
          ) : null}
          {grouped(options).map(([group, items]) => {
            const list = items.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ));
            return group === undefined ? (
              list
            ) : (
              <optgroup key={group} label={group}>
                {list}
              </optgroup>
            );
          })}
        </select>
      ) : (
        <RadixSelect.Root
          value={current}
          onValueChange={choose}
          {...(open === undefined ? { defaultOpen } : { open })}
          {...(onOpenChange ? { onOpenChange } : {})}
          {...(name === undefined ? {} : { name })}
          required={required}
          disabled={disabled}
        >
          <RadixSelect.Trigger
            ref={ref}
            id={ids.control}
            className="hb-dropdown__trigger hb-focusable"
            aria-labelledby={ids.label}
            aria-describedby={ids.describedBy}
            aria-invalid={invalid || undefined}
          >
            <RadixSelect.Value placeholder={placeholder} />
            <RadixSelect.Icon className="hb-dropdown__chevron">
              <Icon name="chevronDown" size={20} />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className="hb-dropdown__list" position="popper" sideOffset={4}>
              <RadixSelect.Viewport>
                {grouped(options).map(([group, items]) => {
                  const list = items.map((option) => (
                    <RadixSelect.Item
                      key={option.value}
                      value={option.value}
                      disabled={option.disabled ?? false}
                      className="hb-dropdown__option"
                    >
                      <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                      {option.description ? <span className="hb-dropdown__description">{option.description}</span> : null}
                      <RadixSelect.ItemIndicator className="hb-dropdown__check">
                        <Icon name="check" size={16} />
                      </RadixSelect.ItemIndicator>
                    </RadixSelect.Item>
                  ));
                  return group === undefined ? (
                    list
                  ) : (
                    <RadixSelect.Group key={group}>
                      <RadixSelect.Label className="hb-dropdown__group">{group}</RadixSelect.Label>
                      {list}
                    </RadixSelect.Group>
                  );
                })}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </FieldFrame>
  );
}
