import { API, PAGES } from '@tm/contracts/routes';
import { Card, LinkButton, PageShell, Spinner, displayName, formatLongDate, initials, useSession } from '@tm/platform';

/** Placeholder until the orders issue: the profile card only. */
export function DashboardPage() {
  const { status, user } = useSession();

  if (status === 'loading') return <Spinner block label="Loading your dashboard..." />;
  if (!user) {
    return (
      <PageShell title="My Dashboard" width="narrow">
        <Card title="Please sign in" description="Sign in to see your orders and downloads.">
          <LinkButton to={`${PAGES.login}?return=${encodeURIComponent(PAGES.dashboard)}`}>Sign In</LinkButton>
        </Card>
      </PageShell>
    );
  }

  return (
    <PageShell title="My Dashboard" subtitle="Your account, orders and downloads">
      <div className="account-dashboard">
        <Card className="account-profile" aria-label="Profile">
          <div className="account-profile__row">
            {user.profileImageUrl ? (
              <img className="account-avatar" src={user.profileImageUrl} alt="" />
            ) : (
              <span className="account-avatar" aria-hidden="true">
                {initials(user)}
              </span>
            )}
            <div className="account-profile__text">
              <h2 className="tm-card__title" data-testid="dashboard-name">
                {displayName(user)}
              </h2>
              <p className="tm-muted" data-testid="dashboard-email">
                {user.email}
              </p>
              {user.createdAt ? <p className="tm-muted">Account since {formatLongDate(user.createdAt)}</p> : null}
            </div>
          </div>
          <div className="account-profile__actions">
            <a className="tm-btn tm-btn--outline tm-btn--sm" href={API.logout}>
              Log out
            </a>
          </div>
        </Card>
        <Card title="Order History" description="Your purchases and downloads will appear here.">
          <div className="tm-placeholder">
            <p>No orders yet</p>
            <p>
              <LinkButton to={PAGES.browse} variant="link">
                Browse templates
              </LinkButton>
            </p>
          </div>
        </Card>
      </div>
    </PageShell>
  );
}
