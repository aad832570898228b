import '@tm/platform/styles.css';
import './layout/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { loadRemoteManifest } from './remotes/remote-registry';

// Start reading /remotes.json at once; nothing waits for it but the remote pages themselves.
void loadRemoteManifest().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
root.dataset.build = process.env.TM_BUILD_ID;

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
