/**
 * A playground's controls, one per adjustable prop, each named exactly as the prop and described by its
 * description (docs/playground.md); those that only pass an attribute through fold under "Advanced"
 * (advanced-controls.ts), and the props no control adjusts are listed below them.
 */
import { descriptionParts } from '../../core/components/description-parts';
import {
  MAX_TEXT,
  numberBounds,
  type FixedProp,
  type PlaygroundControl,
  type PlaygroundState,
  type PlaygroundValue,
} from '../../core/playground';
import { isPassThrough } from './advanced-controls';

const idOf = (component: string, prop: string) => `playground-${component}-${prop}`.replace(/[^A-Za-z0-9_-]/g, '-');

/** A prop's description with its `backticks` as code, as the props table shows it. */
function Described({ text }: { readonly text: string }) {
  return (
    <>
      {descriptionParts(text).map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move
        part.isCode ? <code key={index}>{part.text}</code> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

function ControlInput({
  id,
  control,
  value,
  onChange,
}: {
  readonly id: string;
  readonly control: PlaygroundControl;
  readonly value: PlaygroundValue | undefined;
  readonly onChange: (value: PlaygroundValue | undefined) => void;
}) {
  const described = `${id}-description`;
  switch (control.control) {
    case 'select':
      return (
        <select
          id={id}
          className="playground__select"
          aria-describedby={described}
          value={value === undefined ? '' : String(value)}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        >
          {control.default === null ? <option value="">(not set)</option> : null}
          {(control.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case 'boolean':
      return (
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={value === true}
          className="playground__switch"
          aria-describedby={described}
          checked={value === true}
          // Without a default, off is the prop left out, as a reader would write it (not `open={false}`).
          onChange={(event) => onChange(event.target.checked || control.default !== null ? event.target.checked : undefined)}
        />
      );
    case 'number': {
      // The bounds the server holds a query to (docs/playground.md): a value typed past them is held at the bound.
      const { minimum, maximum } = numberBounds(control);
      return (
        <input
          id={id}
          type="number"
          className="playground__field"
          aria-describedby={described}
          min={minimum}
          max={maximum}
          value={value === undefined ? '' : String(value)}
          onChange={(event) => {
            const number = event.target.valueAsNumber;
            onChange(Number.isFinite(number) ? Math.min(maximum, Math.max(minimum, number)) : undefined);
          }}
        />
      );
    }
    case 'text':
    case 'url':
      return (
        <input
          id={id}
          type={control.control === 'url' ? 'url' : 'text'}
          className="playground__field"
          aria-describedby={described}
          maxLength={Math.min(control.maxLength ?? MAX_TEXT, MAX_TEXT)}
          value={value === undefined ? '' : String(value)}
          // Without a default, an empty field is the prop left out (an empty href would still make a link).
          onChange={(event) => onChange(event.target.value === '' && control.default === null ? undefined : event.target.value)}
        />
      );
  }
}

export function PlaygroundControls({
  component,
  controls,
  fixed,
  state,
  onChange,
}: {
  readonly component: string;
  readonly controls: readonly PlaygroundControl[];
  readonly fixed: readonly FixedProp[];
  readonly state: PlaygroundState;
  readonly onChange: (name: string, value: PlaygroundValue | undefined) => void;
}) {
  const one = (control: PlaygroundControl) => {
    const id = idOf(component, control.name);
    return (
      <div key={control.name} className={`playground__control playground__control--${control.control}`}>
        <label htmlFor={id} className="playground__label">
          {control.name}
        </label>
        <ControlInput id={id} control={control} value={state[control.name]} onChange={(value) => onChange(control.name, value)} />
        <p id={`${id}-description`} className="playground__description">
          {control.description === '' ? 'No description.' : <Described text={control.description} />}
        </p>
      </div>
    );
  };
  const advanced = controls.filter(isPassThrough);
  return (
    <div className="playground__controls">
      {controls.filter((control) => !isPassThrough(control)).map(one)}
      {advanced.length === 0 ? null : (
        // Open from the start when the page's state sets one of them (a shared link), so the value is in view.
        <details className="playground__advanced" open={advanced.some((control) => state[control.name] !== undefined)}>
          <summary>Advanced ({advanced.length})</summary>
          <div className="playground__advanced-controls">{advanced.map(one)}</div>
        </details>
      )}
      {fixed.length === 0 ? null : (
        <details className="playground__fixed">
          <summary>Not adjustable here: {fixed.map((prop) => prop.name).join(', ')}</summary>
          <ul>
            {fixed.map((prop) => (
              <li key={prop.name}>
                <code>{prop.name}</code>
                {prop.description === '' ? null : (
                  <>
                    {' – '}
                    <Described text={prop.description} />
                  </>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
