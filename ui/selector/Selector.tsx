/**
 * Selector: variant tiles (text, colour swatch or picture) as native radio
 * buttons in a fieldset, so arrow keys move the choice and forms submit it.
 * The legend shows the chosen option ("Speicher: 256 GB").
 */
import { type ChangeEvent, type ReactNode, type Ref, useId, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import type { FieldProps } from '../field/field-props';
import { Fieldset } from '../field/Fieldset';
import { useFieldIds } from '../field/use-field-ids';
import '../shared/visually-hidden.css';
import './selector.css';

/** One tile of a Selector. */
export interface SelectorOption {
  /** Option value, usually the variant's attribute value id. */
  value: string;
  /** Visible text, or the accessible name of swatch and image tiles. */
  label: string;
  /** Formatted difference, shown as "+ CHF 120.–". */
  priceDifference?: string;
  /** CSS colour for `swatch` tiles; the value from the product data, not a token. */
  swatch?: string;
  /** Image URL for `image` tiles. */
  image?: string;
  /** Out of stock: still selectable, marked with a line and text. */
  unavailable?: boolean;
  /** The combination does not exist: not selectable. */
  disabled?: boolean;
}

export interface SelectorProps extends CommonProps, FieldProps {
  /** Required. Attribute name; the selected option's label is appended ("Speicher: 256 GB"). */
  label: string;
  /** Required. The tiles. */
  options: SelectorOption[];
  /** Tile type. */
  variant?: 'text' | 'swatch' | 'image';
  /** Controlled selected value; `null` for none. */
  value?: string | null;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called when a tile is selected. */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Tile dimensions. */
  size?: 'small' | 'medium' | 'large';
  /** Hint or a size-chart link under the tiles, referenced by `aria-describedby`. */
  helpText?: ReactNode;
  /** Form name. */
  name?: string;
  /** Text added to the description of unavailable options. */
  unavailableLabel?: string;
  /** Forwarded to the fieldset. */
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * Pick a product variant such as colour, size or storage.
 *
 * @status stable
 * @since 0.1.0
 */
export function Selector({
  label,
  options,
  variant = 'text',
  value,
  defaultValue,
  onChange,
  size = 'medium',
  helpText,
  errorText,
  invalid = false,
  required = false,
  disabled = false,
  name,
  unavailableLabel = 'ausverkauft',
  className,
  ref,
  ...rest
}: SelectorProps) {
  const [own, setOwn] = useState(defaultValue ?? null);
  const current = value === undefined ? own : value;
  const ids = useFieldIds({ helpText, errorText, invalid });
  const base = useId();
  const chosen = options.find((option) => option.value === current);
  return (
    <Fieldset
      ref={ref}
      {...rest}
      disabled={disabled}
      aria-describedby={ids.describedBy}
      className={classNames('hb-selector', `hb-selector--${variant}`, `hb-selector--${size}`, invalid && 'hb-selector--invalid', className)}
      ids={ids}
      legend={chosen ? `${label}: ${chosen.label}` : label}
      helpText={helpText}
      errorText={errorText}
      size={size}
    >
      <div className="hb-selector__tiles">
        {options.map((option, index) => {
          const inputId = `${base}option-${index}`;
          const noteId = `${base}note-${index}`;
          return (
            <label
              key={option.value}
              htmlFor={inputId}
              className={classNames(
                'hb-selector__tile',
                option.unavailable && 'hb-selector__tile--unavailable',
                option.disabled && 'hb-selector__tile--disabled',
              )}
            >
              <input
                type="radio"
                id={inputId}
                className="hb-selector__input"
                name={name ?? `${base}name`}
                value={option.value}
                checked={current === option.value}
                disabled={option.disabled}
                required={required}
                aria-invalid={invalid || undefined}
                aria-describedby={option.unavailable ? noteId : undefined}
                onChange={(event) => {
                  if (value === undefined) setOwn(option.value);
                  onChange?.(option.value, event);
                }}
              />
              {variant === 'swatch' ? (
                <span className="hb-selector__swatch" style={{ background: option.swatch }} aria-hidden="true" />
              ) : null}
              {variant === 'image' && option.image ? <img className="hb-selector__image" src={option.image} alt="" /> : null}
              <span className={variant === 'text' ? 'hb-selector__label' : 'hb-visually-hidden'}>{option.label}</span>
              {option.priceDifference ? <span className="hb-selector__price">{option.priceDifference}</span> : null}
              {option.unavailable ? (
                <span id={noteId} className="hb-visually-hidden">
                  {unavailableLabel}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </Fieldset>
  );
}
