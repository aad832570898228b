import { Component, startTransition, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@tm/contracts/remotes';
import { Button, LinkButton, Spinner } from '@tm/platform';
import { loadRemoteRoutes, loadedRemoteRoutes } from './remote-registry';
import { useRenderedRemote } from './rendered-remotes';

const SECTION_LABELS: Record<RemoteName, string> = {
  storefront: 'Template catalogue',
  checkout: 'Cart and checkout',
  account: 'Account',
  admin: 'Admin panel',
};

function RemoteUnavailable({ name, onRetry }: { name: RemoteName; onRetry: () => void }) {
  return (
    <div className="tm-page tm-page--narrow remote-unavailable" role="alert" data-remote-error={name}>
      <div className="remote-unavailable__icon" aria-hidden="true">
        !
      </div>
      <h1 className="tm-page__title">This part of the site is unavailable right now</h1>
      <p className="tm-page__subtitle">
        The <strong>{SECTION_LABELS[name]}</strong> section could not be loaded. The rest of the site still works; please try again in a
        moment.
      </p>
      <div className="tm-row remote-unavailable__actions">
        <Button onClick={onRetry}>Retry</Button>
        <LinkButton to="/" variant="outline">
          Home
        </LinkButton>
      </div>
    </div>
  );
}

class RenderErrorBoundary extends Component<{ name: RemoteName; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] the "${this.props.name}" remote failed while rendering`, error, info.componentStack);
  }

  render() {
    if (this.state.failed) return <RemoteUnavailable name={this.props.name} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

type LoadState = { status: 'loading' } | { status: 'ready'; Routes: ComponentType } | { status: 'failed'; error: unknown };

/**
 * Loads a remote's `./routes` and renders it. Whatever goes wrong (remotes.json, manifest, script,
 * render), only this area shows the failure, with a Retry that really reloads the remote.
 */
export function RemoteBoundary({ name }: { name: RemoteName }) {
  const rendered = useRenderedRemote(name);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const Routes = rendered ?? loadedRemoteRoutes(name);
    return Routes ? { status: 'ready', Routes } : { status: 'loading' };
  });

  useEffect(() => {
    if (attempt === 0 && loadedRemoteRoutes(name)) return;
    let active = true;
    setState({ status: 'loading' });
    loadRemoteRoutes(name, { force: attempt > 0 }).then(
      // The remote's first render is large: a transition renders it in slices instead of one long task.
      (Routes) => active && startTransition(() => setState({ status: 'ready', Routes })),
      (error: unknown) => {
        if (!active) return;
        console.warn(`[shell] the "${name}" remote could not be loaded`, error);
        setState({ status: 'failed', error });
      },
    );
    return () => {
      active = false;
    };
  }, [name, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') return <Spinner block label={`Loading ${SECTION_LABELS[name].toLowerCase()}...`} />;
  if (state.status === 'failed') return <RemoteUnavailable name={name} onRetry={retry} />;
  const { Routes } = state;
  return (
    <RenderErrorBoundary key={attempt} name={name} onRetry={retry}>
      <Routes />
    </RenderErrorBoundary>
  );
}
