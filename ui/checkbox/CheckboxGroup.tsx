/** CheckboxGroup: a fieldset of Checkboxes that share a name and a list of checked values. */
import { type ChangeEvent, type ReactNode, type Ref, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import type { FieldProps } from '../field/field-props';
import { Fieldset, fieldsetOptionsClass } from '../field/Fieldset';
import { useFieldIds } from '../field/use-field-ids';
import { CheckboxGroupContext } from './checkbox-group-context';

export interface CheckboxGroupProps extends CommonProps, FieldProps {
  /** Keeps the legend for assistive technology only (e.g. inside a titled accordion item). */
  hideLabel?: boolean;
  /** Controlled list of checked values. */
  value?: string[];
  /** Initially checked values. */
  defaultValue?: string[];
  /** Called with the new list. */
  onChange?: (value: string[], event: ChangeEvent<HTMLInputElement>) => void;
  /** Passed to every child checkbox. */
  name?: string;
  /** Layout of the options. */
  orientation?: 'vertical' | 'horizontal';
  /** Size for all children. */
  size?: 'small' | 'medium' | 'large';
  /** At least one option is required; the legend shows an asterisk, since a group of checkboxes has no native required state. */
  required?: boolean;
  /** The Checkbox elements. */
  children?: ReactNode;
  /** Forwarded to the fieldset. */
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * Several related checkboxes under one legend.
 *
 * @status stable
 * @since 0.1.0
 */
export function CheckboxGroup({
  label,
  hideLabel = false,
  value,
  defaultValue = [],
  onChange,
  name,
  orientation = 'vertical',
  size = 'medium',
  helpText,
  errorText,
  invalid = false,
  required = false,
  disabled = false,
  children,
  className,
  ref,
  ...rest
}: CheckboxGroupProps) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const ids = useFieldIds({ helpText, errorText, invalid });
  const state = {
    name,
    size,
    disabled,
    isChecked: (option: string) => current.includes(option),
    toggle: (option: string, checked: boolean, event: ChangeEvent<HTMLInputElement>) => {
      const next = checked ? [...current.filter((v) => v !== option), option] : current.filter((v) => v !== option);
      if (value === undefined) setOwn(next);
      onChange?.(next, event);
    },
  };
  return (
    <Fieldset
      ref={ref}
      {...rest}
      className={className}
      aria-describedby={ids.describedBy}
      disabled={disabled}
      ids={ids}
      legend={label}
      hideLegend={hideLabel}
      requiredMark={required}
      helpText={helpText}
      errorText={errorText}
      size={size}
    >
      <div className={fieldsetOptionsClass(orientation)}>
        <CheckboxGroupContext value={state}>{children}</CheckboxGroupContext>
      </div>
    </Fieldset>
  );
}
