import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The tab a URL hash names, or `fallback` for an unknown or empty one. */
export function tabOfHash<K extends string>(hash: string, keys: readonly K[], fallback: K): K {
  let fromHash: string;
  try {
    fromHash = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return fallback; // a malformed escape typed into the address bar
  }
  return keys.includes(fromHash as K) ? (fromHash as K) : fallback;
}

/**
 * The active tab lives in the URL hash (docs/product/back-office.md §2): restored on load and whenever the hash changes
 * (the router sees hash changes, including ones typed into the address bar), unknown hashes fall back.
 */
export function useHashTab<K extends string>(keys: readonly K[], fallback: K): [K, (key: K) => void] {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const active = tabOfHash(hash, keys, fallback);
  const select = useCallback((key: K) => navigate({ hash: `#${key}` }), [navigate]);
  return [active, select];
}
