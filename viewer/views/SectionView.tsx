/**
 * A section's overview page: its categories with their entries as cards (the section description is empty,
 * SPEC §2). A card shows the page's one-line description and, when the page has a live example, that example
 * drawn small; the synonyms stay in search.
 */
import { DEFAULT_CATEGORY, categoryAnchor } from '../../core/navigation';
import type { SectionRecord } from '../../core/bundle';
import { COMPONENT_STATUS_TITLE, type SectionCard } from '../../core/portal';
import { ExamplePreview } from '../examples/ExamplePreview';
import { useRouter } from '../routing/router-context';
import { InternalLink } from '../links/InternalLink';
import { PrivateMark } from '../navigation/PrivateMark';
import { sectionCatalogue } from '../navigation/section-catalogue';
import { CategoryLink, listedCategories } from '../navigation/category-link';
import { useIsDevMode } from '../state/dev-mode-context';

export function SectionView({
  section,
  cards = {},
  componentStatus,
}: {
  readonly section: SectionRecord;
  readonly cards?: Readonly<Record<string, SectionCard>> | undefined;
  /** The Component status page's route, linked under the Components section's title. */
  readonly componentStatus?: string | undefined;
}) {
  const { data } = useRouter();
  const isDevMode = useIsDevMode();
  const categories = sectionCatalogue(data, section.link.slice(1), isDevMode);
  return (
    <div className="section-view">
      <h1 className="view-title" tabIndex={-1}>
        {section.title}
      </h1>
      {componentStatus === undefined ? null : (
        <p className="section-view__lead">
          <InternalLink to={componentStatus}>{COMPONENT_STATUS_TITLE}</InternalLink>: every component with its status, since when it ships,
          its last change and how much of it is documented.
        </p>
      )}
      {listedCategories(categories, data.navigationCategories).map(({ category, group, link }) => (
        <section key={category} id={categoryAnchor(category)} className="section-view__category" aria-label={category}>
          {category === DEFAULT_CATEGORY ? null : <h2 className="section-view__heading">{category}</h2>}
          <ul className="card-grid card-grid--compact">
            {group === undefined ? (
              <li>
                <CategoryLink link={link} className="card card--compact" />
              </li>
            ) : null}
            {(group?.items ?? []).map((item) => {
              const card = [item.link, ...item.tabs.map((tab) => tab.link)]
                .map((route) => (Object.hasOwn(cards, route) ? cards[route] : undefined))
                .find((found) => found !== undefined);
              return (
                <li key={item.link} className={card?.preview === undefined ? undefined : 'section-card'}>
                  {card?.preview === undefined ? null : <ExamplePreview id={card.preview.id} />}
                  <InternalLink to={item.link} className="card card--compact">
                    <span className="card__title">
                      {item.title}
                      {item.isPublic ? null : <PrivateMark />}
                    </span>
                    {card !== undefined && card.description !== '' ? (
                      <span className="card__text">{card.description}</span>
                    ) : item.terms.length > 0 ? (
                      <span className="card__text">{item.terms.slice(0, 3).join(', ')}</span>
                    ) : null}
                  </InternalLink>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
