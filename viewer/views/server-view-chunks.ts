/**
 * The server renders every kind of view, so it bundles every view chunk and
 * registers them before the first render (view-chunks.ts); the client loads
 * them one by one instead.
 */
import * as article from '../article/article-chunk';
import * as figures from '../article/figure-chunk';
import * as examples from '../examples/example-chunk';
import * as playground from '../playground/playground-chunk';
import * as componentStatus from './ComponentStatusView';
import * as home from './HomeView';
import * as notFound from './NotFoundView';
import * as page from './page-chunk';
import * as section from './SectionView';
import { registerViewChunk } from './view-chunks';

registerViewChunk('home', home);
registerViewChunk('section', section);
registerViewChunk('page', page);
registerViewChunk('article', article);
registerViewChunk('figures', figures);
registerViewChunk('examples', examples);
registerViewChunk('playground', playground);
registerViewChunk('not-found', notFound);
registerViewChunk('component-status', componentStatus);
