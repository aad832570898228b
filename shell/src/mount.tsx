import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import type { RenderedPage } from './remotes/rendered-page';
import { RenderedRemotes } from './remotes/rendered-remotes';

/** The browser renders the page itself: in a transition, so React renders it in slices of a few milliseconds. */
export function renderInBrowser(container: HTMLElement): void {
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

/**
 * Takes over the server's HTML: the same tree as shell/src/server/index.tsx, with the same answers. In a
 * transition, as the first render is: hydration then runs in slices too, not in one long task.
 */
export function hydrate(container: HTMLElement, page: RenderedPage, Routes: ComponentType): void {
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <BrowserRouter>
          <RenderedRemotes.Provider value={{ [page.remote]: Routes }}>
            <App data={{ answers: page.answers }} />
          </RenderedRemotes.Provider>
        </BrowserRouter>
      </StrictMode>,
      {
        // A mismatch means the server and the browser disagree about the page: say so loudly (tests fail on it).
        onRecoverableError: (error, info) =>
          console.error('[shell] the server-rendered page did not hydrate cleanly', error, info.componentStack),
      },
    );
  });
}

/** The browser renders the page afresh over the server's HTML (the remote failed, or is another build). */
export function renderOver(container: HTMLElement): void {
  container.replaceChildren();
  renderInBrowser(container);
}
