/**
 * The visible name of a form field: the legend of a fieldset, the label of a
 * control it can point at with `for`, or a span the control names itself by
 * with aria-labelledby (a custom trigger, a file input behind its button).
 */
import type { ReactNode } from 'react';
import '../shared/visually-hidden.css';
import './field.css';

export interface FieldLabelProps {
  /** `legend` inside a fieldset; `label` with `htmlFor`; `span` for a control labelled by the id. */
  as: 'legend' | 'label' | 'span';
  id: string;
  /** The control's id, with `as="label"`. */
  htmlFor?: string | undefined;
  /** Keeps the name for assistive technology only. */
  hidden?: boolean;
  /**
   * Adds an asterisk hidden from assistive technology. Only a group of
   * checkboxes needs it: it has no native required state, while the other
   * fields expose theirs and follow the forms pattern's "no asterisk".
   */
  requiredMark?: boolean;
  children: ReactNode;
}

export function FieldLabel({ as, id, htmlFor, hidden = false, requiredMark = false, children }: FieldLabelProps) {
  const className = hidden ? 'hb-visually-hidden' : as === 'legend' ? 'hb-fieldset__legend' : 'hb-field__label';
  const content = (
    <>
      {children}
      {requiredMark ? <span aria-hidden="true"> *</span> : null}
    </>
  );
  if (as === 'legend') {
    return (
      <legend id={id} className={className}>
        {content}
      </legend>
    );
  }
  if (as === 'label') {
    return (
      <label id={id} htmlFor={htmlFor} className={className}>
        {content}
      </label>
    );
  }
  return (
    <span id={id} className={className}>
      {content}
    </span>
  );
}
