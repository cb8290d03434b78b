/** The main content of the current view: home, a section overview, a page, 'Not authorized' or not found. */
// The styles of the views that load as chunks of their own (view-chunks.ts) stay in the first stylesheet,
// in this order: no view waits for its CSS, nothing shifts, and no stylesheet is added to the page when a chunk is
// preloaded (styles/later-parts.ts says what one costs).
import '../page/page-wayfinding.css';
import '../page/tab-navigation.css';
import '../article/code-block.css';
import '../article/token-table.css';
import '../article/token-ramp.css';
import '../article/token-browser.css';
import '../article/figures.css';
import '../article/article.css';
import '../page/component-status.css';
import '../playground/playground.css';
import { useRouter } from '../routing/router-context';
import { NotAuthorizedView } from './NotAuthorizedView';
import { viewChunk } from './view-chunks';
import './views.css';

export function MainView() {
  const { data } = useRouter();
  const { view } = data;
  switch (view.kind) {
    case 'home': {
      const { HomeView } = viewChunk('home');
      return <HomeView />;
    }
    case 'section': {
      const { SectionView } = viewChunk('section');
      return <SectionView section={view.section} cards={view.cards} componentStatus={view.componentStatus} />;
    }
    case 'page': {
      const { PageView } = viewChunk('page');
      return <PageView page={view.page} components={view.components} playground={view.playground} />;
    }
    case 'component-status': {
      const { ComponentStatusView } = viewChunk('component-status');
      return <ComponentStatusView rows={view.rows} />;
    }
    case 'not-authorized':
      return <NotAuthorizedView />;
    case 'not-found': {
      const { NotFoundView } = viewChunk('not-found');
      return <NotFoundView />;
    }
  }
}
