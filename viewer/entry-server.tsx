/**
 * Server entry: renders the whole HTML document for one request (see
 * ssr-contract.ts). The stream is returned once everything is rendered, so
 * no streaming inline scripts are needed: the CSP allows no inline script.
 */
import { renderToReadableStream } from 'react-dom/server';
import type { DocumentAssets, RenderDocument } from './ssr-contract';
import { Document } from './document/Document';
import './views/server-view-chunks';
import { ExampleHtmlContext } from './examples/example-html-context';
import { exampleIdsIn, renderExamples } from './examples/render-examples';
import { PlaygroundHtmlContext } from './playground/playground-html-context';
import { renderPlayground } from './playground/render-playground';
import { DesignHtmlContext } from './design/design-html-context';
import { renderDesignFigures } from './design/render-design-figures';

export const renderDocument: RenderDocument = async (request) => {
  // Each live example renders in a root of its own, as it will hydrate (viewer/examples).
  const examples = await renderExamples(exampleIdsIn(request.data.view));
  // So does a component playground's preview, in the state the page's query asks for (viewer/playground).
  const playground = await renderPlayground(request.data.view);
  // And each sample of a variants grid in the page's theme; its "All themes" fold is filled in the browser (viewer/design).
  const design = await renderDesignFigures(request.data.view);
  const stream = await renderToReadableStream(
    <ExampleHtmlContext value={examples}>
      <PlaygroundHtmlContext value={playground}>
        <DesignHtmlContext value={design}>
          <Document {...request} modulePreloads={modulePreloads(request.assets)} />
        </DesignHtmlContext>
      </PlaygroundHtmlContext>
    </ExampleHtmlContext>,
    // Any Suspense boundary stays inline: an outlined one needs an inline script to show, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  await stream.allReady;
  return stream;
};

/**
 * The entry's imports, fetched beside the entry instead of after it: React and the header's actions, which
 * hydrate at once (entry-client.tsx). The app and the page's view load when the page is idle or on intent, so
 * they are not preloaded. React puts these links ahead of the entry's script tag, so the entry itself comes first
 * among them: over HTTP/1.1 (six connections) the largest script is not queued behind the small ones.
 */
function modulePreloads(assets: DocumentAssets): readonly string[] {
  if (assets.modulePreloads === undefined) return [];
  return [...new Set([...assets.scripts, ...assets.modulePreloads])];
}
