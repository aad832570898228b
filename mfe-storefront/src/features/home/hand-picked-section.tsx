import { CATALOG_LIMITS } from '@tm/contracts/catalog';
import { PAGES } from '@tm/contracts/routes';
import { LinkButton } from '@tm/platform';
import { useHomeSection, SkeletonGrid, TemplateGrid } from '../catalog';
import { SectionHeader } from './section-header';

/** 'Hand-Picked Templates': the best rated (decision 028); hidden on error or when empty. */
export function HandPickedSection() {
  const { data, error } = useHomeSection('hand-picked');
  if (error || (data && data.length === 0)) return null;
  return (
    <section className="tm-container sf-section" aria-labelledby="sf-hand-picked-title">
      <SectionHeader
        id="sf-hand-picked-title"
        title="Hand-Picked Templates"
        subtitle="Our most popular templates this week, chosen by our team for quality and design"
        action={
          <LinkButton to={PAGES.browse} variant="outline">
            View All
          </LinkButton>
        }
      />
      {data ? (
        <TemplateGrid templates={data.slice(0, CATALOG_LIMITS.featuredHome)} eagerImages={1} className="sf-grid sf-grid--three" />
      ) : (
        <SkeletonGrid count={CATALOG_LIMITS.featuredHome} className="sf-grid sf-grid--three" />
      )}
    </section>
  );
}
