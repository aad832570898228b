import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../../config/app-config';

/** Origins of remotes deployed elsewhere (MFE_*_URL absolute URLs); same-origin ones need nothing. */
export function remoteOrigins(config: Pick<AppConfig, 'remoteUrls'>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remoteUrls)) {
    if (!url || url.startsWith('/')) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * helmet with a CSP for a Module Federation app: scripts, manifests (fetch), styles, images and fonts
 * from this origin and from each configured remote's origin; inline styles because antd injects
 * <style> tags. No upgrade-insecure-requests: plain-http local and CI setups must keep working.
 */
export function createSecurityHeaders(config: Pick<AppConfig, 'remoteUrls'>): RequestHandler {
  const remotes = remoteOrigins(config);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...remotes],
        'connect-src': ["'self'", ...remotes],
        'style-src': ["'self'", "'unsafe-inline'", ...remotes],
        'img-src': ["'self'", 'data:', 'blob:', ...remotes],
        'font-src': ["'self'", 'data:', ...remotes],
        'object-src': ["'none'"],
        'frame-ancestors': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
}
