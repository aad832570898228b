import { Injectable } from '@nestjs/common';
import express, { type Request, type Response, type Router } from 'express';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { CATALOG_API } from '@tm/contracts/catalog';
import { REMOTE_NAMES, remoteBasePath } from '@tm/contracts/remotes';
import { API, API_PREFIX } from '@tm/contracts/routes';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { applyPageHead, type PageHeadProvider } from './page-head';
import { isKnownPage } from './page-match';

/** Live demo pages (/preview/:slug) are answered by the previews module, not the shell. */
const LIVE_PREVIEW_PREFIX = CATALOG_API.livePreview.slice(0, CATALOG_API.livePreview.indexOf(':'));

export const NOT_BUILT_MESSAGE = 'The web app is not built yet. Run `npm run build`, then reload this page.';

/** Names that carry a content hash (main.3f2a9c1b.js, 412.ab12cd34ef.css) never change: cache them for good. */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControlFor(path: string): string {
  const name = basename(path);
  if (name.endsWith('.html') || name === 'mf-manifest.json' || name.startsWith('remoteEntry')) return 'no-cache';
  return HASHED_ASSET.test(name) ? IMMUTABLE : 'no-cache';
}

/**
 * Serves the built front ends from WEB_ROOT: the shell at `/`, each remote at `/mfe/<name>/`, and the
 * shell's index.html for every other page path so the client router takes over (404 status when the
 * path is none of the spec's pages, so crawlers and monitors see the truth while the client shows
 * its own not-found page).
 */
@Injectable()
export class WebAppService {
  private pageHead: PageHeadProvider | undefined;

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** Lets the SEO module fill page heads and answer its own paths (sitemap, robots.txt). */
  usePageHead(provider: PageHeadProvider): void {
    this.pageHead = provider;
  }

  get shellDist(): string {
    return join(this.config.webRoot, 'shell', 'dist');
  }

  router(): Router {
    const router = express.Router();
    // API calls skip the file lookups below (a stat of shell/dist per call adds up under load).
    router.use((req, _res, next) => next(req.path === API_PREFIX || req.path.startsWith(`${API_PREFIX}/`) ? 'router' : undefined));
    for (const name of REMOTE_NAMES) {
      router.use(
        remoteBasePath(name),
        express.static(join(this.config.webRoot, `mfe-${name}`, 'dist'), {
          index: false,
          redirect: false,
          setHeaders: (res, path) => {
            res.setHeader('Cache-Control', cacheControlFor(path));
            // Remotes may be loaded by a shell on another origin (independent deployment).
            res.setHeader('Access-Control-Allow-Origin', '*');
            res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
          },
        }),
      );
    }
    router.use('/mfe', (_req: Request, res: Response) => {
      res.status(404).type('text/plain').send('Not found');
    });
    router.use(
      express.static(this.shellDist, {
        index: false,
        redirect: false,
        setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControlFor(path)),
      }),
    );
    router.use((req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (req.path === API_PREFIX || req.path.startsWith(`${API_PREFIX}/`) || req.path === API.remotes) return next();
      if (req.path.startsWith(LIVE_PREVIEW_PREFIX)) return next(); // live demos, served by modules/previews
      if (this.pageHead?.ownsPath(req.path)) return next(); // sitemap, robots.txt: modules/seo
      this.sendIndex(req, res).catch(next);
    });
    return router;
  }

  private async sendIndex(req: Request, res: Response): Promise<void> {
    let html: string;
    try {
      html = await readFile(join(this.shellDist, 'index.html'), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send(NOT_BUILT_MESSAGE);
      return;
    }
    let status = isKnownPage(req.path) ? 200 : 404;
    const head = await this.pageHead?.headFor(req.path);
    if (head) {
      html = applyPageHead(html, head);
      status = head.status ?? status;
    }
    res.status(status).set('Cache-Control', 'no-cache').type('html').send(html);
  }
}
