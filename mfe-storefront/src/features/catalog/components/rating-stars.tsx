import { cx, formatCount } from '@tm/platform';

export interface RatingStarsProps {
  /** Decimal string from the API ("4.6"); shown "0.0" when missing (docs/product/storefront.md §3). */
  rating: string;
  count?: number;
  className?: string;
}

export function ratingValue(rating: string): number {
  const value = Number.parseFloat(rating);
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 5) : 0;
}

export function RatingStars({ rating, count, className }: RatingStarsProps) {
  const value = ratingValue(rating);
  return (
    <span className={cx('sf-rating', className)}>
      <span className="sf-stars" role="img" aria-label={`Rated ${value.toFixed(1)} out of 5`}>
        <span className="sf-stars__fill" style={{ width: `${(value / 5) * 100}%` }} />
      </span>
      <span className="sf-rating__value" aria-hidden="true">
        {value.toFixed(1)}
      </span>
      {count !== undefined ? (
        <span className="sf-rating__count">
          ({formatCount(count)} {count === 1 ? 'review' : 'reviews'})
        </span>
      ) : null}
    </span>
  );
}
