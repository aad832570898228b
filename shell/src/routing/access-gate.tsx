import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Access } from '@tm/contracts/routes';
import { Card, LinkButton, PageShell, Spinner, loginPathFor, rememberReturnUrl, useSession } from '@tm/platform';

function RedirectToLogin() {
  const { pathname, search } = useLocation();
  const current = pathname + search;
  useEffect(() => {
    rememberReturnUrl(current);
  }, [current]);
  return <Navigate to={loginPathFor(current)} replace />;
}

function AdminRequired() {
  return (
    <PageShell title="Admin access required" width="narrow" hideHeading>
      <Card titleAs="h1" title="Admin access required" description="This page is only available to administrators.">
        <div className="tm-row">
          <LinkButton to="/dashboard">Go to Dashboard</LinkButton>
          <LinkButton to="/" variant="outline">
            Home
          </LinkButton>
        </div>
      </Card>
    </PageShell>
  );
}

/**
 * The protected-route behaviour (docs/product/storefront.md §2) from PAGE_ACCESS. A convenience for the user only:
 * the server refuses every protected call on its own.
 */
export function AccessGate({ access, children }: { access: Access; children: ReactNode }) {
  const { status, user } = useSession();
  if (access === 'public') return <>{children}</>;
  if (status === 'loading') return <Spinner block label="Checking authentication..." />;
  if (status === 'unauthenticated' || !user) return <RedirectToLogin />;
  if (access === 'admin' && !user.isAdmin) return <AdminRequired />;
  return <>{children}</>;
}
