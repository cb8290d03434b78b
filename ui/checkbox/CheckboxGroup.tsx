/** CheckboxGroup: a fieldset of Checkboxes that share a name and a list of checked values. */
import { type ChangeEvent, type ReactNode, type Ref, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { FieldMessages } from '../field/FieldMessages';
import { useFieldIds } from '../field/use-field-ids';
import { CheckboxGroupContext } from './checkbox-group-context';
import '../field/field.css';
import '../shared/visually-hidden.css';

export interface CheckboxGroupProps extends CommonProps {
  /** Required. Rendered as `<legend>`. */
  label: ReactNode;
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
  /** Help text for the whole group. */
  helpText?: ReactNode;
  /** Error for the whole group, shown when `invalid`. */
  errorText?: ReactNode;
  /** Marks the group invalid. */
  invalid?: boolean;
  /** At least one option is required. */
  required?: boolean;
  /** Disables every option. */
  disabled?: boolean;
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
    <fieldset ref={ref} {...rest} className={classNames('hb-fieldset', className)} aria-describedby={ids.describedBy} disabled={disabled}>
      <legend className={hideLabel ? 'hb-visually-hidden' : 'hb-fieldset__legend'}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className={classNames('hb-fieldset__options', orientation === 'horizontal' && 'hb-fieldset__options--horizontal')}>
        <CheckboxGroupContext value={state}>{children}</CheckboxGroupContext>
      </div>
      <FieldMessages ids={ids} helpText={helpText} errorText={errorText} size={size} />
    </fieldset>
  );
}
