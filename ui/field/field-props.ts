/**
 * The props every form field of @harbor/react shares (content/patterns/forms/code.md,
 * Shared field props). A field's props type extends this one, so each prop is
 * described once; the props tables list inherited props declared in the package,
 * so every field's table still shows them.
 */
import type { ReactNode } from 'react';

export interface FieldProps {
  /** Required. The visible name of the field: the `<legend>` of a group, the label of a single control. */
  label: ReactNode;
  /** Hint below the control, referenced by `aria-describedby`. */
  helpText?: ReactNode;
  /** Error message, shown instead of `helpText` when `invalid` and referenced by `aria-describedby`. */
  errorText?: ReactNode;
  /** Marks the field invalid and shows `errorText`. */
  invalid?: boolean;
  /** A value is required: an option chosen or checked, or a file added. */
  required?: boolean;
  /** Disables the field and everything in it. */
  disabled?: boolean;
}
