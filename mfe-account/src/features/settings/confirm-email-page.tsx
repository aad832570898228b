import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ACCOUNT_SETTINGS_MESSAGES, type ConfirmEmailChange } from '@tm/contracts/account-settings';
import type { MessageResponse } from '@tm/contracts/auth';
import { API, PAGES } from '@tm/contracts/routes';
import { Alert, ApiError, Button, LinkButton, postJson, useDocumentTitle, useSession, userMessage } from '@tm/platform';
import { AuthCard } from '../auth-card';

const FALLBACK_ERROR = 'We could not confirm your new email address. Please try again.';

type Outcome = { kind: 'done' | 'invalid' | 'failed'; message: string } | null;

/**
 * /confirm-email?token=…, opened from the mail sent to the new address (decision 084). The address
 * changes on a button press, not on opening: a GET changes nothing, and a mail scanner that opens
 * links does not confirm a change for the owner.
 */
export function ConfirmEmailPage() {
  useDocumentTitle('Confirm Your New Email Address');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { user, refresh } = useSession();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const confirm = async () => {
    setPending(true);
    try {
      const request: ConfirmEmailChange = { token };
      const response = await postJson<MessageResponse>(API.accountEmailConfirm, request);
      setOutcome({ kind: 'done', message: response?.message ?? ACCOUNT_SETTINGS_MESSAGES.emailChanged });
      // Signed in here to the same account, the session was renewed: show the new address.
      if (user) await refresh();
    } catch (failure) {
      const invalid = failure instanceof ApiError && failure.status === 400;
      setOutcome({ kind: invalid ? 'invalid' : 'failed', message: userMessage(failure, FALLBACK_ERROR) });
    } finally {
      setPending(false);
    }
  };

  let body;
  if (!token) {
    body = <Alert variant="error">{ACCOUNT_SETTINGS_MESSAGES.linkInvalid}</Alert>;
  } else if (outcome?.kind === 'done') {
    body = (
      <div className="tm-stack">
        <Alert variant="success" title="Email address changed">
          {outcome.message}
        </Alert>
        {user ? <LinkButton to={PAGES.dashboard}>Go to My Dashboard</LinkButton> : <LinkButton to={PAGES.login}>Sign In</LinkButton>}
      </div>
    );
  } else if (outcome?.kind === 'invalid') {
    body = (
      <div className="tm-stack">
        <Alert variant="error">{outcome.message}</Alert>
        <p className="tm-muted">You can ask for a new link under Account settings in your dashboard.</p>
      </div>
    );
  } else {
    body = (
      <div className="tm-stack">
        {outcome?.kind === 'failed' ? <Alert variant="error">{outcome.message}</Alert> : null}
        <p>Confirm that this address is yours and should become the address of your account.</p>
        <Button block size="lg" loading={pending} disabled={pending} onClick={() => void confirm()}>
          {pending ? 'Confirming...' : 'Confirm new email address'}
        </Button>
      </div>
    );
  }

  return (
    <AuthCard title="Confirm your new email address" links={<Link to={PAGES.dashboard}>Back to My Dashboard</Link>}>
      {body}
    </AuthCard>
  );
}
