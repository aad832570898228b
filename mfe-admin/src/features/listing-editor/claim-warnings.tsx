import { unbackedClaims } from '@tm/contracts/listings';
import type { ListingPackageFacts } from '@tm/contracts/listings.schemas';

/**
 * Beside the tags: each feature a tag claims ("woocommerce", "dark mode") that the ZIP last chosen does
 * not show, once that ZIP has been read. Nothing before a package is read, and nothing for tags that
 * claim nothing a package could show ("photography").
 */
export function ClaimWarnings({ tags, facts }: { tags: readonly string[] | undefined; facts: ListingPackageFacts | null }) {
  const unbacked = facts ? unbackedClaims(tags ?? [], facts.features) : [];
  return (
    <ul className="listing-claims" aria-live="polite">
      {unbacked.map((feature) => (
        <li key={feature}>
          <span aria-hidden="true">⚠ </span>The package does not show: {feature}
        </li>
      ))}
    </ul>
  );
}
