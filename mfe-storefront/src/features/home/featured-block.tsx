import { CATALOG_LIMITS } from '@tm/contracts/catalog';
import { Button } from '@tm/platform';
import { useHomeSection, StatusPanel, reloadPage, SkeletonGrid, TemplateGrid } from '../catalog';
import { SectionHeader } from './section-header';

/**
 * Up to 6 best sellers (decision 028) with a 6-card skeleton and an error state (Try Again reloads). With
 * none, the section is left out rather than shown empty: only a shop without templates has none (every
 * section falls back to the best sellers), and the home page then says new templates are coming.
 */
export function FeaturedBlock() {
  const { data, error } = useHomeSection('featured');
  let content;
  if (data && data.length === 0) return null;
  if (data) content = <TemplateGrid templates={data} className="sf-grid sf-grid--three" />;
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
