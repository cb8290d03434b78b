/** The home page: what Harbor is, and the five sections as cards. */
import { useRouter } from '../routing/router-context';
import { InternalLink } from '../links/InternalLink';
import { Icon } from '../icons/Icon';
import { useIsDevMode } from '../state/dev-mode-context';
import { BrandSwatches } from './BrandSwatches';
import { HOME_LEAD } from '../document/home-lead';

const SECTION_BLURBS: Readonly<Record<string, string>> = {
  '/get-started': 'What Harbor is, who it is for, and how to start designing or building with it.',
  '/foundations': 'Colours, typography, spacing, elevation, motion and the other basics of both brands.',
  '/patterns': 'Recurring solutions such as forms, empty states and loaders, composed from components.',
  '/components': 'The React components of @harbor/react, with design guidance and code for each.',
  '/develop': 'Architecture, framework guides and shop functionality for engineers of the store.',
};

export function HomeView() {
  const { data } = useRouter();
  const isDevMode = useIsDevMode();
  const { site } = data;
  // The server counts (core/portal/page-navigation.ts): the home page's data carries no section's navigation.
  const topicCounts = data.view.kind === 'home' ? data.view.topicCounts : undefined;
  const brands = site.brands.map((brand) => brand.name).join(' and ');
  return (
    <div className="home">
      <section className="home__hero">
        <div className="home__intro">
          <p className="eyebrow">{`Design system of the ${brands} shops`}</p>
          <h1 className="home__title" tabIndex={-1}>
            {`${site.designSystemName} Design System`}
          </h1>
          <p className="lead">{HOME_LEAD}</p>
          <div className="home__actions">
            <InternalLink to="/get-started/introduction" className="button button--primary">
              Get started
              <Icon name="internal" size={16} />
            </InternalLink>
            <InternalLink to="/components" className="button button--secondary">
              Browse components
            </InternalLink>
          </div>
        </div>
        <BrandSwatches />
      </section>
      <ul className="card-grid" aria-label="Sections">
        {data.sections.map((section) => {
          const counts = topicCounts?.[section.link];
          const count = counts === undefined ? 0 : isDevMode ? counts.devMode : counts.designMode;
          return (
            <li key={section.link}>
              <InternalLink to={section.link} className="card">
                <span className="card__title">{section.title}</span>
                <span className="card__text">{SECTION_BLURBS[section.link] ?? ''}</span>
                <span className="card__meta">
                  {count} {count === 1 ? 'topic' : 'topics'}
                  <Icon name="chevronRight" size={16} />
                </span>
              </InternalLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
