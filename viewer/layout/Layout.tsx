/**
 * The common layout of every page (SPEC §2): skip link, header, drawer,
 * left sub-navigation, main content, secondary column, footer.
 */
import type { PageRecord } from '../../core/bundle';
import { NavigationProgress } from '../routing/NavigationProgress';
import { useRouter } from '../routing/router-context';
import { firstSegment, segmentCount } from '../routing/route-path';
import { SubNavigationProvider } from '../headings/SubNavigationProvider';
import { SubNavigation } from '../navigation/SubNavigation';
import { MainView } from '../views/MainView';
import '../page/secondary-column.css';
import { viewChunk } from '../views/view-chunks';
import { Header } from './Header';
import { MobileNavigationDrawer } from './MobileNavigationDrawer';
import { SearchLauncher } from './SearchLauncher';
import { Footer } from './Footer';
import { SkipLink } from './SkipLink';
import './layout.css';

export function Layout() {
  const { data, route } = useRouter();
  const segment = firstSegment(route);
  const hasSubNavigation = Object.hasOwn(data.navigation, segment);
  // SPEC §2: the secondary column only for /{section}/{page} paths; it needs a page to describe.
  const page = data.view.kind === 'page' && segmentCount(route) >= 2 ? data.view.page : null;

  return (
    <div className="portal">
      <SkipLink />
      <NavigationProgress />
      <Header />
      <MobileNavigationDrawer />
      <SearchLauncher />
      <div className="portal__body" data-subnav={hasSubNavigation ? 'true' : undefined} data-secondary={page === null ? undefined : 'true'}>
        {hasSubNavigation ? <SubNavigation segment={segment} /> : null}
        {/* Keyed by route: the in-page navigation resets on every route change (SPEC §2, §4). */}
        <SubNavigationProvider key={route}>
          <main id="main" className="portal__main" tabIndex={-1}>
            <MainView />
          </main>
          {page === null ? null : <PageSecondaryColumn page={page} />}
        </SubNavigationProvider>
      </div>
      <Footer />
    </div>
  );
}

/** The secondary column is part of the page chunk (views/view-chunks.ts), loaded with every page. */
function PageSecondaryColumn({ page }: { readonly page: PageRecord }) {
  const { SecondaryColumn } = viewChunk('page');
  return <SecondaryColumn page={page} />;
}
