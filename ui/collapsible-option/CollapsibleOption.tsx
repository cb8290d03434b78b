/**
 * CollapsibleOptionGroup and CollapsibleOption: a fieldset of native radio
 * buttons (or checkboxes) where the chosen option reveals its panel, such as
 * delivery choices with an address form. Arrow keys move between radios
 * natively; panels of deselected options keep their values by default.
 */
import { type ChangeEvent, type ReactNode, type Ref, createContext, useContext, useId, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { FieldMessages } from '../field/FieldMessages';
import { useFieldIds } from '../field/use-field-ids';
import '../field/field.css';
import './collapsible-option.css';

interface GroupState {
  type: 'single' | 'multiple';
  name: string;
  keepValues: boolean;
  disabled: boolean;
  required: boolean;
  isSelected: (value: string) => boolean;
  select: (value: string, checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
}

const GroupContext = createContext<GroupState | null>(null);

export interface CollapsibleOptionGroupProps extends CommonProps {
  /** Required. Legend of the group. */
  label: ReactNode;
  /** Radio or checkbox semantics. */
  type?: 'single' | 'multiple';
  /** Controlled selection: a value (single) or a list of values (multiple). */
  value?: string | string[];
  /** Initial selection when uncontrolled. */
  defaultValue?: string | string[];
  /** Called when the selection changes. */
  onChange?: (value: string | string[], event: ChangeEvent<HTMLInputElement>) => void;
  /** Form name of the inputs. */
  name?: string;
  /** Help text below the legend. */
  helpText?: ReactNode;
  /** Error shown when `invalid`. */
  errorText?: ReactNode;
  /** Marks the group invalid. */
  invalid?: boolean;
  /** A choice is required (single) or at least one (multiple). */
  required?: boolean;
  /** Disables all options. */
  disabled?: boolean;
  /** Keeps panel content mounted but hidden after deselection, so entered values survive. */
  keepValues?: boolean;
  /** The CollapsibleOption elements. */
  children?: ReactNode;
  /** Forwarded to the fieldset. */
  ref?: Ref<HTMLFieldSetElement>;
}

const asList = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Options whose details unfold when chosen.
 *
 * @status stable
 * @since 0.1.0
 */
export function CollapsibleOptionGroup({
  label,
  type = 'single',
  value,
  defaultValue,
  onChange,
  name,
  helpText,
  errorText,
  invalid = false,
  required = false,
  disabled = false,
  keepValues = true,
  children,
  className,
  ref,
  ...rest
}: CollapsibleOptionGroupProps) {
  const [own, setOwn] = useState(asList(defaultValue));
  const current = value === undefined ? own : asList(value);
  const ids = useFieldIds({ helpText, errorText, invalid });
  const ownName = useId();
  const state: GroupState = {
    type,
    name: name ?? ownName,
    keepValues,
    disabled,
    required,
    isSelected: (option) => current.includes(option),
    select: (option, checked, event) => {
      const next =
        type === 'single' ? [option] : checked ? [...current.filter((v) => v !== option), option] : current.filter((v) => v !== option);
      if (value === undefined) setOwn(next);
      onChange?.(type === 'single' ? option : next, event);
    },
  };
  return (
    <fieldset
      ref={ref}
      {...rest}
      disabled={disabled}
      aria-describedby={ids.describedBy}
      className={classNames('hb-fieldset', 'hb-collapsible-options', invalid && 'hb-collapsible-options--invalid', className)}
    >
      <legend className="hb-fieldset__legend">{label}</legend>
      <FieldMessages ids={ids} helpText={helpText} errorText={errorText} />
      <div className="hb-collapsible-options__list">
        <GroupContext value={state}>{children}</GroupContext>
      </div>
    </fieldset>
  );
}

export interface CollapsibleOptionProps {
  /** Required. Option value. */
  value: string;
  /** Required. Option name. */
  label: ReactNode;
  /** Condition or date under the label. */
  description?: ReactNode;
  /** Price or logo at the end of the label row. */
  meta?: ReactNode;
  /** Disables this option; explain why in `description`. */
  disabled?: boolean;
  /** Panel content, shown while selected. */
  children?: ReactNode;
}

/**
 * One option of a CollapsibleOptionGroup.
 *
 * @status stable
 * @since 0.1.0
 */
export function CollapsibleOption({ value, label, description, meta, disabled = false, children }: CollapsibleOptionProps) {
  const group = useContext(GroupContext);
  const base = useId();
  if (!group) throw new Error('CollapsibleOption must be inside a CollapsibleOptionGroup.');
  const selected = group.isSelected(value);
  const panelId = `${base}panel`;
  return (
    <div className={classNames('hb-collapsible-option', selected && 'hb-collapsible-option--selected')}>
      <label className="hb-collapsible-option__row" htmlFor={`${base}input`}>
        <input
          id={`${base}input`}
          type={group.type === 'single' ? 'radio' : 'checkbox'}
          className="hb-collapsible-option__input"
          name={group.name}
          value={value}
          checked={selected}
          disabled={disabled || group.disabled}
          required={group.required && group.type === 'single'}
          aria-describedby={description ? `${base}description` : undefined}
          aria-controls={children ? panelId : undefined}
          onChange={(event) => group.select(value, event.target.checked, event)}
        />
        <span className="hb-collapsible-option__text">
          <span className="hb-collapsible-option__label">{label}</span>
          {description ? (
            <span id={`${base}description`} className="hb-collapsible-option__description">
              {description}
            </span>
          ) : null}
        </span>
        {meta ? <span className="hb-collapsible-option__meta">{meta}</span> : null}
      </label>
      {children && (selected || group.keepValues) ? (
        <div id={panelId} className="hb-collapsible-option__panel" hidden={!selected}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
