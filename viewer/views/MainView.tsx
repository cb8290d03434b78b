/** The main content of the current view: home, a section overview, a page, 'Not authorized' or not found. */
import { useRouter } from '../routing/router-context';
import { HomeView } from './HomeView';
import { SectionView } from './SectionView';
import { PageView } from './PageView';
import { NotAuthorizedView } from './NotAuthorizedView';
import { NotFoundView } from './NotFoundView';
import './views.css';

export function MainView() {
  const { data } = useRouter();
  const { view } = data;
  switch (view.kind) {
    case 'home':
      return <HomeView />;
    case 'section':
      return <SectionView section={view.section} />;
    case 'page':
      return <PageView page={view.page} />;
    case 'not-authorized':
      return <NotAuthorizedView />;
    case 'not-found':
      return <NotFoundView />;
  }
}
