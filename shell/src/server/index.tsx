// The shell's server build (dist/server, docs/decisions/056): the backend renders a page's first screen
// with it, around the owning remote's routes that it loaded from that remote's own server build.
import { StrictMode, type ComponentType, type ReactElement } from 'react';
import { StaticRouter } from 'react-router-dom';
import * as platform from '@tm/platform';
import type { RemoteName } from '@tm/contracts/remotes';
import { App } from '../app';
import { RenderedRemotes } from '../remotes/rendered-remotes';

export interface ShellPageInput {
  /** The path and query being rendered. */
  url: string;
  /** The owning remote's routes, from its server build. */
  remotes: Partial<Record<RemoteName, ComponentType>>;
  /** First-screen answers by the URL the page fetches them with. */
  answers: Record<string, unknown>;
  /** Called with each key the render used without an answer. */
  onMissing?: (key: string) => void;
}

/** The page as the browser will hydrate it (shell/src/bootstrap.tsx builds the same tree). */
export function shellPage({ url, remotes, answers, onMissing }: ShellPageInput): ReactElement {
  return (
    <StrictMode>
      <StaticRouter location={url}>
        <RenderedRemotes.Provider value={remotes}>
          <App data={{ answers, onMissing }} />
        </RenderedRemotes.Provider>
      </StaticRouter>
    </StrictMode>
  );
}

/**
 * The one @tm/platform of a server render: a remote's server build leaves it to the host, as the shell
 * shares it in the browser, so the shell and the remote read the same session, cart and SWR contexts.
 */
export { platform };
