import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteName } from '@tm/contracts/remotes';

/**
 * Remotes' routes a server render already holds (loaded by the backend from each remote's server build,
 * docs/decisions/056): the boundary renders them at once instead of loading them in the browser.
 */
export const RenderedRemotes = createContext<Partial<Record<RemoteName, ComponentType>>>({});

export function useRenderedRemote(name: RemoteName): ComponentType | undefined {
  return useContext(RenderedRemotes)[name];
}
