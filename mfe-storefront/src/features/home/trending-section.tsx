import { CATALOG_LIMITS } from '@tm/contracts/catalog';
import { PAGES } from '@tm/contracts/routes';
import { Button, LinkButton } from '@tm/platform';
import { trendingErrorMessage, useHomeSection, StatusPanel, SkeletonGrid, TemplateGrid } from '../catalog';
import { SectionHeader } from './section-header';

/** Up to 4 new, well-rated templates (decision 028) with loading and error (Try Again) states; left out when empty, as the featured block is. */
export function TrendingSection() {
  const { data, error, mutate, isValidating } = useHomeSection('trending');
  let content;
  if (data && data.length === 0) return null;
  if (data) content = <TemplateGrid templates={data} className="sf-grid sf-grid--four" />;
  else if (error)
    content = (
      <StatusPanel
        tone="error"
        headingAs="h3"
        title="Unable to Load Trending Templates"
        message={trendingErrorMessage(error)}
        actions={
          // Retries just this call: the rest of the page is fine.
          <Button onClick={() => void mutate()} loading={isValidating} disabled={isValidating}>
            Try Again
          </Button>
        }
      />
    );
  else content = <SkeletonGrid count={CATALOG_LIMITS.trending} label="Loading trending templates..." className="sf-grid sf-grid--four" />;

  return (
    <section className="tm-container sf-section" aria-labelledby="sf-trending-title">
      <SectionHeader
        id="sf-trending-title"
        title="Trending Templates"
        subtitle="New releases shoppers rate highly"
        action={
          <LinkButton to={PAGES.browse} variant="outline">
            Browse All Templates
          </LinkButton>
        }
      />
      {content}
    </section>
  );
}
