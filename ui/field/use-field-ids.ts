/**
 * Ids that tie a form control to its label, description, help and error
 * text, and the aria-describedby list that names the ones present. Every
 * field component uses it, so the wiring is the same everywhere.
 */
import { type ReactNode, useId } from 'react';

export interface FieldTexts {
  description?: ReactNode;
  helpText?: ReactNode;
  errorText?: ReactNode;
  invalid?: boolean;
}

export interface FieldIds {
  control: string;
  label: string;
  description: string;
  help: string;
  error: string;
  /** The ids of the texts that are shown, for aria-describedby; undefined when none. */
  describedBy: string | undefined;
  /** Whether the error text is shown (invalid with an error text). */
  showError: boolean;
}

export function useFieldIds(texts: FieldTexts, controlId?: string): FieldIds {
  const base = useId();
  const ids = {
    control: controlId ?? `${base}control`,
    label: `${base}label`,
    description: `${base}description`,
    help: `${base}help`,
    error: `${base}error`,
  };
  const showError = Boolean(texts.invalid && texts.errorText);
  const parts = [
    texts.description ? ids.description : null,
    showError ? ids.error : null,
    texts.helpText && !showError ? ids.help : null,
  ].filter((part): part is string => part !== null);
  return { ...ids, describedBy: parts.length > 0 ? parts.join(' ') : undefined, showError };
}
