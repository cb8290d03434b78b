/**
 * SearchField: a search form with a labelled input, clear and submit
 * buttons, and optional suggestions as a combobox listbox (Up/Down move,
 * Enter chooses, Escape closes). The filter variant announces its result
 * count politely. The form is a search landmark named by the field's label,
 * so several fields on one page are distinct landmarks rather than several
 * unnamed ones a screen-reader user cannot tell apart.
 */
import { type ChangeEvent, type FormEvent, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref, useId, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Button } from '../button/Button';
import { CloseButton } from '../button/CloseButton';
import { FieldMessages } from '../field/FieldMessages';
import { useFieldIds } from '../field/use-field-ids';
import { Icon } from '../icon/Icon';
import { Spinner } from '../spinner/Spinner';
import '../field/field.css';
import '../shared/visually-hidden.css';
import './search-field.css';

/** One suggestion under a SearchField. */
export interface SearchSuggestion {
  id: string;
  label: string;
  group?: string;
  description?: string;
  image?: string;
  href?: string;
}

export interface SearchFieldProps extends CommonProps {
  /**
   * Required. Accessible name and, unless hidden, visible label. It also names the field's `search`
   * landmark, so a page with several search fields has one distinct landmark per field: give each field
   * on a page its own label.
   */
  label: string;
  /** Visually hides the label (header search only). */
  hideLabel?: boolean;
  /** Controlled query. */
  value?: string;
  /** Initial query when uncontrolled. */
  defaultValue?: string;
  /** Called on typing and with `''` when cleared. */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement> | MouseEvent) => void;
  /** Called on Enter or the submit button; call `event.preventDefault()` for client navigation. Not called for empty queries. */
  onSubmit?: (value: string, event: FormEvent<HTMLFormElement>) => void;
  /** Form action for the native submit. */
  action?: string;
  /** Name of the query parameter. */
  name?: string;
  /** Scope hint such as "Suchen in Lakeside". */
  placeholder?: string;
  /** Height 32, 40 or 48px. */
  size?: 'small' | 'medium' | 'large';
  /** `filter` hides the submit button and reports matches with `resultCount`. */
  variant?: 'catalogue' | 'filter';
  /** Suggestions shown as a listbox under the field. */
  suggestions?: SearchSuggestion[];
  /** Called when a suggestion is chosen. Without a handler, `href` is followed. */
  onSuggestionSelect?: (suggestion: SearchSuggestion, event: MouseEvent | KeyboardEvent) => void;
  /** Controlled open state of the suggestion list. */
  open?: boolean;
  /** Initial open state. */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Shows a spinner in place of the search icon. */
  loading?: boolean;
  /**
   * `filter` variant: number of matches, announced politely.
   *
   * @minimum 0
   * @maximum 1000000
   */
  resultCount?: number;
  /** `filter` variant: text of the announcement; by default "3 Treffer". */
  resultCountLabel?: (count: number) => string;
  /** Hint below the field. */
  helpText?: ReactNode;
  /** Error below the field, shown while `invalid`. */
  errorText?: ReactNode;
  /** Marks the field invalid. */
  invalid?: boolean;
  /** A query is required. */
  required?: boolean;
  /** Disables the field. */
  disabled?: boolean;
  /** Name of the clear button. */
  clearLabel?: string;
  /** Name of the submit button. */
  submitLabel?: string;
  /** Forwarded to the input. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The store search, or a filter over a list on the page.
 *
 * @status stable
 * @since 0.1.0
 */
