import './dashboard.css';
import { PAGES } from '@tm/contracts/routes';
import { Card, LinkButton, PageShell, Spinner, useSession } from '@tm/platform';
import type { User } from '@tm/contracts/auth';
import { LibraryCard } from './library-card';
import { OrderHistory } from './order-history';
import { orderStats } from './order-stats';
import { ProfileCard } from './profile-card';
import { useUserOrders } from './use-user-orders';
import { WishlistCard } from './wishlist-card';
import { AccountSettingsCard } from '../settings';

const TITLE = 'My Dashboard';

function Dashboard({ user }: { user: User }) {
  const { orders, loading, failed, retry } = useUserOrders(user.id);
  return (
    <PageShell title={TITLE} subtitle="Your account, orders, downloads and settings">
      <div className="account-dashboard">
        <ProfileCard user={user} stats={orders ? orderStats(orders) : null} />
        <OrderHistory orders={orders} loading={loading} failed={failed} onRetry={retry} onOrdersChanged={retry} />
        <LibraryCard />
        <WishlistCard />
        <AccountSettingsCard user={user} />
      </div>
    </PageShell>
  );
}

/** /dashboard (docs/product/storefront.md §2): profile, order history and downloads of the signed-in customer. */
export function DashboardPage() {
  const { status, user } = useSession();

  if (status === 'loading') return <Spinner block label="Loading your dashboard..." />;
  if (!user) {
    return (
      <PageShell title={TITLE} width="narrow">
        <Card title="Please sign in" description="Sign in to see your orders and downloads.">
          <LinkButton to={`${PAGES.login}?return=${encodeURIComponent(PAGES.dashboard)}`}>Sign In</LinkButton>
        </Card>
      </PageShell>
    );
  }
  // Keyed by user: another account's orders are never shown for a moment.
  return <Dashboard key={user.id} user={user} />;
}
