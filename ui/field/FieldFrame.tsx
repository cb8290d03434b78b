/**
 * The chrome of a single-control field (Dropdown, Upload): the label above,
 * the control, the help or error line below, then anything that belongs
 * under the field (Upload's file list).
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../shared/class-names';
import { FieldLabel } from './FieldLabel';
import { FieldMessages } from './FieldMessages';
import type { FieldIds } from './use-field-ids';
import './field.css';

export interface FieldFrameProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  ids: FieldIds;
  label: ReactNode;
  hideLabel?: boolean;
  /** A `<label for>` this control; without it the label is a span the control names itself by with aria-labelledby. */
  labelFor?: string | undefined;
  helpText?: ReactNode;
  errorText?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** The control, between the label and the messages. */
  children?: ReactNode;
  /** Below the messages. */
  after?: ReactNode;
}

export function FieldFrame({
  ids,
  label,
  hideLabel = false,
  labelFor,
  helpText,
  errorText,
  size = 'medium',
  className,
  children,
  after,
  ...rest
}: FieldFrameProps) {
  return (
    <div {...rest} className={classNames('hb-field', className)}>
      <FieldLabel as={labelFor === undefined ? 'span' : 'label'} id={ids.label} htmlFor={labelFor} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {children}
      <FieldMessages ids={ids} helpText={helpText} errorText={errorText} size={size} />
      {after}
    </div>
  );
}
