/**
 * Every component renders on the server: react-dom/server in plain Node, with
 * no window or document, as the portal's SSR and the live examples need.
 */
import * as Harbor from '@harbor/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ssrSamples } from './support/ssr-samples';

describe('@harbor/react renders without a DOM', () => {
  it('runs in an environment without window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(Object.entries(ssrSamples))('%s renders to HTML', (_name, sample: ReactElement) => {
    expect(renderToString(sample).length).toBeGreaterThan(0);
  });

  it('has a sample for every exported component', () => {
    const components = Object.keys(Harbor).filter((name) => /^([A-Z]|unstable_)/.test(name));
    expect(components.filter((name) => !(name in ssrSamples))).toEqual([]);
  });
});
