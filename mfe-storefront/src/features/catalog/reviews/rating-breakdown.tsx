import type { RatingBreakdown as Breakdown } from '@tm/contracts/reviews';
import { formatCount } from '@tm/platform';
import { RatingStars } from '../components/rating-stars';

/** The average, the count, and one bar per star level (5 to 1) of the reviews that count. */
export function RatingBreakdown({ rating, ratingCount, breakdown }: { rating: string; ratingCount: number; breakdown: Breakdown }) {
  const total = Object.values(breakdown).reduce((sum, n) => sum + n, 0);
  return (
    <div className="sf-reviews__summary">
      <p className="sf-reviews__average">
        <span className="sf-reviews__average-value">{Number.parseFloat(rating || '0').toFixed(1)}</span>
        <RatingStars rating={rating} count={ratingCount} />
      </p>
      <ul className="sf-reviews__bars" aria-label="Ratings by stars">
        {(['5', '4', '3', '2', '1'] as const).map((stars) => {
          const n = breakdown[stars];
          const share = total ? Math.round((n / total) * 100) : 0;
          return (
            <li key={stars} className="sf-reviews__bar-row">
              <span className="sf-reviews__bar-label">{`${stars} star${stars === '1' ? '' : 's'}`}</span>
              <span className="sf-reviews__bar" aria-hidden="true">
                <span className="sf-reviews__bar-fill" style={{ width: `${share}%` }} />
              </span>
              <span className="sf-reviews__bar-count">{`${formatCount(n)} (${share}%)`}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
