import '@tm/platform/styles.css';
import './layout/shell.css';
import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { adoptRenderedStylesheets, renderedPage, type RenderedPage } from './remotes/rendered-page';
import { RenderedRemotes } from './remotes/rendered-remotes';
import { loadedRemoteBuild, loadRemoteManifest, loadRemoteRoutes } from './remotes/remote-registry';

// Start reading /remotes.json at once; nothing waits for it but the remote pages themselves.
void loadRemoteManifest().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
root.dataset.build = process.env.TM_BUILD_ID;

function renderInBrowser(container: HTMLElement) {
  // A transition: React renders the first screen in slices of a few milliseconds and lets the browser
  // paint and answer input in between, instead of one long task (Lighthouse's Total Blocking Time).
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
function hydrate(container: HTMLElement, page: RenderedPage, Routes: ComponentType) {
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
        onRecoverableError: (error, info) => console.error('[shell] the server-rendered page did not hydrate cleanly', error, info.componentStack),
      },
    );
  });
}

/** The browser renders the page afresh over the server's HTML (the remote failed, or is another build). */
function renderOver(container: HTMLElement) {
  container.replaceChildren();
  renderInBrowser(container);
}

// A server-rendered page (docs/decisions/056) hydrates once its remote's routes are in, so the first
// render matches the server's. If the remote cannot load, or a redeploy put another build of it in the
// browser than the one that rendered the page, the browser renders the page itself.
const page = renderedPage(root);
if (page) {
  adoptRenderedStylesheets();
  loadRemoteRoutes(page.remote).then(
    (Routes) => (loadedRemoteBuild(page.remote) === page.build ? hydrate(root, page, Routes) : renderOver(root)),
    () => renderOver(root),
  );
} else {
  renderInBrowser(root);
}
