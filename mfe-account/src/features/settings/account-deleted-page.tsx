import './settings.css';
import { useEffect } from 'react';
import { ACCOUNT_PRIVACY_MESSAGES } from '@tm/contracts/account-privacy';
import { PAGES } from '@tm/contracts/routes';
import { Alert, LinkButton, useDocumentTitle, useSession } from '@tm/platform';
import { AuthCard } from '../auth-card';

/**
 * /account-deleted, where the dashboard goes once the account is deleted (decision 086). The session is
 * read again when the page is shown: the server has ended it, so the header turns signed out; anyone
 * who opens the address while signed in stays signed in.
 */
export function AccountDeletedPage() {
  useDocumentTitle('Account Deleted');
  const refresh = useSession((state) => state.refresh);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return (
    <AuthCard title="Your account has been deleted">
      <div className="tm-stack">
        <Alert variant="success">{ACCOUNT_PRIVACY_MESSAGES.accountDeleted}</Alert>
        <p>
          Your orders and invoices are kept as sales records, without your email address and phone number. You can create a new account with
          the same address whenever you like.
        </p>
        <div className="account-deleted__links">
          <LinkButton to={PAGES.home}>Go to the home page</LinkButton>
          <LinkButton to={PAGES.signup} variant="outline">
            Create an account
          </LinkButton>
        </div>
      </div>
    </AuthCard>
  );
}
