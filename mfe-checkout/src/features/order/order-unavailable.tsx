import { PAGES } from '@tm/contracts/routes';
import { Button, Card, LinkButton, PageShell } from '@tm/platform';

/** docs/product/storefront.md §2: the order is missing (unknown id, someone else's, or not signed in). */
export function OrderNotFound() {
  return (
    <PageShell title="Order Not Found" width="narrow" hideHeading>
      <Card titleAs="h1" title="Order Not Found" description="We couldn't find the order you're looking for.">
        <LinkButton to={PAGES.home}>Return to Home</LinkButton>
      </Card>
    </PageShell>
  );
}

/** The order could not be read for another reason (network, server): the spec has no text, so ours. */
export function OrderLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageShell title="Error Loading Order" width="narrow" hideHeading>
      <Card titleAs="h1" title="Error Loading Order" description="Failed to load the order. Please try again.">
        <div className="tm-row">
          <Button onClick={onRetry}>Try Again</Button>
          <LinkButton to={PAGES.home} variant="outline">
            Return to Home
          </LinkButton>
        </div>
      </Card>
    </PageShell>
  );
}
