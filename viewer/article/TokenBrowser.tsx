/**
 * The token browser of the Design tokens page (`::token-browser`): every
 * token of the reader's theme, read from the public token file the portal
 * serves (`/designsystem/tokens/{theme}.json`, the same file product teams
 * use), filtered as one types by name or value. Loaded in the browser only:
 * the page's own HTML stays small, and the file is cached for everyone. In an
 * article shown as the server's markup it is an island of its own, hydrated
 * when it comes near the viewport or the reader reaches for it
 * (token-browser-island.tsx).
 */
import { useEffect, useMemo, useState } from 'react';
import { TOKENS_PATH } from '../../core/site/addresses';
import { useTheme } from '../state/theme-context';
import { TOKEN_BROWSER_ISLAND_ATTRIBUTE } from './static-article';
import './token-browser.css';

export interface BrowsedToken {
  readonly variable: string;
  readonly value: string;
  readonly type: string;
  readonly description: string;
}

type TokenTree = { readonly [key: string]: unknown };

/**
 * The tokens of a DTCG token file, in file order: the CSS variable and CSS value from the portal's extension
 * when there is one, else the variable named after the path and the raw value.
 */
export function tokensOfFile(tree: TokenTree, path: readonly string[] = []): BrowsedToken[] {
  if ('$value' in tree) {
    const extension = (tree['$extensions'] as TokenTree | undefined)?.['ch.harbor'] as TokenTree | undefined;
    const raw = tree['$value'];
    return [
      {
        variable: typeof extension?.['cssVariable'] === 'string' ? extension['cssVariable'] : `--hb-${path.join('-')}`,
        value: typeof extension?.['css'] === 'string' ? extension['css'] : typeof raw === 'string' ? raw : JSON.stringify(raw),
        type: typeof tree['$type'] === 'string' ? tree['$type'] : '',
        description: typeof tree['$description'] === 'string' ? tree['$description'] : '',
      },
    ];
  }
  return Object.entries(tree)
    .filter(([key, child]) => !key.startsWith('$') && typeof child === 'object' && child !== null)
    .flatMap(([key, child]) => tokensOfFile(child as TokenTree, [...path, key]));
}

/** Tokens whose variable or value holds every word of the query, case ignored. */
export function filterTokens(tokens: readonly BrowsedToken[], query: string): BrowsedToken[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...tokens];
  return tokens.filter((token) => {
    const haystack = `${token.variable} ${token.value}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

type Loaded = { readonly state: 'loading' } | { readonly state: 'failed' } | { readonly state: 'ready'; readonly tokens: BrowsedToken[] };

/** The browser in the element it hydrates in as an island (token-browser-island.tsx). */
export function TokenBrowser() {
  return (
    <div {...{ [TOKEN_BROWSER_ISLAND_ATTRIBUTE]: '' }}>
      <TokenBrowserPanel />
    </div>
  );
}

export function TokenBrowserPanel() {
  const { theme } = useTheme();
  const [query, setQuery] = useState('');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  // Not useId: the server renders the whole document and the browser hydrates only the app, so their id trees differ.
  const inputId = 'token-browser-filter';
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    fetch(`${TOKENS_PATH}/${encodeURIComponent(theme)}.json`)
      .then((response) => (response.ok ? (response.json() as Promise<TokenTree>) : Promise.reject(new Error(String(response.status)))))
      .then(
        (tree) => current && setLoaded({ state: 'ready', tokens: tokensOfFile(tree) }),
        () => current && setLoaded({ state: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [theme]);
  const tokens = loaded.state === 'ready' ? loaded.tokens : [];
  const shown = useMemo(() => filterTokens(tokens, query), [tokens, query]);
  return (
    <div className="token-browser">
      <div className="token-browser__bar">
        <label htmlFor={inputId} className="token-browser__label">
          Filter tokens by name or value
        </label>
        <input
          id={inputId}
          className="token-browser__input"
          type="search"
          value={query}
          placeholder="e.g. action or 16px"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className="token-browser__count" role="status">
          {loaded.state === 'loading'
            ? 'Loading the tokens…'
            : loaded.state === 'failed'
              ? 'The token file could not be loaded.'
              : `${shown.length} of ${tokens.length} tokens in ${theme}`}
        </p>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="token-browser__list" tabIndex={0} aria-label={`Tokens of ${theme}`}>
        <table className="token-browser__table">
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((token) => (
              <tr key={token.variable}>
                <td>
                  <code>{token.variable}</code>
                  {token.description === '' ? null : <span className="token-browser__use">{token.description}</span>}
                </td>
                <td>
                  <span className="token-browser__value">
                    {token.type === 'color' ? (
                      <span className="token-browser__swatch" style={{ background: `var(${token.variable})` }} />
                    ) : null}
                    <code>{token.value}</code>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
