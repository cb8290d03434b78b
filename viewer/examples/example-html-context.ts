/**
 * The server-rendered HTML of the examples of the page being rendered
 * (render-examples.tsx), by example id. Empty in the browser: there the
 * figure leaves the server's markup alone until the example hydrates.
 */
import { createContext } from 'react';

export const ExampleHtmlContext = createContext<ReadonlyMap<string, string>>(new Map());
