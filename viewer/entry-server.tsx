/**
 * Server entry: renders the whole HTML document for one request (see
 * ssr-contract.ts). The stream is returned once everything is rendered, so
 * no streaming inline scripts are needed: the CSP allows no inline script.
 */
import { renderToReadableStream } from 'react-dom/server';
import type { RenderDocument } from './ssr-contract';
import { Document } from './document/Document';
import './views/server-view-chunks';
import { ExampleFigure } from './examples/ExampleFigure';
import { ExampleFigureContext } from './examples/ExampleSlot';
import { ExampleHtmlContext } from './examples/example-html-context';
import { exampleIdsIn, renderExamples } from './examples/render-examples';

export const renderDocument: RenderDocument = async (request) => {
  // Each live example renders in a root of its own, as it will hydrate (viewer/examples).
  const examples = await renderExamples(exampleIdsIn(request.data.view));
  const stream = await renderToReadableStream(
    <ExampleFigureContext value={ExampleFigure}>
      <ExampleHtmlContext value={examples}>
        <Document {...request} />
      </ExampleHtmlContext>
    </ExampleFigureContext>,
    // Every Suspense boundary (the live examples' figures) stays inline: an outlined one needs an inline script to show.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  await stream.allReady;
  return stream;
};
