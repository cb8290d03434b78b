/**
 * RadioGroup and Radio on Radix Radio Group: one tab stop for the group,
 * arrow keys move and select, and a legend names the group. Each option's
 * description is tied to it with aria-describedby.
 */
import * as RadixRadio from '@radix-ui/react-radio-group';
import { type ReactNode, type Ref, createContext, useContext, useId } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import type { FieldProps } from '../field/field-props';
import { Fieldset, fieldsetOptionsClass } from '../field/Fieldset';
import { useFieldIds } from '../field/use-field-ids';
import './radio-button.css';

const SizeContext = createContext<'small' | 'medium' | 'large'>('medium');

export interface RadioGroupProps extends CommonProps, FieldProps {
  /** Keeps the legend for assistive technology only, when a visible heading already names the group. */
  hideLabel?: boolean;
  /** Controlled selected value; `null` for none. */
  value?: string | null;
  /** Initial selection when uncontrolled. */
  defaultValue?: string;
  /** Called with the value of the option that was selected. */
  onChange?: (value: string) => void;
  /** Shared `name` of the inputs; set it for form submission. */
  name?: string;
  /** Layout; horizontal groups wrap to vertical on `xs`. */
  orientation?: 'vertical' | 'horizontal';
  /** Circle 16, 20 or 24px. */
  size?: 'small' | 'medium' | 'large';
  /** The Radio options. */
  children?: ReactNode;
  /** Forwarded to the fieldset. */
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * A set of mutually exclusive options under one legend.
 *
 * @status stable
 * @since 0.1.0
 */
export function RadioGroup({
  label,
  hideLabel = false,
  value,
  defaultValue,
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
}: RadioGroupProps) {
  const ids = useFieldIds({ helpText, errorText, invalid });
  const state = value === undefined ? (defaultValue === undefined ? {} : { defaultValue }) : { value: value ?? '' };
  return (
    <Fieldset
      ref={ref}
      {...rest}
      className={classNames('hb-radio-group', `hb-radio-group--${size}`, className)}
      ids={ids}
      legend={label}
      hideLegend={hideLabel}
      helpText={helpText}
      errorText={errorText}
      size={size}
    >
      <RadixRadio.Root
        {...state}
        {...(onChange ? { onValueChange: onChange } : {})}
        {...(name === undefined ? {} : { name })}
        orientation={orientation}
        required={required}
        disabled={disabled}
        aria-labelledby={ids.label}
        aria-describedby={ids.describedBy}
        aria-invalid={invalid || undefined}
        className={fieldsetOptionsClass(orientation)}
      >
        <SizeContext value={size}>{children}</SizeContext>
      </RadixRadio.Root>
    </Fieldset>
  );
}

export interface RadioProps {
  /** Required. Option value. */
  value: string;
  /** Required. Visible option label. */
  label: ReactNode;
  /** Second line, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Disables this option. */
  disabled?: boolean;
  /** Id of the radio control. */
  id?: string;
  /** Hook for tests; passed to the radio control. */
  'data-testid'?: string;
  /** Forwarded to the radio control. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * One option of a RadioGroup.
 *
 * @status stable
 * @since 0.1.0
 */
export function Radio({ value, label, description, disabled = false, id, ref, ...rest }: RadioProps) {
  const size = useContext(SizeContext);
  const base = useId();
  const controlId = id ?? `${base}radio`;
  const descriptionId = `${base}description`;
  return (
    <div className={classNames('hb-radio', `hb-radio--${size}`)}>
      <RadixRadio.Item
        ref={ref}
        {...rest}
        id={controlId}
        value={value}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        className="hb-radio__control hb-focusable"
      >
        <RadixRadio.Indicator className="hb-radio__dot" />
      </RadixRadio.Item>
      <div className="hb-radio__text">
        <label htmlFor={controlId} className="hb-radio__label">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="hb-field__description">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
