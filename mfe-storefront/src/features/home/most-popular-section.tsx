import { CATALOG_LIMITS } from '@tm/contracts/catalog';
import { pagePath } from '@tm/contracts/routes';
import { formatCount, formatDollars, PageLink, TaxNote } from '@tm/platform';
import { useHomeSection, categoryInfo, TemplateImage } from '../catalog';
import { SectionHeader } from './section-header';

/** 'Most Popular This Week' #1-#4: the week's best sellers (decision 028); hidden on error or when empty. */
export function MostPopularSection() {
  const { data, error } = useHomeSection('most-popular');
  if (error || (data && data.length === 0)) return null;
  return (
    <section className="tm-container sf-section" aria-labelledby="sf-popular-title">
      <SectionHeader id="sf-popular-title" title="Most Popular This Week" subtitle="The best sellers of the last seven days" />
      <ol className="sf-popular" aria-busy={!data || undefined}>
        {data
          ? data.slice(0, CATALOG_LIMITS.mostPopular).map((template, index) => (
              <li key={template.id} className="sf-popular__item">
                <span className="sf-popular__rank">#{index + 1}</span>
                <TemplateImage template={template} width={120} height={80} className="sf-popular__image" />
                <div className="sf-popular__text">
                  <PageLink to={pagePath('template', { slug: template.slug })} className="sf-popular__name">
                    {template.name}
                  </PageLink>
                  <span className="sf-popular__meta">
                    {categoryInfo(template.category).label} · {formatCount(template.salesCount)} sales
                  </span>
                </div>
                <span className="sf-price">
                  {formatDollars(template.price)}
                  <TaxNote />
                </span>
              </li>
            ))
          : Array.from({ length: CATALOG_LIMITS.mostPopular }, (_, index) => (
              <li key={index} className="sf-popular__item" aria-hidden="true">
                <span className="sf-popular__rank">#{index + 1}</span>
                <span className="tm-skeleton sf-popular__image" />
                <span className="tm-skeleton sf-skeleton-line" />
              </li>
            ))}
      </ol>
    </section>
  );
}
