/**
 * Only same-site relative paths are followed after sign-in ("/x", never "//host" or "http://host"):
 * a crafted ?return= must not turn the login page into an open redirect.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and backslashes are how browsers get talked into other hosts.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  return value;
}

/** The login URL that brings the user back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?return=${encodeURIComponent(path)}`;
}
