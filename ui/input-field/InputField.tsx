/**
 * InputField: a labelled text input (or growing textarea) whose help text,
 * error and counter are wired to it with aria-describedby; the error
 * replaces the help text while `invalid`.
 */
import { type ChangeEvent, type ReactNode, type Ref, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { FieldMessages } from '../field/FieldMessages';
import { useFieldIds } from '../field/use-field-ids';
import '../field/field.css';
import './input-field.css';

export interface InputFieldProps extends CommonProps {
  /** Required. Visible label above the field. */
  label: ReactNode;
  /** Input type. Prefer `inputMode="numeric"` over `number` for codes. */
  type?: 'text' | 'email' | 'tel' | 'password' | 'url' | 'number';
  /** Virtual keyboard hint, such as `numeric` for postal codes. */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'url' | 'search';
  /** Native autocomplete token, such as `postal-code`. */
  autoComplete?: string;
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called on every change. */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Height 32, 40 or 48px. */
  size?: 'small' | 'medium' | 'large';
  /** Hint below the field. */
  helpText?: ReactNode;
  /** Error below the field; replaces the help text while `invalid`. */
  errorText?: ReactNode;
  /** Shows the error state and sets `aria-invalid`. */
  invalid?: boolean;
  /** Native `required`. */
  required?: boolean;
  /** Appends "(optional)" to the label. */
  optional?: boolean;
  /** Text of the optional marker. */
  optionalLabel?: string;
  /** Disables the field. */
  disabled?: boolean;
  /** Shows the value without a border; still focusable. */
  readOnly?: boolean;
  /** Form field name. */
  name?: string;
  /** Text or icon at the start, e.g. "CHF". */
  prefix?: ReactNode;
  /** Text or icon at the end, e.g. "cm". */
  suffix?: ReactNode;
  /** A small tertiary `Button` at the end of the field. */
  action?: ReactNode;
  /** Renders a `<textarea>` that grows with its content. */
  multiline?: boolean;
  /**
   * Initial rows of a multi-line field (maximum 10 before scrolling).
   *
   * @minimum 1
   * @maximum 10
   */
  rows?: number;
  /**
   * Native limit.
   *
   * @minimum 0
   * @maximum 10000
   */
  maxLength?: number;
  /** Shows "120 / 500" next to the help text; needs `maxLength`. */
  showCounter?: boolean;
  /** Rarely needed; never a replacement for `label` or `helpText`. */
  placeholder?: string;
  /** Forwarded to the input. */
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A single- or multi-line text field with label and messages.
 *
 * @status stable
 * @since 0.1.0
 */
export function InputField({
  label,
  type = 'text',
  inputMode,
  autoComplete,
  value,
  defaultValue = '',
  onChange,
  size = 'medium',
  helpText,
  errorText,
  invalid = false,
  required = false,
  optional = false,
  optionalLabel = '(optional)',
  disabled = false,
  readOnly = false,
  name,
  prefix,
  suffix,
  action,
  multiline = false,
  rows = 3,
  maxLength,
  showCounter = false,
  placeholder,
  className,
  id,
  ref,
  ...rest
}: InputFieldProps) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const counter = showCounter && maxLength !== undefined ? `${current.length} / ${maxLength}` : null;
  const ids = useFieldIds({ helpText: helpText ?? counter, errorText, invalid }, id);
  const handle = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (value === undefined) setOwn(event.target.value);
    onChange?.(event.target.value, event);
  };
  const shared = {
    id: ids.control,
    name,
    value: current,
    onChange: handle,
    required,
    disabled,
    readOnly,
    maxLength,
    placeholder,
    'aria-invalid': invalid || undefined,
    'aria-describedby': ids.describedBy,
    className: 'hb-input-field__control',
  };
  return (
    <div
      {...rest}
      className={classNames(
        'hb-field',
        'hb-input-field',
        `hb-input-field--${size}`,
        invalid && 'hb-input-field--invalid',
        readOnly && 'hb-input-field--read-only',
        className,
      )}
    >
      <label className="hb-field__label" htmlFor={ids.control}>
        {label}
        {optional ? <span className="hb-field__optional"> {optionalLabel}</span> : null}
      </label>
      <div className="hb-input-field__box">
        {prefix ? <span className="hb-input-field__affix">{prefix}</span> : null}
        {multiline ? (
          <textarea ref={ref} {...shared} rows={Math.min(rows, 10)} />
        ) : (
          <input ref={ref} {...shared} type={type} inputMode={inputMode} autoComplete={autoComplete} />
        )}
        {suffix ? <span className="hb-input-field__affix">{suffix}</span> : null}
        {action ? <span className="hb-input-field__action">{action}</span> : null}
      </div>
      <FieldMessages
        ids={ids}
        helpText={helpText}
        errorText={errorText}
        size={size}
        extra={counter && helpText ? <span className="hb-input-field__counter">{counter}</span> : helpText ? null : counter}
      />
    </div>
  );
}
