import { formatDollars } from '@tm/platform';
import type { ResolvedLine } from '../cart-lines';

/**
 * On a cart or checkout line whose template costs something else than when the buyer added it (the
 * owner changed the price, or a sale started or ended): said before they pay (decision 076).
 */
export function PriceChangeNote({ line }: { line: ResolvedLine }) {
  if (!line.priceWhenAdded || !line.template) return null;
  const was = formatDollars(line.priceWhenAdded);
  const now = formatDollars(line.unitPrice ?? line.template.price);
  return <p className="co-price-change">{`The price changed since you added it: ${was} then, ${now} now.`}</p>;
}
