import '@tm/platform/styles.css';
import './layout/shell.css';
import { adoptRenderedStylesheets, renderedPage } from './remotes/rendered-page';
import { loadedRemoteBuild, loadRemoteManifest, loadRemoteRoutes } from './remotes/remote-registry';

// Start reading /remotes.json at once; nothing waits for it but the remote pages themselves.
void loadRemoteManifest().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
root.dataset.build = process.env.TM_BUILD_ID;

/** Lets the browser paint and answer input before the next step (a task of its own, not a microtask). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The code arrives in this chunk, but each step runs in its own task (docs/decisions/056): evaluating
 * react-dom, then the platform, then the shell's own modules, then the first render. One task for all
 * of it blocks a phone's main thread for a few hundred milliseconds (Lighthouse's Total Blocking Time).
 */
async function start(container: HTMLElement): Promise<void> {
  // A server-rendered page (docs/decisions/056) hydrates once its remote's routes are in, so the first
  // render matches the server's. If the remote cannot load, or a redeploy put another build of it in the
  // browser than the one that rendered the page, the browser renders the page itself.
  const page = renderedPage(container);
  if (page) adoptRenderedStylesheets();
  const routes = page
    ? loadRemoteRoutes(page.remote).then(
        (Routes) => (loadedRemoteBuild(page.remote) === page.build ? Routes : undefined),
        () => undefined,
      )
    : undefined;
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@tm/platform');
  await nextTask();
  const { hydrate, renderInBrowser, renderOver } = await import(/* webpackMode: "eager" */ './mount');
  await nextTask();
  if (!page) return renderInBrowser(container);
  const Routes = await routes;
  if (Routes) hydrate(container, page, Routes);
  else renderOver(container);
}

void start(root);
