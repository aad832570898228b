import '@tm/platform/styles.css';
import './layout/shell.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { loadRemoteManifest } from './remotes/remote-registry';

// Start reading /remotes.json at once; nothing waits for it but the remote pages themselves.
void loadRemoteManifest().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
root.dataset.build = process.env.TM_BUILD_ID;

// A transition: React renders the first screen in slices of a few milliseconds and lets the browser
// paint and answer input in between, instead of one long task (Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});
