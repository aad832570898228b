import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { DISCOUNT_API } from '@tm/contracts/discounts';
import type { DiscountQuote } from '@tm/contracts/discounts.schemas';
import { PAGES } from '@tm/contracts/routes';
import { Button, Input, loginPathFor, postJson, userMessage } from '@tm/platform';
import { useDiscount } from './discount-store';

/**
 * The cart's "Have a code?" (decision 090): a disclosure opening a labelled field and Apply. The server
 * prices the code on the cart, or says why not (and, after too many unknown codes, to wait).
 */
export function DiscountField({ signedIn, dropped }: { signedIn: boolean; dropped: string | null }) {
  const { code, quote, applied, removed } = useDiscount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const panelId = useId();

  if (code && quote) {
    return (
      <div className="co-discount" aria-live="polite">
        <p className="co-discount__applied">
          Code <strong>{quote.code}</strong> applied: {quote.label}.
        </p>
        <Button variant="link" onClick={removed}>
          Remove code<span className="tm-visually-hidden"> {quote.code}</span>
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() === '') {
      setError('Enter a code');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      applied(await postJson<DiscountQuote>(DISCOUNT_API.apply, { code: typed.trim() }));
      setTyped('');
    } catch (failure) {
      setError(userMessage(failure, 'The code could not be checked. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="co-discount">
      {dropped ? (
        <p className="co-discount__dropped" role="status">
          Your code was removed: {dropped}
        </p>
      ) : null}
      <Button variant="link" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Have a code?
      </Button>
      {open ? (
        <div id={panelId}>
          {signedIn ? (
            <form className="co-discount__form" onSubmit={(event) => void submit(event)} noValidate>
              <Input
                label="Discount code"
                name="discountCode"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={typed}
                maxLength={64}
                error={error}
                onChange={(event) => setTyped(event.target.value)}
              />
              <Button type="submit" variant="outline" disabled={busy}>
                {busy ? 'Checking…' : 'Apply'}
              </Button>
            </form>
          ) : (
            <p className="tm-muted">
              <Link to={loginPathFor(PAGES.cart)}>Sign in</Link> to use a discount code.
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
