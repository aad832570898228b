import { REVIEW_TEXTS, type Review } from '@tm/contracts/reviews';
import { formatLongDate } from '@tm/platform';
import { RatingStars } from '../components/rating-stars';

/** One review: stars, title, who and when, the "Verified purchase" or "Sample review" label, the text. */
export function ReviewItem({ review, mine = false }: { review: Review; mine?: boolean }) {
  return (
    <article className="sf-review" aria-labelledby={`review-${review.id}`}>
      <header className="sf-review__header">
        <RatingStars rating={String(review.rating)} />
        <h3 id={`review-${review.id}`} className="sf-review__title">
          {review.title}
        </h3>
      </header>
      <p className="sf-review__meta">
        <span>{mine ? `${review.author} (you)` : review.author}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
        {review.updatedAt !== review.createdAt ? <span>{` · edited`}</span> : null}
        {review.sample ? (
          <span className="sf-review__label sf-review__label--sample">{REVIEW_TEXTS.sample}</span>
        ) : review.verifiedPurchase ? (
          <span className="sf-review__label sf-review__label--verified">{REVIEW_TEXTS.verified}</span>
        ) : null}
      </p>
      <p className="sf-review__text">{review.text}</p>
    </article>
  );
}
