/**
 * Which built modules start with "use client" (scripts/client-directives.mjs, docs/packages.md): a module that needs
 * the client in a React Server Component is marked, a server-safe one is not, so the Next.js App Router can import
 * the package and a bundler still drops what an app does not use. The consumer test proves the result in `next build`.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { clientReason } from '../../scripts/client-directives.mjs';

const root = resolve(import.meta.dirname, '../..');
const source = (path: string) => readFileSync(join(root, path), 'utf8');

describe('a module that needs the client is marked', () => {
  it.each([
    ['ui/dialog/Dialog.tsx', 'uses a Radix primitive'],
    ['ui/button/button-size-context.ts', 'uses createContext'],
    ['ui/button/Button.tsx', 'uses useContext'],
    ['ui/button-group/ButtonGroup.tsx', 'provides ButtonSizeContext'],
    ['motion/src/use-reduced-motion.ts', 'uses useSyncExternalStore'],
  ])('%s: %s', (path, reason) => {
    expect(clientReason(source(path))).toBe(reason);
  });

  it('a call of a hook of its own, React through a namespace, an event handler or a written directive', () => {
    expect(clientReason("import { useToggle } from './use-toggle';\nexport const A = () => useToggle();")).toBe('calls useToggle');
    // With type arguments, as Section calls useLazy<HTMLElement>(): Next's build refused Section in a Server Component.
    expect(clientReason("import { useLazy } from './use-lazy';\nexport const A = () => useLazy<HTMLElement>({}).visible;")).toBe(
      'calls useLazy',
    );
    expect(clientReason("import { useMap } from './use-map';\nexport const A = () => useMap<Map<string, number>>();")).toBe('calls useMap');
    expect(clientReason("import * as React from 'react';\nexport const A = () => React.useState(0);")).toBe('uses React.useState');
    expect(clientReason('export const A = () => <button onClick={() => alert(1)}>x</button>;')).toBe('sets onClick on an element');
    expect(clientReason("// why\n'use client';\nexport const A = 1;")).toBe('says "use client"');
  });
});

describe('a server-safe module is not', () => {
  it.each(['ui/index.ts', 'ui/badge/Badge.tsx', 'ui/shared/class-names.ts', 'icons/src/create-icon.tsx', 'motion/src/index.ts'])(
    '%s',
    (path) => {
      expect(clientReason(source(path))).toBeNull();
    },
  );

  it('type imports, server hooks, a hook only defined, and client words in comments', () => {
    expect(clientReason("import type { RefObject } from 'react';\nexport type R = RefObject<HTMLElement>;")).toBeNull();
    expect(clientReason("import { useId, useMemo } from 'react';\nexport const A = () => useMemo(() => useId(), []);")).toBeNull();
    expect(clientReason('/** useReducedMotion() and <ThemeContext> */\nexport function useNothing() { return 1; }')).toBeNull();
  });
});

describe('clientReason on any text', () => {
  test.prop([fc.string({ maxLength: 400 })])('never throws and gives null or a reason', (text) => {
    const reason = clientReason(text);
    expect(reason === null || typeof reason === 'string').toBe(true);
  });
});
