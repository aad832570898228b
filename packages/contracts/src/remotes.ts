import { z } from 'zod';

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
export const RemotesManifestSchema = z.object({
  remotes: z.array(z.object({ name: z.enum(REMOTE_NAMES), entry: z.string() })),
});
export type RemotesManifest = z.infer<typeof RemotesManifestSchema>;
