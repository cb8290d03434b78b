/**
 * ToggleSwitch: a native checkbox with role="switch", so the browser gives
 * Space activation and form submission; description, help and error are
 * wired with aria-describedby. `pending` keeps it busy during a save.
 */
import { type ChangeEvent, type ReactNode, type Ref, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { FieldMessages } from '../field/FieldMessages';
import { useFieldIds } from '../field/use-field-ids';
import '../field/field.css';
import './toggle-switch.css';

export interface ToggleSwitchProps extends CommonProps {
  /** Required. Name of the setting. */
  label: ReactNode;
  /** One line explaining the effect; linked with `aria-describedby`. */
  description?: ReactNode;
  /** Controlled state. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called when the user flips the switch. */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** Shows a busy thumb, sets `aria-busy` and ignores input. */
  pending?: boolean;
  /** Label before the switch (settings rows) or after it. */
  labelPosition?: 'start' | 'end';
  /** Track 32, 40 or 48px wide. */
  size?: 'small' | 'medium' | 'large';
  /** Additional hint under the description. */
  helpText?: ReactNode;
  /** Error shown when `invalid`, e.g. after a failed save. */
  errorText?: ReactNode;
  /** Marks the switch invalid. */
  invalid?: boolean;
  /** Disables the switch. */
  disabled?: boolean;
  /** Form name; the switch submits `value` when on. */
  name?: string;
  /** Submitted value when on. */
  value?: string;
  /** Forwarded to the input. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off setting that takes effect at once.
 *
 * @status stable
 * @since 0.1.0
 */
export function ToggleSwitch({
  label,
  description,
  checked,
  defaultChecked = false,
  onChange,
  pending = false,
  labelPosition = 'start',
  size = 'medium',
  helpText,
  errorText,
  invalid = false,
  disabled = false,
  name,
  value = 'on',
  className,
  id,
  ref,
  ...rest
}: ToggleSwitchProps) {
  const [own, setOwn] = useState(defaultChecked);
  const isOn = checked ?? own;
  const ids = useFieldIds({ description, helpText, errorText, invalid }, id);
  const handle = (event: ChangeEvent<HTMLInputElement>) => {
    if (pending) return;
    if (checked === undefined) setOwn(event.target.checked);
    onChange?.(event.target.checked, event);
  };
  return (
    <div
      {...rest}
      className={classNames(
        'hb-toggle-switch',
        `hb-toggle-switch--${size}`,
        `hb-toggle-switch--label-${labelPosition}`,
        pending && 'hb-toggle-switch--pending',
        className,
      )}
    >
      <div className="hb-toggle-switch__row">
        <label className="hb-toggle-switch__label" htmlFor={ids.control}>
          {label}
        </label>
        <span className="hb-toggle-switch__track">
          <input
            ref={ref}
            type="checkbox"
            role="switch"
            aria-checked={isOn}
            id={ids.control}
            className="hb-toggle-switch__input"
            checked={isOn}
            onChange={handle}
            disabled={disabled}
            name={name}
            value={value}
            aria-busy={pending || undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={ids.describedBy}
          />
          <span className="hb-toggle-switch__thumb" aria-hidden="true" />
        </span>
      </div>
      {description ? (
        <p id={ids.description} className="hb-field__description">
          {description}
        </p>
      ) : null}
      <FieldMessages ids={ids} helpText={helpText} errorText={errorText} size={size} />
    </div>
  );
}
