import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The active tab lives in the URL hash (docs/product/back-office.md §2): restored on load and whenever the hash changes
 * (the router sees hash changes, including ones typed into the address bar), unknown hashes fall back.
 */
export function useHashTab<K extends string>(keys: readonly K[], fallback: K): [K, (key: K) => void] {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const fromHash = decodeURIComponent(hash.replace(/^#/, '')) as K;
  const active = keys.includes(fromHash) ? fromHash : fallback;
  const select = useCallback((key: K) => navigate({ hash: `#${key}` }), [navigate]);
  return [active, select];
}
