import type { ComponentType } from 'react';
import { createInstance, getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { PAGE_DATA_IDS, parseRemotesManifest, type RemoteName } from '@tm/contracts/remotes';
import { API } from '@tm/contracts/routes';

/** Where the server lists each remote's manifest URL (docs/architecture.md §4): no URL is baked into the shell. */
export const REMOTES_MANIFEST_URL = API.remotes;

/** The list the server put in the page, if any: saves the first screen a round trip. */
function inlineRemotes(): unknown {
  const text = document.getElementById(PAGE_DATA_IDS.remotes)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type RoutesModule = { default?: ComponentType; RemoteRoutes?: ComponentType; buildId?: unknown };

let manifest: Promise<Map<RemoteName, string>> | null = null;
const registeredEntries = new Map<RemoteName, string>();
const loadedRoutes = new Map<RemoteName, ComponentType>();
const loadedBuilds = new Map<RemoteName, string>();

/**
 * The MF runtime instance the shell's build plugin created (so remotes share the shell's singletons).
 * createInstance is only a fallback for a build without the plugin.
 */
function federation(): ModuleFederation {
  return getInstance() ?? createInstance({ name: 'shell', remotes: [], shared: {} });
}

function register(name: RemoteName, entry: string, force: boolean): void {
  if (!force && registeredEntries.get(name) === entry) return;
  // force drops the remote's cached manifest, entry script and modules so the next load starts afresh.
  federation().registerRemotes([{ name, entry }], { force: registeredEntries.has(name) });
  registeredEntries.set(name, entry);
}

/** Reads /remotes.json and registers every remote it lists. A failure is remembered only until retried. */
export function loadRemoteManifest(force = false): Promise<Map<RemoteName, string>> {
  if (!manifest || force) {
    const attempt = (async () => {
      // A retry (force) asks the server again: a remote may have been re-pointed since the page loaded.
      let body = force ? undefined : inlineRemotes();
      if (body === undefined) {
        const response = await fetch(REMOTES_MANIFEST_URL, { credentials: 'same-origin', cache: 'no-store' });
        if (!response.ok) throw new Error(`${response.status}: could not read ${REMOTES_MANIFEST_URL}`);
        body = await response.json();
      }
      const { remotes } = parseRemotesManifest(body);
      const entries = new Map(remotes.map(({ name, entry }) => [name, entry] as const));
      for (const [name, entry] of entries) register(name, entry, false);
      return entries;
    })();
    manifest = attempt;
    attempt.catch(() => {
      if (manifest === attempt) manifest = null;
    });
  }
  return manifest;
}

/** The remote's routes component, if it already loaded (lets navigation within a remote skip the spinner). */
export function loadedRemoteRoutes(name: RemoteName): ComponentType | undefined {
  return loadedRoutes.get(name);
}

/** The build id the remote's routes module declares, once loaded (compared with a server render's). */
export function loadedRemoteBuild(name: RemoteName): string | undefined {
  return loadedBuilds.get(name);
}

/**
 * Loads `<name>/routes`. With `force` (the Retry button) the manifest is re-read and the remote
 * re-registered, so a remote that was down, or was redeployed, loads fresh without a page reload.
 */
export async function loadRemoteRoutes(name: RemoteName, { force = false } = {}): Promise<ComponentType> {
  const entries = await loadRemoteManifest(force);
  const entry = entries.get(name);
  if (!entry) throw new Error(`The "${name}" remote is not listed in ${REMOTES_MANIFEST_URL}`);
  if (force) {
    loadedRoutes.delete(name);
    // Chunks the failed attempt already pushed would be re-used by the fresh runtime; drop them
    // (name set by packages/build-config: output.chunkLoadingGlobal).
    delete (globalThis as Record<string, unknown>)[`webpackChunktm_${name}`];
    register(name, entry, true);
  }
  const module = await federation().loadRemote<RoutesModule>(`${name}/routes`);
  const Routes = module?.default ?? module?.RemoteRoutes;
  if (!Routes) throw new Error(`The "${name}" remote did not expose a routes component`);
  loadedRoutes.set(name, Routes);
  if (typeof module?.buildId === 'string') loadedBuilds.set(name, module.buildId);
  return Routes;
}
