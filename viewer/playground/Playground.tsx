/**
 * A component's playground on its code page (docs/playground.md): a region named "Playground" with a live
 * preview (server-rendered in the state the page's query asks for, then hydrated), controls made from the
 * component's props, the code of the current state with a copy button, and an "All themes" switch that shows
 * the preview in each theme side by side. The state follows into the page's query, so a reload or a shared
 * link opens the same state.
 */
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  playgroundCode,
  playgroundQuery,
  previewProps,
  type PagePlayground,
  type PlaygroundState,
  type PlaygroundValue,
} from '../../core/playground';
import { CopyButton } from '../article/CopyButton';
import { useTheme } from '../state/theme-context';
import { PlaygroundControls } from './PlaygroundControls';
import { PlaygroundHtmlContext } from './playground-html-context';
import { PlaygroundPreview } from './PlaygroundPreview';
import './playground.css';

export function Playground({ playground }: { readonly playground: PagePlayground }) {
  const { component, controls, initial } = playground;
  const html = useContext(PlaygroundHtmlContext);
  const { themes } = useTheme();
  const [state, setState] = useState<PlaygroundState>(playground.state);
  const [allThemes, setAllThemes] = useState(false);
  const changed = useRef(false);
  useEffect(() => {
    // The address follows the reader's changes; the one the page opened with stays as it was until then.
    if (!changed.current) return undefined;
    // Written after the change is painted: replaceState took a quarter of a change's time, and React runs this effect
    // before the frame for a change from a key or a click (docs/performance.md, "Click to paint and typing"). A newer
    // change cancels an older one's write.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => {
        const query = playgroundQuery(controls, initial, state);
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}${window.location.hash}`);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [controls, initial, state]);
  const change = (name: string, value: PlaygroundValue | undefined) => {
    changed.current = true;
    setState((current) => {
      const next: Record<string, PlaygroundValue> = { ...current };
      if (value === undefined) delete next[name];
      else next[name] = value;
      return next;
    });
  };
  const code = playgroundCode(playground, state);
  // What the previews render: the state, with a link's `rel` held safe (render-playground.tsx does the same).
  const preview = useMemo(() => previewProps(playground, state), [playground, state]);
  const headingId = `playground-${component}-heading`;
  return (
    <section className="playground" aria-labelledby={headingId}>
      <div className="playground__bar">
        <h2 id={headingId} className="playground__title">
          Playground
        </h2>
        <label className="playground__themes-switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={allThemes}
            checked={allThemes}
            onChange={(event) => setAllThemes(event.target.checked)}
          />
          All themes
        </label>
      </div>
      {playground.notes.length === 0 ? null : (
        <div className="playground__notes" role="note">
          {playground.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      )}
      {/* The preview and its code stay in view while the controls below scroll (playground.css). */}
      <div className="playground__view">
        {/* The page's own preview stays mounted under the themes' view, so its hydrated root is never thrown away. */}
        <div hidden={allThemes}>
          <PlaygroundPreview component={component} state={preview} html={html} theme={null} />
        </div>
        {allThemes ? (
          <ul className="playground__themes" aria-label="The preview in every theme">
            {themes.map((theme) => (
              <li key={theme} className="playground__theme" data-theme={theme}>
                <p className="playground__theme-name">{theme}</p>
                <PlaygroundPreview component={component} state={preview} html="" theme={theme} />
              </li>
            ))}
          </ul>
        ) : null}
        {/* The code right under the preview, so both stay in view while the controls below change them. */}
        <div className="playground__code">
          <pre className="playground__source">
            <code>{code}</code>
          </pre>
          <CopyButton code={code} label="Copy the playground's code" />
        </div>
      </div>
      <PlaygroundControls component={component} controls={controls} fixed={playground.fixed} state={state} onChange={change} />
    </section>
  );
}
