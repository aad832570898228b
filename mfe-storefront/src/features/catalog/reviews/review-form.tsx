import { useEffect, useState, type ChangeEvent } from 'react';
import { REVIEW_LIMITS, type Review } from '@tm/contracts/reviews';
import { ReviewFormSchema } from '@tm/contracts/reviews.schemas';
import { Alert, Button, Input, toast, useZodForm } from '@tm/platform';
import { patchReview, postReview } from './reviews-api';

type TextChange = ChangeEvent<HTMLInputElement>;

export interface ReviewFormProps {
  templateId: string;
  /** The buyer's review when editing it. */
  existing: Review | null;
  onSaved: () => void;
  onCancel?: () => void;
}

/**
 * Write or edit a review (decision 038): 1-5 stars as a radio group, a title and the text (at most
 * 2,000 characters). Loaded only for a buyer who may review, so the storefront's first screen carries
 * no form validation code.
 */
export default function ReviewForm({ templateId, existing, onSaved, onCancel }: ReviewFormProps) {
  const form = useZodForm(ReviewFormSchema, {
    rating: existing ? String(existing.rating) : '',
    title: existing?.title ?? '',
    text: existing?.text ?? '',
  });
  const [length, setLength] = useState(existing?.text.length ?? 0);
  // The button that opened the form is gone: its first field takes the focus (decision 027), the
  // checked star when editing (a radio group is one tab stop, on its checked radio).
  const { formRef } = form;
  useEffect(() => {
    const stars = formRef.current;
    (
      stars?.querySelector<HTMLInputElement>('input[name="rating"]:checked') ??
      stars?.querySelector<HTMLInputElement>('input[name="rating"]')
    )?.focus();
  }, [formRef]);
  const rating = form.field('rating');
  const text = form.field('text');
  const onSubmit = form.handleSubmit(
    async (data) => {
      if (existing) await patchReview(templateId, data);
      else await postReview(templateId, data);
      toast({ title: existing ? 'Review updated' : 'Thank you for your review', description: 'It is shown on this page now.' });
      onSaved();
    },
    { fallbackMessage: 'Your review could not be saved. Please try again.' },
  );
  return (
    <form
      ref={form.formRef}
      className="tm-form sf-review-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="review-form-title"
    >
      <h3 id="review-form-title" className="sf-review-form__title">
        {existing ? 'Edit your review' : 'Write a review'}
      </h3>
      {form.formError ? <Alert variant="error">{form.formError}</Alert> : null}
      <fieldset
        className={`tm-field sf-star-input${rating.error ? ' tm-field--invalid' : ''}`}
        aria-describedby={rating.error ? 'review-rating-error' : undefined}
      >
        <legend className="tm-label">Your rating</legend>
        <div className="sf-star-input__options">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="sf-star-input__option">
              <input
                type="radio"
                name="rating"
                value={String(stars)}
                checked={rating.value === String(stars)}
                onChange={(event) => rating.onChange(event as TextChange)}
                aria-invalid={rating.error ? true : undefined}
              />
              <span
                aria-hidden="true"
                className={Number(rating.value) >= stars ? 'sf-star-input__star sf-star-input__star--on' : 'sf-star-input__star'}
              >
                ★
              </span>
              <span className="tm-visually-hidden">{`${stars} star${stars === 1 ? '' : 's'}`}</span>
            </label>
          ))}
        </div>
        {rating.error ? (
          <p id="review-rating-error" className="tm-field__error">
            {rating.error}
          </p>
        ) : null}
      </fieldset>
      <Input label="Title" maxLength={REVIEW_LIMITS.titleMax} {...form.field('title')} />
      <div className={`tm-field${text.error ? ' tm-field--invalid' : ''}`}>
        <label className="tm-label" htmlFor="review-text">
          Your review
        </label>
        <textarea
          id="review-text"
          name="text"
          className="tm-input sf-review-form__text"
          rows={5}
          maxLength={REVIEW_LIMITS.textMax}
          value={text.value}
          onChange={(event) => {
            setLength(event.target.value.length);
            text.onChange(event as unknown as TextChange);
          }}
          aria-invalid={text.error ? true : undefined}
          aria-describedby={`review-text-count${text.error ? ' review-text-error' : ''}`}
        />
        <p
          id="review-text-count"
          className="tm-field__hint"
        >{`${length.toLocaleString('en-US')} / ${REVIEW_LIMITS.textMax.toLocaleString('en-US')} characters`}</p>
        {text.error ? (
          <p id="review-text-error" className="tm-field__error">
            {text.error}
          </p>
        ) : null}
      </div>
      <div className="tm-row">
        <Button type="submit" loading={form.pending} disabled={form.pending}>
          {existing ? 'Save changes' : 'Submit review'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={form.pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
