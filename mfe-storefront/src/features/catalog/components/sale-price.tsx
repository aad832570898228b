import { formatDollars } from '@tm/platform';

/**
 * The regular price struck through beside a running sale's price (decision 076), nothing otherwise.
 * Screen readers hear "Regular price $49.00"; the sale price is the price shown next to it.
 */
export function RegularPrice({ regularPrice }: { regularPrice: string | null }) {
  if (!regularPrice) return null;
  return (
    <s className="sf-price-regular">
      <span className="tm-visually-hidden">Regular price </span>
      {formatDollars(regularPrice)}
    </s>
  );
}
