import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { REVIEW_MESSAGES, type MyReview as Mine } from '@tm/contracts/reviews';
import { Button, Spinner, loginPathFor, toast, userMessage } from '@tm/platform';
import { ReviewItem } from './review-item';
import { deleteReview } from './reviews-api';

const ReviewForm = lazy(() => import('./review-form'));

export interface MyReviewProps {
  templateId: string;
  signedIn: boolean;
  mine: Mine | undefined;
  onChanged: () => void;
}

/**
 * The signed-in buyer's part of the reviews: write one, or see, edit and delete theirs. Guests are
 * invited to sign in; other customers see nothing here (the note says who may review).
 */
export function MyReview({ templateId, signedIn, mine, onChanged }: MyReviewProps) {
  const { pathname } = useLocation();
  const [mode, setMode] = useState<'idle' | 'form' | 'confirm-delete'>('idle');
  const [deleting, setDeleting] = useState(false);
  // When the form closes, the focus goes back to what opened it (keyboard users keep their place).
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // A first review replaces the Write a review button with the review itself, a deletion the other way
  // round: focus goes to what took the place of the control once it shows (decision 027).
  const savedBlock = useRef<HTMLDivElement>(null);
  /** Whether a review is expected after the change under way (null: no change under way). */
  const focusWhen = useRef<boolean | null>(null);
  const hasReview = !!mine?.review;
  useEffect(() => {
    if (mode === 'idle' && wasOpen.current && focusWhen.current === null) opener.current?.focus();
    wasOpen.current = mode !== 'idle';
  }, [mode]);
  useEffect(() => {
    if (focusWhen.current !== hasReview || mode !== 'idle') return;
    const target = hasReview ? savedBlock.current : opener.current;
    if (!target) return;
    focusWhen.current = null;
    target.focus();
  }, [mode, hasReview]);

  if (!signedIn) {
    return (
      <p className="sf-reviews__invite">
        Bought this template? <Link to={loginPathFor(`${pathname}#reviews`)}>Sign in to review it</Link>.
      </p>
    );
  }
  if (!mine) return null;
  const saved = () => {
    // Editing keeps the Edit button, which gets the focus back; a first review brings a new block.
    if (!mine.review) focusWhen.current = true;
    setMode('idle');
    onChanged();
  };
  const form = (
    <Suspense fallback={<Spinner label="Loading the review form..." />}>
      <ReviewForm templateId={templateId} existing={mine.review} onSaved={saved} onCancel={() => setMode('idle')} />
    </Suspense>
  );

  if (mine.review) {
    const remove = async () => {
      setDeleting(true);
      try {
        await deleteReview(templateId);
        toast({ title: 'Review deleted' });
        focusWhen.current = false;
        setMode('idle');
        onChanged();
      } catch (failure) {
        toast({ title: 'Delete failed', description: userMessage(failure, 'Your review could not be deleted'), variant: 'destructive' });
      } finally {
        setDeleting(false);
      }
    };
    return (
      <div
        className="sf-reviews__mine"
        {...(mode === 'form' ? {} : { role: 'group', 'aria-labelledby': 'sf-reviews-mine-title', tabIndex: -1, ref: savedBlock })}
      >
        {mode === 'form' ? (
          form
        ) : (
          <>
            <p id="sf-reviews-mine-title" className="sf-reviews__mine-title">
              Your review
            </p>
            <ReviewItem review={mine.review} mine />
            {mode === 'confirm-delete' ? (
              <div className="tm-row" role="group" aria-label="Delete your review?">
                <span>Delete your review for good?</span>
                <Button variant="destructive" size="sm" loading={deleting} onClick={() => void remove()} autoFocus>
                  Yes, delete it
                </Button>
                <Button variant="outline" size="sm" onClick={() => setMode('idle')} disabled={deleting}>
                  Keep it
                </Button>
              </div>
            ) : (
              <div className="tm-row">
                <Button ref={opener} variant="outline" size="sm" onClick={() => setMode('form')}>
                  Edit your review
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setMode('confirm-delete')}>
                  Delete
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    );
  }
  // Non-buyers see nothing here (the note says who may review); a buyer whose review was removed is told.
  if (!mine.canReview) return mine.reason === REVIEW_MESSAGES.removed ? <p className="sf-reviews__empty">{mine.reason}</p> : null;
  return mode === 'form' ? (
    form
  ) : (
    <Button ref={opener} onClick={() => setMode('form')}>
      Write a review
    </Button>
  );
}
