import { create } from 'zustand';
import type { User } from '@tm/contracts/auth';
import { API } from '@tm/contracts/routes';
import { getJson } from './api-client';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** Re-reads GET /api/auth/user. A 401 (or any failure) means signed out; never retried. */
  refresh: () => Promise<User | null>;
  setUser: (user: User | null) => void;
  clear: () => void;
}

// Only the latest refresh may write: a slow answer from before a login must not sign the user out again.
let latestRefresh = 0;

export const useSession = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  refresh: async () => {
    const ticket = ++latestRefresh;
    try {
      const user = await getJson<User>(API.authUser);
      if (ticket === latestRefresh) set({ status: user ? 'authenticated' : 'unauthenticated', user: user ?? null });
      return user ?? null;
    } catch {
      if (ticket === latestRefresh) set({ status: 'unauthenticated', user: null });
      return null;
    }
  },
  setUser: (user) => set({ status: user ? 'authenticated' : 'unauthenticated', user }),
  clear: () => set({ status: 'unauthenticated', user: null }),
}));

type NamedUser = Pick<User, 'firstName' | 'lastName' | 'username' | 'email'>;

/** Header display name (docs/product/storefront.md §2): the name, else the username, else 'User'. */
export function displayName(user: Partial<NamedUser> | null | undefined): string {
  const name = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user?.username?.trim() || 'User';
}

/** Avatar initials (docs/product/storefront.md §2): first + last name, else the username, else the email, else 'U'. */
export function initials(user: Partial<NamedUser> | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const username = user?.username?.trim();
  if (username) return username.slice(0, 2).toUpperCase();
  const email = user?.email?.trim();
  if (email) return email[0].toUpperCase();
  return 'U';
}
