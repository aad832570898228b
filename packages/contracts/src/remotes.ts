// Deliberately zod-free: the shell imports this module on its first screen (remote-registry.ts), and
// zod would add ~22 KB gzipped to it (docs/architecture.md §3). Keep it that way: no run-time import of zod here.

export const REMOTE_NAMES = ['storefront', 'checkout', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Environment variable that points each remote at a manifest elsewhere (independent deployment). */
export const REMOTE_URL_ENV: Record<RemoteName, string> = {
  storefront: 'MFE_STOREFRONT_URL',
  checkout: 'MFE_CHECKOUT_URL',
  account: 'MFE_ACCOUNT_URL',
  admin: 'MFE_ADMIN_URL',
};

/** Where the backend serves each locally built remote. */
export const remoteBasePath = (name: RemoteName) => `/mfe/${name}/`;
export const defaultRemoteManifest = (name: RemoteName) => `${remoteBasePath(name)}mf-manifest.json`;

/** Body of GET /remotes.json: each remote's manifest URL. */
export type RemotesManifest = {
  remotes: Array<{ name: RemoteName; entry: string }>;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isRemoteName = (value: unknown): value is RemoteName =>
  typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);

/**
 * Checks the body of GET /remotes.json and returns a clean copy (unknown keys dropped, as zod's
 * z.object did). Throws an Error saying which part is wrong.
 */
export function parseRemotesManifest(value: unknown): RemotesManifest {
  const fail = (where: string, problem: string): never => {
    throw new Error(`Invalid remotes manifest: ${where} ${problem}`);
  };
  if (!isRecord(value)) return fail('the body', 'must be an object');
  if (!Array.isArray(value.remotes)) return fail('"remotes"', 'must be an array');
  const remotes = value.remotes.map((item: unknown, i) => {
    if (!isRecord(item)) return fail(`remotes[${i}]`, 'must be an object');
    if (!isRemoteName(item.name)) {
      return fail(`remotes[${i}].name`, `must be one of ${REMOTE_NAMES.join(', ')} (got ${JSON.stringify(item.name)})`);
    }
    if (typeof item.entry !== 'string') return fail(`remotes[${i}].entry`, 'must be a string');
    return { name: item.name, entry: item.entry };
  });
  return { remotes };
}

/** The JSON blocks the server writes into the shell's page (backend/src/modules/web) and the shell reads. */
export const PAGE_DATA_IDS = {
  /** /remotes.json, so the shell starts without asking for it (docs/decisions/026). */
  remotes: 'tm-remotes',
  /** A server-rendered page's remote, build and first-screen answers (docs/decisions/056). */
  renderedPage: 'tm-rendered-page',
} as const;
