import { Injectable, Optional } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { basename, join, resolve, sep } from 'node:path';
import { CATALOG_API } from '@tm/contracts/catalog';
import { PAGE_DATA_IDS, REMOTE_NAMES, remoteBasePath, type RemoteName } from '@tm/contracts/remotes';
import { API, API_PREFIX, type PageKey } from '@tm/contracts/routes';
import { escapeHtml, jsonForScript } from '@tm/contracts/html-escape';
import { SHOP_DEFAULTS, SHOP_IDENTITY_DATA_ID, type ShopIdentity } from '@tm/contracts/shop-settings';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import {
  CODING_SUFFIX,
  codingOf,
  COMPRESS_MIN_BYTES,
  compress,
  CONTENT_CODINGS,
  encodeBody,
  negotiateEncoding,
  varyOnAcceptEncoding,
  type ContentCoding,
} from '../../common/http/content-encoding';
import { ResponseCacheService } from '../../common/http/response-cache';
import { WorkBudgetService } from '../../common/http/work-budget';
import { CATALOG_CACHE_TTL_MS, CatalogCacheService, CatalogService } from '../catalog';
import { ShopSettingsService } from '../shop-settings';
import { FirstScreenHints } from './first-screen-hints';
import { addToHead, applyPageHead, type PageHeadProvider } from './page-head';
import { ownerOf, pageAt } from './page-match';
import { canonicalPageQuery } from './page-query';
import { RemotesService } from './remotes.service';
import { PageRenderer, type RenderedPage } from './server-render/page-renderer';

/** Live demo pages (/preview/:slug) are answered by the previews module, not the shell. */
const LIVE_PREVIEW_PREFIX = CATALOG_API.livePreview.slice(0, CATALOG_API.livePreview.indexOf(':'));

export const NOT_BUILT_MESSAGE = 'The web app is not built yet. Run `npm run build`, then reload this page.';

/** Names that carry a content hash (main.3f2a9c1b.js, 412.ab12cd34ef.css) never change: cache them for good. */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A server-rendered page is the same for every visitor (personal parts render in the browser after
 * hydration): a shared cache may keep it a few seconds, a browser asks again each time (an ETag makes
 * that a 304). A request with cookies gets a private answer: its session cookie may be refreshed on it.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';
/** Where an address that means the same as another is sent: it stays so as long as the code does. */
const CANONICAL_REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/;

const HREF = /\shref="([^"]*)"/;

/**
 * The shell's page with the server's render in #root, the answers it used beside it, and React's
 * preloads in the head (those the first-screen hints did not already give).
 */
function withRenderedRoot(html: string, rendered: RenderedPage): string {
  if (!ROOT_ELEMENT.test(html)) return html;
  const head = html.slice(0, html.indexOf('</head>'));
  const preloads = rendered.headTags.filter((tag) => {
    const href = HREF.exec(tag)?.[1];
    return href !== undefined && !head.includes(`href="${href}"`);
  });
  return addToHead(html, preloads.join(''))
    .replace(NOSCRIPT, '') // the page reads without JavaScript now
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root">${rendered.html}</div><script type="application/json" id="${PAGE_DATA_IDS.renderedPage}">${rendered.data}</script>`,
    );
}

const TITLE = /<title>([\s\S]*?)<\/title>/i;

/**
 * The page with the shop's identity inline for its first render (@tm/platform reads it), and, where no
 * page head gave the title (`ownTitle`), the shell's title with the owner's name for the default one.
 */
function withShopIdentity(html: string, identity: ShopIdentity, ownTitle: boolean): string {
  let page = html;
  if (ownTitle && identity.shopName !== SHOP_DEFAULTS.shopName) {
    const name = escapeHtml(identity.shopName);
    page = page.replace(TITLE, (_whole, title: string) => `<title>${title.split(SHOP_DEFAULTS.shopName).join(name)}</title>`);
  }
  return addToHead(page, `<script type="application/json" id="${SHOP_IDENTITY_DATA_ID}">${jsonForScript(identity)}</script>`);
}

/** The query of a request URL, without its '?' ('' for none). */
function queryOf(url: string): string {
  const start = url.indexOf('?');
  return start < 0 ? '' : url.slice(start + 1);
}

function cacheControlFor(path: string): string {
  const name = basename(path);
  if (name.endsWith('.html') || name === 'mf-manifest.json' || name.startsWith('remoteEntry')) return 'no-cache';
  return HASHED_ASSET.test(name) ? IMMUTABLE : 'no-cache';
}

