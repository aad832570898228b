/**
 * Query parameters that carry a secret, by name: signed download links, payment sessions, reset
 * tokens, and what other services put in a URL (an OAuth `access_token`, an `api_key`, an S3
 * presigned `X-Amz-Signature` or `X-Amz-Credential`). A name is compared in lower case without its
 * separators, and is secret when it is one of these or ends with one (`access_token` → "accesstoken",
 * which ends with "token"). Codes of any kind (`promo_code`, `postcode`) are left out of logs too.
 */
export const SECRET_PARAMETER_ENDINGS = [
  'token',
  'secret',
  'password',
  'passwd',
  'pwd',
  'passphrase',
  'key',
  'sig',
  'signature',
  'session',
  'sessid',
  'sessionid',
  'sid',
  'code',
  'auth',
  'authorization',
  'credential',
  'credentials',
  'otp',
  'jwt',
  'nonce',
  'ticket',
  'cookie',
] as const;

function isSecretName(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // a malformed name is compared as sent
  }
  const bare = decoded.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_PARAMETER_ENDINGS.some((ending) => bare.endsWith(ending));
}

/** A query (without its "?") with the value of every secret parameter blanked, the rest as sent. */
export function redactQueryString(query: string): string {
  return query
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq > 0 && isSecretName(part.slice(0, eq)) ? `${part.slice(0, eq)}=[redacted]` : part;
    })
    .join('&');
}

/**
 * A URL with the value of every secret parameter of its query blanked, the rest as sent. Logs
 * (decision 046) and trace attributes (decision 049) show URLs only through this.
 */
export function redactSecretQuery(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hash = url.indexOf('#', start);
  const end = hash < 0 ? url.length : hash;
  return url.slice(0, start + 1) + redactQueryString(url.slice(start + 1, end)) + url.slice(end);
}
