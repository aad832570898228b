import { CATALOG_LIMITS } from '@tm/contracts/catalog';
import type { Template } from '@tm/contracts/catalog.schemas';
import { Badge, subcategoryLabel } from '@tm/platform';

const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/product/storefront.md §9: New when created in the last 30 days. */
export function isNewTemplate(createdAt: string, now = Date.now()): boolean {
  const created = Date.parse(createdAt);
  return Number.isFinite(created) && now - created <= CATALOG_LIMITS.newForDays * DAY_MS;
}

/** docs/product/storefront.md §9: Featured when salesCount exceeds 1000. */
export function isFeaturedTemplate(salesCount: number): boolean {
  return salesCount > CATALOG_LIMITS.featuredBadgeSales;
}

export function RankBadge({ rank }: { rank: number }) {
  return <span className="sf-rank">#{rank}</span>;
}

export function SubcategoryBadge({ subcategory }: { subcategory: string }) {
  return (
    <Badge variant="secondary" className="sf-subcategory">
      {subcategoryLabel(subcategory)}
    </Badge>
  );
}

export function StatusBadges({ template }: { template: Pick<Template, 'createdAt' | 'salesCount'> }) {
  return (
    <>
      {isNewTemplate(template.createdAt) ? <Badge className="sf-badge-new">New</Badge> : null}
      {isFeaturedTemplate(template.salesCount) ? <Badge className="sf-badge-featured">Featured</Badge> : null}
    </>
  );
}
