/** The help or error line under a field, with the ids its control references. */
import type { ReactNode } from 'react';
import { HelpText } from '../help-text/HelpText';
import type { FieldIds } from './use-field-ids';

export interface FieldMessagesProps {
  ids: FieldIds;
  helpText?: ReactNode;
  errorText?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** Extra text at the end of the help line, such as a character counter. */
  extra?: ReactNode;
}

export function FieldMessages({ ids, helpText, errorText, size = 'medium', extra }: FieldMessagesProps) {
  if (ids.showError) {
    return (
      <HelpText id={ids.error} variant="error" size={size}>
        {errorText}
      </HelpText>
    );
  }
  if (!helpText && !extra) return null;
  return (
    <HelpText id={ids.help} size={size}>
      {helpText}
      {extra}
    </HelpText>
  );
}
