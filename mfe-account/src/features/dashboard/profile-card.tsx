import type { User } from '@tm/contracts/auth';
import { API } from '@tm/contracts/routes';
import { Card, EmailText, displayName, formatLongDate, formatMoney, initials } from '@tm/platform';
import { ACCOUNT_SETTINGS_ID } from '../settings';
import type { OrderStats } from './order-stats';

/** docs/product/storefront.md §2 dashboard profile card; the figures read '—' until the orders are known. */
export function ProfileCard({ user, stats }: { user: User; stats: OrderStats | null }) {
  return (
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
            <EmailText email={user.email} />
          </p>
          {user.createdAt ? <p className="tm-muted">Account since {formatLongDate(user.createdAt)}</p> : null}
        </div>
      </div>
      <dl className="account-stats">
        <div>
          <dt>Total Orders</dt>
          <dd>{stats ? stats.totalOrders : '—'}</dd>
        </div>
        <div>
          <dt>Total Spent</dt>
          <dd>{stats ? formatMoney(stats.totalSpentCents) : '—'}</dd>
        </div>
      </dl>
      <div className="account-profile__actions">
        <a className="tm-btn tm-btn--outline tm-btn--sm" href={`#${ACCOUNT_SETTINGS_ID}`}>
          Account settings
        </a>
        <a className="tm-btn tm-btn--outline tm-btn--sm" href={API.logout}>
          Log out
        </a>
      </div>
    </Card>
  );
}
