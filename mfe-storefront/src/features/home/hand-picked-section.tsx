import { CATALOG_LIMITS } from '@tm/contracts/catalog';
import { PAGES } from '@tm/contracts/routes';
import { LinkButton } from '@tm/platform';
import { useTemplateList } from '../catalog/api';
import { SkeletonGrid, TemplateGrid } from '../catalog/components/template-grid';
import { SectionHeader } from './section-header';

/**
 * 'Hand-Picked Templates': the first 3 of the featured call (same request as the featured block below,
 * which shows the error and empty states for both).
 */
export function HandPickedSection() {
  const { data, error } = useTemplateList(CATALOG_LIMITS.featuredBlock);
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
        <TemplateGrid templates={data.slice(0, CATALOG_LIMITS.featuredHome)} eagerImages={3} className="sf-grid sf-grid--three" />
      ) : (
        <SkeletonGrid count={CATALOG_LIMITS.featuredHome} className="sf-grid sf-grid--three" />
      )}
    </section>
  );
}
