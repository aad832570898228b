import type { ReactNode } from 'react';
import { BrowserRouter, Link } from 'react-router-dom';
import { PlatformProviders } from '../platform-providers';
import { useSession, displayName } from '../session.store';
import { BRAND_NAME } from '../brand';

function StandaloneBar({ name, links }: { name: string; links: Array<[string, string]> }) {
  const { status, user } = useSession();
  return (
    <div className="tm-standalone-bar">
      <strong>
        {BRAND_NAME} · {name} remote (standalone)
      </strong>
      <nav aria-label="Standalone pages" className="tm-row">
        {links.map(([to, label]) => (
          <Link key={to} to={to}>
            {label}
          </Link>
        ))}
      </nav>
      <span className="tm-muted">
        {status === 'loading' ? 'Checking session...' : status === 'authenticated' ? `Signed in as ${displayName(user)}` : 'Signed out'}
      </span>
    </div>
  );
}

/**
 * A remote's own dev page (`npm run dev -w mfe-x`): its routes in a router with the platform providers,
 * without the shell. Never used when the shell composes the remote.
 */
export function StandaloneApp({ name, links = [], children }: { name: string; links?: Array<[string, string]>; children: ReactNode }) {
  return (
    <BrowserRouter>
      <PlatformProviders>
        <StandaloneBar name={name} links={links} />
        <main id="main">{children}</main>
      </PlatformProviders>
    </BrowserRouter>
  );
}
