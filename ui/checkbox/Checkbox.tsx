/**
 * Checkbox: a native checkbox with its label, description, help and error
 * texts wired by aria-describedby; supports the mixed (indeterminate) state.
 * Inside a CheckboxGroup the group owns its checked state.
 */
import { type ChangeEvent, type ReactNode, type Ref, useContext, useEffect, useRef, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { FieldMessages } from '../field/FieldMessages';
import { useFieldIds } from '../field/use-field-ids';
import { CheckboxGroupContext } from './checkbox-group-context';
import '../field/field.css';
import './checkbox.css';

export interface CheckboxProps extends CommonProps {
  /** Required. Visible label; may contain a `Link`. */
  label: ReactNode;
  /** Second line under the label. */
  description?: ReactNode;
  /** Controlled checked state. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called when the user toggles the box. */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** Shows the mixed state (a dash); cleared by the next user toggle. */
  indeterminate?: boolean;
  /** Submitted form value; identifies the checkbox inside a `CheckboxGroup`. */
  value?: string;
  /** Form field name; inherited from the group. */
  name?: string;
  /** Box 16, 20 or 24px. */
  size?: 'small' | 'medium' | 'large';
  /** Help text below the label. */
  helpText?: ReactNode;
  /** Error message, shown when `invalid`. */
  errorText?: ReactNode;
  /** Marks the checkbox as invalid and sets `aria-invalid`. */
  invalid?: boolean;
  /** Native `required`. */
  required?: boolean;
  /** Disables the checkbox. */
  disabled?: boolean;
  /** Forwarded to the input. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A single yes/no choice with a visible label.
 *
 * @status stable
 * @since 0.1.0
 */
export function Checkbox({
  label,
  description,
  checked,
  defaultChecked = false,
  onChange,
  indeterminate = false,
  value = 'on',
  name,
  size,
  helpText,
  errorText,
  invalid = false,
  required = false,
  disabled = false,
  className,
  id,
  ref,
  ...rest
}: CheckboxProps) {
  const group = useContext(CheckboxGroupContext);
  const [own, setOwn] = useState(defaultChecked);
  const [mixed, setMixed] = useState(indeterminate);
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => setMixed(indeterminate), [indeterminate]);
  useEffect(() => {
    if (input.current) input.current.indeterminate = mixed;
  }, [mixed]);
  const ids = useFieldIds({ description, helpText, errorText, invalid }, id);
  const isChecked = group ? group.isChecked(value) : (checked ?? own);
  const resolvedSize = size ?? group?.size ?? 'medium';
  const handle = (event: ChangeEvent<HTMLInputElement>) => {
    setMixed(false);
    if (group) group.toggle(value, event.target.checked, event);
    else if (checked === undefined) setOwn(event.target.checked);
    onChange?.(event.target.checked, event);
  };
  return (
    <div {...rest} className={classNames('hb-checkbox', `hb-checkbox--${resolvedSize}`, invalid && 'hb-checkbox--invalid', className)}>
      <div className="hb-checkbox__row">
        <input
          ref={(node) => {
            input.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          type="checkbox"
          id={ids.control}
          className="hb-checkbox__input"
          name={name ?? group?.name}
          value={value}
          checked={isChecked}
          onChange={handle}
          required={required}
          disabled={disabled || group?.disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy}
          aria-checked={mixed ? 'mixed' : undefined}
        />
        <label className="hb-checkbox__label" htmlFor={ids.control}>
          {label}
        </label>
      </div>
      {description ? (
        <p id={ids.description} className="hb-field__description hb-checkbox__indent">
          {description}
        </p>
      ) : null}
      <div className="hb-checkbox__indent">
        <FieldMessages ids={ids} helpText={helpText} errorText={errorText} size={resolvedSize} />
      </div>
    </div>
  );
}