export function SearchField({
  label,
  hideLabel = false,
  value,
  defaultValue = '',
  onChange,
  onSubmit,
  action,
  name = 'q',
  placeholder,
  size = 'medium',
  variant = 'catalogue',
  suggestions = [],
  onSuggestionSelect,
  open,
  defaultOpen = false,
  onOpenChange,
  loading = false,
  resultCount,
  resultCountLabel = (count) => `${count} Treffer`,
  helpText,
  errorText,
  invalid = false,
  required = false,
  disabled = false,
  clearLabel = 'Eingabe löschen',
  submitLabel = 'Suchen',
  className,
  id,
  ref,
  ...rest
}: SearchFieldProps) {
  const [own, setOwn] = useState(defaultValue);
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [active, setActive] = useState(-1);
  const query = value ?? own;
  const expanded = (open ?? ownOpen) && suggestions.length > 0;
  const ids = useFieldIds({ helpText, errorText, invalid }, id);
  const listId = useId();
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    if (next !== (open ?? ownOpen)) onOpenChange?.(next);
    if (!next) setActive(-1);
  };
  const change = (next: string, event: ChangeEvent<HTMLInputElement> | MouseEvent) => {
    if (value === undefined) setOwn(next);
    onChange?.(next, event);
  };
  const choose = (suggestion: SearchSuggestion, event: MouseEvent | KeyboardEvent) => {
    setOpen(false);
    if (onSuggestionSelect) onSuggestionSelect(suggestion, event);
    else if (suggestion.href && typeof window !== 'undefined') window.location.assign(suggestion.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const suggestion = suggestions[active];
      if (suggestion) {
        event.preventDefault();
        choose(suggestion, event);
      }
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is not yet exposed as a landmark by every supported browser; role="search" on the form is.
    <form
      role="search"
      aria-labelledby={ids.label}
      action={action}
      className={classNames(
        'hb-field',
        'hb-search-field',
        `hb-search-field--${size}`,
        `hb-search-field--${variant}`,
        invalid && 'hb-search-field--invalid',
        className,
      )}
      onSubmit={(event) => {
        if (query.trim() === '') {
          event.preventDefault();
          return;
        }
        onSubmit?.(query, event);
      }}
      {...rest}
    >
      <label id={ids.label} htmlFor={ids.control} className={hideLabel ? 'hb-visually-hidden' : 'hb-field__label'}>
        {label}
      </label>
      <div className="hb-search-field__box">
        <span className="hb-search-field__icon" aria-hidden="true">
          {loading ? <Spinner size="small" delay={0} announce={false} /> : <Icon name="search" size={20} />}
        </span>
        <input
          ref={ref}
          id={ids.control}
          type="search"
          name={name}
          className="hb-search-field__input"
          value={query}
          placeholder={placeholder}
          required={required}
          disabled={disabled}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy}
          {...(suggestions.length > 0
            ? {
                role: 'combobox',
                'aria-expanded': expanded,
                'aria-controls': listId,
                'aria-autocomplete': 'list' as const,
                'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
              }
            : {})}
          onChange={(event) => {
            change(event.target.value, event);
            setOpen(event.target.value !== '');
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {query !== '' ? (
          <CloseButton
            className="hb-search-field__clear"
            aria-label={clearLabel}
            disabled={disabled}
            onClick={(event) => change('', event)}
          />
        ) : null}
        {variant === 'catalogue' ? (
          <Button
            type="submit"
            variant="primary"
            size="small"
            className="hb-search-field__submit"
            icon={<Icon name="search" size={20} />}
            aria-label={submitLabel}
            disabled={disabled}
          />
        ) : null}
      </div>
      {suggestions.length > 0 ? (
        <div id={listId} role="listbox" aria-label={label} className="hb-search-field__list" hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen from the keyboard through the combobox input (aria-activedescendant).
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input; the active option is pointed at with aria-activedescendant.
            <div
              key={suggestion.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={classNames('hb-search-field__option', index === active && 'hb-search-field__option--active')}
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => choose(suggestion, event)}
            >
              <span>{suggestion.label}</span>
              {suggestion.description ? <span className="hb-search-field__description">{suggestion.description}</span> : null}
            </div>
          ))}
        </div>
      ) : null}
      {variant === 'filter' && resultCount !== undefined ? (
        <p className="hb-search-field__count" role="status">
          {resultCountLabel(resultCount)}
        </p>
      ) : null}
      <FieldMessages ids={ids} helpText={helpText} errorText={errorText} size={size} />
    </form>
  );
}
