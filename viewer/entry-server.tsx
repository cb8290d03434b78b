/**
 * Server entry: renders the whole HTML document for one request (see
 * ssr-contract.ts). The stream is returned once everything is rendered, so
 * no streaming inline scripts are needed: the CSP allows no inline script.
 */
import { renderToReadableStream } from 'react-dom/server';
import type { RenderDocument } from './ssr-contract';
import { Document } from './document/Document';

export const renderDocument: RenderDocument = async (request) => {
  const stream = await renderToReadableStream(<Document {...request} />);
  await stream.allReady;
  return stream;
};
