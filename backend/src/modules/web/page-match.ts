import { PAGES } from '@tm/contracts/routes';

const PATTERNS = Object.values(PAGES).map((path) => path.split('/').filter(Boolean));

/**
 * Whether a URL path is one of the client's pages, matched as react-router does: `:param` takes one
 * non-empty segment, static segments compare case-insensitively, a trailing slash is ignored.
 */
export function isKnownPage(pathname: string): boolean {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  } catch {
    return false; // malformed percent-encoding
  }
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]!.toLowerCase()),
  );
}
