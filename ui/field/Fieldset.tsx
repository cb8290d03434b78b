/**
 * The chrome of a group field (CheckboxGroup, RadioGroup, Selector): a
 * fieldset named by its legend, the options, and the help or error line.
 * The component sets the fieldset's own attributes (disabled,
 * aria-describedby), since a Radix radio group carries them on its root.
 */
import type { FieldsetHTMLAttributes, ReactNode, Ref } from 'react';
import { classNames } from '../shared/class-names';
import { FieldLabel } from './FieldLabel';
import { FieldMessages } from './FieldMessages';
import type { FieldIds } from './use-field-ids';
import './field.css';

export interface FieldsetProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'children'> {
  ids: FieldIds;
  legend: ReactNode;
  hideLegend?: boolean;
  requiredMark?: boolean;
  helpText?: ReactNode;
  errorText?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** The options, between the legend and the messages. */
  children?: ReactNode;
  ref?: Ref<HTMLFieldSetElement> | undefined;
}

export function Fieldset({
  ids,
  legend,
  hideLegend = false,
  requiredMark = false,
  helpText,
  errorText,
  size = 'medium',
  className,
  children,
  ref,
  ...rest
}: FieldsetProps) {
  return (
    <fieldset ref={ref} {...rest} className={classNames('hb-fieldset', className)}>
      <FieldLabel as="legend" id={ids.label} hidden={hideLegend} requiredMark={requiredMark}>
        {legend}
      </FieldLabel>
      {children}
      <FieldMessages ids={ids} helpText={helpText} errorText={errorText} size={size} />
    </fieldset>
  );
}

/** The class names of the options' container: a column, or a wrapping row. */
export function fieldsetOptionsClass(orientation: 'vertical' | 'horizontal'): string {
  return classNames('hb-fieldset__options', orientation === 'horizontal' && 'hb-fieldset__options--horizontal');
}
