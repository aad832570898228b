import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '@tm/platform';
import { findPageOwner } from './route-owner';
import { AccessGate } from './access-gate';
import { RemoteBoundary } from '../remotes/remote-boundary';

/** The shell's only route: find the remote that owns the path, gate it, and let that remote render. */
export function PageRoute() {
  const { pathname } = useLocation();
  const owner = findPageOwner(pathname);
  if (!owner) return <NotFoundPage />;
  return (
    <AccessGate access={owner.access}>
      {/* keyed by remote: moving between two pages of one remote keeps it mounted */}
      <RemoteBoundary key={owner.remote} name={owner.remote} />
    </AccessGate>
  );
}
