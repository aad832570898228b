import { CATALOG_LIMITS } from '@tm/contracts/catalog';
import { Button } from '@tm/platform';
import { useHomeSection, StatusPanel, reloadPage, SkeletonGrid, TemplateGrid } from '../catalog';
import { SectionHeader } from './section-header';

/** Up to 6 best sellers (decision 028) with a 6-card skeleton, an error state (Try Again reloads) and an empty state (docs/product/storefront.md §2). */
export function FeaturedBlock() {
  const { data, error } = useHomeSection('featured');
  let content;
  if (data && data.length > 0) content = <TemplateGrid templates={data} className="sf-grid sf-grid--three" />;
  else if (data)
    content = (
      <StatusPanel
        headingAs="h3"
        title="No Featured Templates Available"
        message="We cannot find any featured templates at the moment. Please check back later."
      />
    );
  else if (error)
    content = (
      <StatusPanel
        tone="error"
        headingAs="h3"
        title="Unable to Load Featured Templates"
        message="Something went wrong while loading featured templates."
        actions={<Button onClick={reloadPage}>Try Again</Button>}
      />
    );
  else
    content = (
      <SkeletonGrid count={CATALOG_LIMITS.featuredBlock} label="Loading featured templates..." className="sf-grid sf-grid--three" />
    );

  return (
    <section className="tm-container sf-section" aria-labelledby="sf-featured-title">
      <SectionHeader id="sf-featured-title" title="Featured Templates" subtitle="Our best sellers of all time" />
      {content}
    </section>
  );
}
