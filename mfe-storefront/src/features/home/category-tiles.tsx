import { PAGES } from '@tm/contracts/routes';
import { useTemplateCounts, CATEGORIES } from '../catalog';
import { SectionHeader } from './section-header';
import { formatCount, PageLink } from '@tm/platform';

/** Home category tiles with 'N+' counts ('Loading...' until they arrive, 'Coming soon' for none; left out if the call fails). */
export function CategoryTiles() {
  const { data, error } = useTemplateCounts();
  return (
    <section className="tm-container sf-section" aria-labelledby="sf-categories-title">
      <SectionHeader id="sf-categories-title" title="Browse by Category" subtitle="Find the right starting point for your next website" />
      <ul className="sf-tiles">
        {CATEGORIES.map((category) => (
          <li key={category.key}>
            <PageLink to={category.path} className={`sf-tile sf-tile--${category.key}`}>
              <span className="sf-tile__icon" aria-hidden="true">
                {category.tile.slice(0, 1)}
              </span>
              <span className="sf-tile__title">{category.tile}</span>
              <span className="sf-tile__text">{category.blurb}</span>
              {error ? null : (
                <span className="sf-tile__count">
                  {!data ? 'Loading...' : data[category.key] > 0 ? `${formatCount(data[category.key])}+ ${category.unit}` : 'Coming soon'}
                </span>
              )}
            </PageLink>
          </li>
        ))}
        <li>
          <PageLink to={PAGES.customBuild} className="sf-tile sf-tile--accent">
            <span className="sf-tile__icon" aria-hidden="true">
              ✦
            </span>
            <span className="sf-tile__title">Custom Build Service</span>
            <span className="sf-tile__text">A bespoke website built for you, delivered within 2 hours</span>
          </PageLink>
        </li>
      </ul>
    </section>
  );
}
