import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { REVIEW_TEXTS, type ReviewsPage } from '@tm/contracts/reviews';
import { Button, getJson, useSession } from '@tm/platform';
import { MyReview } from './my-review';
import { RatingBreakdown } from './rating-breakdown';
import { ReviewItem } from './review-item';
import { reviewsKey, useMyReview, useReviews } from './reviews-api';

/**
 * The detail page's reviews (decision 038): the breakdown, the buyer's own review or form, every
 * review newest first with its "Verified purchase" or "Sample review" label, and how reviews work.
 */
export function ReviewsSection({
  templateId,
  onChanged,
}: {
  templateId: string;
  onChanged: (figures: Pick<ReviewsPage, 'rating' | 'ratingCount'>) => void;
}) {
  const { mutate: mutateKey } = useSWRConfig();
  const [page, setPage] = useState(1);
  const { user, status } = useSession();
  const signedIn = status === 'authenticated' && !!user && !user.isAdmin;
  const { data, error, mutate } = useReviews(templateId, page);
  const { data: mine, mutate: mutateMine } = useMyReview(templateId, signedIn);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const hasSamples = data?.reviews.some((r) => r.sample) ?? false;
  // After the buyer's change: the first page read again, and its figures handed to the page's header
  // (the template itself is cached for a few seconds, so it is not read again).
  const changed = () => {
    void mutateMine();
    void getJson<ReviewsPage>(reviewsKey(templateId, 1)).then(
      (fresh) => {
        void mutateKey(reviewsKey(templateId, 1), fresh, { revalidate: false });
        setPage(1);
        onChanged({ rating: fresh.rating, ratingCount: fresh.ratingCount });
      },
      () => void mutate(),
    );
  };

  return (
    <section id="reviews" className="sf-detail__section sf-reviews" aria-labelledby="sf-reviews-title">
      <h2 id="sf-reviews-title" className="sf-detail__heading">
        Reviews
      </h2>
      {data ? <RatingBreakdown rating={data.rating} ratingCount={data.ratingCount} breakdown={data.breakdown} /> : null}
      {status !== 'loading' ? (
        <MyReview templateId={templateId} signedIn={status === 'authenticated'} mine={mine} onChanged={changed} />
      ) : null}
      {error && !data ? <p className="sf-reviews__empty">The reviews could not be loaded.</p> : null}
      {data && data.total === 0 ? <p className="sf-reviews__empty">{REVIEW_TEXTS.empty}</p> : null}
      {data && data.reviews.length > 0 ? (
        <ol className="sf-reviews__list" aria-label={`Reviews, page ${page} of ${pages}`}>
          {data.reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} mine={mine?.review?.id === review.id} />
            </li>
          ))}
        </ol>
      ) : null}
      {pages > 1 ? (
        <nav className="tm-row sf-reviews__pages" aria-label="Review pages">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Newer reviews
          </Button>
          <span>{`Page ${page} of ${pages}`}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Older reviews
          </Button>
        </nav>
      ) : null}
      <aside className="sf-reviews__how" aria-labelledby="sf-reviews-how-title">
        <h3 id="sf-reviews-how-title" className="sf-reviews__how-title">
          {REVIEW_TEXTS.howTitle}
        </h3>
        <ul>
          {REVIEW_TEXTS.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
          {hasSamples ? <li>{REVIEW_TEXTS.sampleNote}</li> : null}
        </ul>
      </aside>
    </section>
  );
}
