/**
 * The server-rendered HTML of the page's playground preview (render-playground.tsx); '' in the browser, where
 * the preview leaves the server's markup alone until it hydrates.
 */
import { createContext } from 'react';

export const PlaygroundHtmlContext = createContext<string>('');
