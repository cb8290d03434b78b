// Which modules of a published package need the client, so the build starts
// them with "use client" and a React Server Component (Next.js App Router) can
// import the package: React's server build has no state, effects, refs,
// context or class components, a Radix primitive is all of those, and a
// function (an event handler) cannot cross from the server to the browser.
// Everything else (types, pure helpers, the index that only re-exports, an
// icon that only calls useId) stays a server module, so a Server Component can
// call it and a bundler still drops what the app does not import.

/** React APIs that React's server build (`react-server` condition) does not have. */
const CLIENT_ONLY_REACT = new Set([
  'Component',
  'PureComponent',
  'createContext',
  'useActionState',
  'useContext',
  'useDeferredValue',
  'useEffect',
  'useEffectEvent',
  'useImperativeHandle',
  'useInsertionEffect',
  'useLayoutEffect',
  'useOptimistic',
  'useReducer',
  'useRef',
  'useState',
  'useSyncExternalStore',
  'useTransition',
]);

/** Hooks React's server build has: calling one of these alone does not need the client. */
const SERVER_HOOKS = new Set(['useCallback', 'useDebugValue', 'useId', 'useMemo']);

/** The names a module imports as values (not `import type`, not `type X`) from `from`. */
function valueImports(source, from) {
  const names = [];
  const pattern = /^import\s+(?!type\s)([^;]*?)\s+from\s+(['"])([^'"]+)\2/gms;
  for (const [, clause, , specifier] of source.matchAll(pattern)) {
    if (!from(specifier)) continue;
    const named = /\{([^}]*)\}/s.exec(clause);
    for (const part of named ? named[1].split(',') : []) {
      const name = part.trim();
      if (name !== '' && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0].trim());
    }
    const outside = clause
      .replace(/\{[^}]*\}/s, '')
      .replace(/,/g, ' ')
      .trim();
    if (outside !== '') names.push(outside.replace(/^\*\s+as\s+/, '*'));
  }
  return names;
}

/** The source without its comments (a `useReducedMotion()` in a doc comment calls nothing). */
function code(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/[^\n]*/g, '$1');
}

/** Why a module's source needs the client, or null when it can run in a React Server Component. */
export function clientReason(text) {
  const source = code(text);
  if (/^\s*(['"])use client\1/.test(source)) return 'says "use client"';
  if (valueImports(source, (specifier) => specifier.startsWith('@radix-ui/')).length > 0) return 'uses a Radix primitive';
  const fromReact = valueImports(source, (specifier) => specifier === 'react');
  const clientApi = fromReact.find((name) => CLIENT_ONLY_REACT.has(name));
  if (clientApi !== undefined) return `uses ${clientApi}`;
  const namespace = fromReact.find((name) => name.startsWith('*') || /^[A-Z]\w*$/.test(name));
  if (namespace !== undefined) {
    const binding = namespace.replace(/^\*/, '');
    const member = new RegExp(`\\b${binding}\\.(\\w+)`, 'g');
    for (const [, name] of source.matchAll(member)) if (CLIENT_ONLY_REACT.has(name)) return `uses ${binding}.${name}`;
  }
  // A hook of the package's own (useControllableState) or of another package: a call, not its definition; a call
  // may name its type arguments (useLazy<HTMLElement>(...)).
  for (const match of source.matchAll(/(\bfunction\s+)?\b(use[A-Z]\w*)\s*(?:<[^<>()]*(?:<[^<>()]*>[^<>()]*)*>\s*)?\(/g)) {
    if (match[1] === undefined && !SERVER_HOOKS.has(match[2])) return `calls ${match[2]}`;
  }
  const provider = /<(\w*Context)[\s>]/.exec(source);
  if (provider !== null) return `provides ${provider[1]}`;
  const handler = /\s(on[A-Z]\w*)=\{/.exec(source);
  if (handler !== null) return `sets ${handler[1]} on an element`;
  return null;
}

/** Whether the built module must start with "use client". */
export function needsClient(source) {
  return clientReason(source) !== null;
}