/**
 * Headers that govern a document (what it may load, frame or open) and mean nothing on a script or a
 * stylesheet. A first screen loads 15 of those: the ~600 bytes each are dropped from them. nosniff,
 * CORP and HSTS stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
];
const SUBRESOURCE = /\.(?:js|mjs|css)$/i;

function asSubresource(res: ServerResponse, path: string): void {
  if (SUBRESOURCE.test(path)) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}

/** Text files the front-end builds store beside themselves as name.br and name.gz (packages/build-config). */
const PRECOMPRESSED = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/i;
const SOURCE_MAP = /\.map$/i;

/** The coding of a precompressed variant's path, or undefined for the file itself. */
function codingOfVariant(path: string): ContentCoding | undefined {
  return CONTENT_CODINGS.find(
    (coding) => path.endsWith(CODING_SUFFIX[coding]) && PRECOMPRESSED.test(path.slice(0, -CODING_SUFFIX[coding].length)),
  );
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * express.static over a build folder that also answers with the build's precompressed variants: a
 * request accepting brotli or gzip (q-values honoured) for x.js gets x.js.br or x.js.gz with
 * Content-Encoding, the type of x.js and Vary: Accept-Encoding; send still does lengths, ranges,
 * ETags (per variant: they differ in bytes) and conditional requests. Nothing is compressed here.
 */
function precompressedStatic(root: string, setHeaders: (res: ServerResponse, path: string) => void): RequestHandler {
  const base = resolve(root);
  const serve: RequestHandler = express.static(base, {
    index: false,
    redirect: false,
    setHeaders: (res, path) => {
      const coding = codingOfVariant(path);
      const original = coding ? path.slice(0, -CODING_SUFFIX[coding].length) : path;
      if (coding) {
        res.setHeader('Content-Encoding', coding);
        (res as Response).type(original.slice(original.lastIndexOf('.')));
      }
      if (PRECOMPRESSED.test(original)) varyOnAcceptEncoding(res);
      asSubresource(res, original);
      setHeaders(res, original);
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !PRECOMPRESSED.test(req.path) || !req.headers['accept-encoding']) {
      return serve(req, res, next);
    }
    void (async () => {
      let file: string;
      try {
        file = resolve(base, `.${decodeURIComponent(req.path)}`);
      } catch {
        return serve(req, res, next); // malformed percent-encoding: send answers it
      }
      if (!file.startsWith(base + sep)) return serve(req, res, next);
      const present = await Promise.all(CONTENT_CODINGS.map((coding) => isFile(file + CODING_SUFFIX[coding])));
      const coding = negotiateEncoding(
        req.headers['accept-encoding'],
        CONTENT_CODINGS.filter((_, i) => present[i]),
      );
      if (coding === 'identity') return serve(req, res, next);
      const url = req.url;
      const query = url.indexOf('?');
      req.url = query < 0 ? `${url}${CODING_SUFFIX[coding]}` : `${url.slice(0, query)}${CODING_SUFFIX[coding]}${url.slice(query)}`;
      serve(req, res, (error?: unknown) => {
        req.url = url;
        next(error);
      });
    })().catch(next);
  };
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
  private readonly hints: FirstScreenHints;
  private readonly renderer: PageRenderer | undefined;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly remotes: RemotesService,
    catalog: CatalogService,
    catalogCache: CatalogCacheService,
    private readonly work: WorkBudgetService,
    private readonly shop: ShopSettingsService,
    @Optional() private readonly responses?: ResponseCacheService,
  ) {
    this.hints = new FirstScreenHints(config.webRoot);
    // Pages rendered with a build that was replaced go with the catalog's answers (decision 056).
    this.renderer = config.serverRendering ? new PageRenderer(config, catalog, catalogCache, shop, () => responses?.clear()) : undefined;
  }

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
    if (this.config.nodeEnv === 'production') {
      // Production builds emit none; one left in a folder (an older or a development build) stays private.
      router.use((req, res, next) => (SOURCE_MAP.test(req.path) ? res.status(404).type('text/plain').send('Not found') : next()));
    }
    for (const name of REMOTE_NAMES) {
      router.use(
        remoteBasePath(name),
        precompressedStatic(join(this.config.webRoot, `mfe-${name}`, 'dist'), (res, path) => {
          res.setHeader('Cache-Control', cacheControlFor(path));
          // Remotes may be loaded by a shell on another origin (independent deployment).
          res.setHeader('Access-Control-Allow-Origin', '*');
          res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        }),
      );
    }
    router.use('/mfe', (_req: Request, res: Response) => {
      res.status(404).type('text/plain').send('Not found');
    });
    router.use(precompressedStatic(this.shellDist, (res, path) => res.setHeader('Cache-Control', cacheControlFor(path))));
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
    // Asked first: a page that moved answers its redirect even before the shell is built.
    const head = await this.pageHead?.headFor(req.path);
    if (head?.redirectTo) {
      const query = queryOf(req.url);
      res.set('Cache-Control', CANONICAL_REDIRECT_CACHE_CONTROL).redirect(301, query ? `${head.redirectTo}?${query}` : head.redirectTo);
      return;
    }
    let html: string;
    try {
      html = await readFile(join(this.shellDist, 'index.html'), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send(NOT_BUILT_MESSAGE);
      return;
    }
    const page = pageAt(req.path);
    let status = page ? 200 : 404;
    if (head) {
      html = applyPageHead(html, head);
      status = head.status ?? status;
    }
    const remote = page && ownerOf(page);
    const renders = status === 200 && page && remote && this.renderer?.renders(remote);
    if (renders) {
      const canonical = canonicalPageQuery(page, queryOf(req.url));
      if (canonical !== undefined) {
        res.set('Cache-Control', CANONICAL_REDIRECT_CACHE_CONTROL).redirect(301, canonical ? `${req.path}?${canonical}` : req.path);
        return;
      }
    }
    // A client past its budget gets the page to render in its browser, as when a render fails (decision 064).
    const rendered = renders && this.work.hasRoom() ? await this.renderCharged(req.url, page, remote) : undefined;
    html = addToHead(html, await this.hints.tagsFor(req.path, queryOf(req.url), this.remotes.manifest(), rendered !== undefined));
    // A rendered page has the shop's identity among its answers; any other gets it inline (decision 075).
    const identity = rendered ? undefined : await this.shopIdentity();
    if (identity) html = withShopIdentity(html, identity, !head);
    if (rendered) html = withRenderedRoot(html, rendered);
    varyOnAcceptEncoding(res);
    res.status(status).type('html');
    if (!rendered) {
      res.set('Cache-Control', 'no-cache');
      await this.sendHtml(req, res, Buffer.from(html));
      return;
    }
    const body = encodeBody(Buffer.from(html));
    const shared = !req.headers.cookie;
    res.set('Cache-Control', shared ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL).set('ETag', body.etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const coding = negotiateEncoding(req.headers['accept-encoding'], CONTENT_CODINGS);
    const compressed = coding === 'identity' ? null : await codingOf(body, coding);
    if (compressed) res.set('Content-Encoding', coding);
    res.send(compressed ?? body.identity);
    // Replayed to everyone (personal parts are the browser's) until its answers change (decision 056).
    const expiresAt = rendered.freshUntil === undefined ? 0 : Math.min(rendered.freshUntil, Date.now() + CATALOG_CACHE_TTL_MS);
    if (shared && !res.hasHeader('set-cookie')) this.responses?.store(req.originalUrl, res.getHeaders(), body, expiresAt);
  }

  /** The owner's name and identity for the page, or undefined when it cannot be read now (the page asks for it). */
  private async shopIdentity(): Promise<ShopIdentity | undefined> {
    try {
      return await this.shop.identity();
    } catch {
      return undefined;
    }
  }

  /** The page rendered on the server, its time charged to the client that asked for it. */
  private async renderCharged(url: string, page: PageKey, remote: RemoteName): Promise<RenderedPage | undefined> {
    const started = performance.now();
    try {
      return await this.renderer!.render(url, page, remote);
    } finally {
      this.work.charge(performance.now() - started);
    }
  }

  /** A page filled per request, compressed per request (a few KB: well under a millisecond at brotli 5). */
  private async sendHtml(req: Request, res: Response, body: Buffer): Promise<void> {
    const coding = body.length >= COMPRESS_MIN_BYTES ? negotiateEncoding(req.headers['accept-encoding'], CONTENT_CODINGS) : 'identity';
    if (coding === 'identity') {
      res.send(body);
      return;
    }
    res.set('Content-Encoding', coding).send(await compress(body, coding));
  }
}
