import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ACCOUNT_DELETION_TEXTS,
  ACCOUNT_PRIVACY_MESSAGES,
  REVIEWS_ON_DELETION,
  REVIEWS_ON_DELETION_LABELS,
} from '@tm/contracts/account-privacy';
import { DeleteAccountSchema, type DeleteAccount } from '@tm/contracts/account-privacy.schemas';
import type { MessageResponse, User } from '@tm/contracts/auth';
import { API, PAGES } from '@tm/contracts/routes';
import { Alert, Button, Input, cx, postJson, useZodForm } from '@tm/platform';

const FALLBACK_ERROR = 'We could not delete your account. Please try again.';
const EMPTY = { reviews: '', currentPassword: '' };

/** The reviews' fate as two radio buttons in a fieldset, its message under them (the form's other fields are Inputs). */
function ReviewsChoice({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={cx('account-delete__choice', error && 'tm-check--invalid')} aria-describedby={error ? errorId : undefined}>
      <legend className="tm-label">Your reviews</legend>
      {REVIEWS_ON_DELETION.map((option) => (
        <div key={option} className="tm-check">
          <input
            id={`${name}-${option}`}
            type="radio"
            name="reviews"
            value={option}
            className="tm-check__box"
            checked={value === option}
            onChange={onChange}
            aria-invalid={error ? true : undefined}
          />
          <label className="tm-check__label" htmlFor={`${name}-${option}`}>
            {REVIEWS_ON_DELETION_LABELS[option]}
          </label>
        </div>
      ))}
      {error ? (
        <p id={errorId} className="tm-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function DeletionForm({ headingId, onCancel }: { headingId: string; onCancel: () => void }) {
  const form = useZodForm(DeleteAccountSchema, EMPTY);
  const navigate = useNavigate();
  const onSubmit = form.handleSubmit(
    async (request: DeleteAccount) => {
      await postJson<MessageResponse>(API.accountDelete, request);
      // The server ended the session. The page that says so reads the session again once it is shown: read
      // here, the signed-out dashboard would send the visitor to the sign-in page first.
      await navigate(PAGES.accountDeleted, { replace: true });
    },
    { fallbackMessage: FALLBACK_ERROR, keepPendingOnSuccess: true },
  );
  const reviews = form.field('reviews');
  return (
    <form
      ref={form.formRef}
      className="tm-form account-delete__form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={headingId}
    >
      {form.formError ? <Alert variant="error">{form.formError}</Alert> : null}
      <div className="account-delete__lists">
        <div>
          <h4 className="account-delete__subtitle">What we keep</h4>
          <ul>
            {ACCOUNT_DELETION_TEXTS.kept.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="account-delete__subtitle">What goes, at once</h4>
          <ul>
            {ACCOUNT_DELETION_TEXTS.gone.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
      <ReviewsChoice value={reviews.value} error={reviews.error} onChange={reviews.onChange} />
      <Input label="Current password" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
      <div className="account-delete__actions">
        <Button type="submit" variant="destructive" loading={form.pending} disabled={form.pending}>
          {form.pending ? 'Deleting your account...' : 'Delete my account permanently'}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={form.pending}>
          Keep my account
        </Button>
      </div>
    </form>
  );
}

/**
 * Delete my account (decision 086). The form, with what is kept and what goes, opens from a button, so
 * the statement is read before anything is asked; the current password confirms it. An admin account is
 * not deleted from here.
 */
export function DeleteAccountPart({ user }: { user: User }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  // The button and the form replace each other: focus follows instead of falling to the page.
  const [focusNext, setFocusNext] = useState<'form' | 'button' | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const statementRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusNext === 'button') buttonRef.current?.focus();
    if (focusNext === 'form') statementRef.current?.focus();
    if (focusNext) setFocusNext(null);
  }, [focusNext]);

  return (
    <section className="account-settings__part account-delete" aria-labelledby={headingId}>
      <h3 id={headingId} className="account-settings__title">
        Delete account
      </h3>
      {user.isAdmin ? (
        <p className="tm-muted">{ACCOUNT_PRIVACY_MESSAGES.adminNotDeletable}</p>
      ) : open ? (
        <div className="account-delete__panel">
          {/* Focus lands on the statement, so it is what a screen reader reads first. */}
          <p ref={statementRef} tabIndex={-1} className="account-delete__statement">
            Deleting your account takes effect at once and cannot be undone. Download your data and your purchases first if you want them.
          </p>
          <DeletionForm
            headingId={headingId}
            onCancel={() => {
              setOpen(false);
              setFocusNext('button');
            }}
          />
        </div>
      ) : (
        <>
          <p className="tm-muted">
            Closes your account for good and signs you out everywhere. Orders and invoices are kept as the law requires, without your email
            address or phone number.
          </p>
          <div>
            <Button
              ref={buttonRef}
              variant="outline"
              className="account-delete__open"
              onClick={() => {
                setOpen(true);
                setFocusNext('form');
              }}
            >
              Delete my account...
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
