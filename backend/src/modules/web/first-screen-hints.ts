import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { defaultRemoteManifest, PAGE_DATA_IDS, remoteBasePath, type RemoteName, type RemotesManifest } from '@tm/contracts/remotes';
import type { PageKey } from '@tm/contracts/routes';
import { escapeHtml, jsonForScript } from '@tm/contracts/html-escape';
import { firstDataOf, pageChunkOf } from './first-screen-data';
import { ownerOf, pageAt } from './page-match';

/**
 * Shared chunks of the shell smaller than this are left for the runtime to ask for: they arrive while
 * the big ones (react-dom, react-router) still download, and some are second copies that page never
 * loads (a share's fallback beside its provider).
 */
const SHARED_PRELOAD_MIN_BYTES = 10 * 1024;

/** The shell's own first chunk (shell/src/index.ts names it: import(/* webpackChunkName: "bootstrap" *\/ ...)). */
const SHELL_BOOTSTRAP = /^bootstrap\.[0-9a-f]{8,}\.(js|css)$/;

interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

/** The parts of an mf-manifest.json (Module Federation 2) the hints read. */
interface FederationManifest {
  metaData: { remoteEntry: { name: string; path?: string } };
  shared: Array<{ assets: Assets }>;
  exposes: Array<{ name: string; assets: Assets }>;
}

/** `chunk`: the rspack chunk a remote's stylesheet is (data-rspack), so its runtime finds it in the page. */
type Hint = { href: string; as: 'script' | 'style' | 'fetch'; chunk?: string };

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const assetsOf = (value: unknown): Assets => {
  const a = (value ?? {}) as { js?: { sync?: unknown; async?: unknown }; css?: { sync?: unknown; async?: unknown } };
  return {
    js: { sync: strings(a.js?.sync), async: strings(a.js?.async) },
    css: { sync: strings(a.css?.sync), async: strings(a.css?.async) },
  };
};

/** Reads only what the hints use, so an older, newer or foreign manifest yields fewer hints, never an error. */
function parseManifest(text: string): FederationManifest {
  const raw = JSON.parse(text) as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown } }; shared?: unknown; exposes?: unknown };
  const entry = raw.metaData?.remoteEntry;
  return {
    metaData: {
      remoteEntry: { name: typeof entry?.name === 'string' ? entry.name : '', path: typeof entry?.path === 'string' ? entry.path : '' },
    },
    shared: (Array.isArray(raw.shared) ? raw.shared : []).map((s: { assets?: unknown }) => ({ assets: assetsOf(s?.assets) })),
    exposes: (Array.isArray(raw.exposes) ? raw.exposes : []).map((e: { name?: unknown; assets?: unknown }) => ({
      name: typeof e?.name === 'string' ? e.name : '',
      assets: assetsOf(e?.assets),
    })),
  };
}

/** A file's parsed content, read again only when its modification time changes (a redeploy). */
class FileCache<T> {
  private readonly entries = new Map<string, { mtimeMs: number; value: T }>();

  constructor(private readonly parse: (path: string) => Promise<T>) {}

  async get(path: string): Promise<T | undefined> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(path)).mtimeMs;
    } catch {
      this.entries.delete(path);
      return undefined; // not built, or deployed elsewhere
    }
    const hit = this.entries.get(path);
    if (hit?.mtimeMs === mtimeMs) return hit.value;
    try {
      const value = await this.parse(path);
      this.entries.set(path, { mtimeMs, value });
      return value;
    } catch {
      return undefined; // a half-written build: no hints rather than a broken page
    }
  }
}

/**
 * What the browser would otherwise find out one round trip after another (the shell's page, its main
 * script, its shared chunks, /remotes.json, the owning remote's manifest, its entry, its first chunks),
 * announced in the page itself so it all loads at once (docs/decisions/026):
 *
 * - /remotes.json inline as a JSON block the shell reads instead of fetching it;
 * - `preload` for the shell's bootstrap chunk and its big shared chunks (mf-manifest.json of the shell), and
 *   for a page of a remote served here: its mf-manifest.json (as the federation runtime fetches it),
 *   its remoteEntry and the sync chunks and CSS of its `routes` module, the page's own lazy chunk and,
 *   for a storefront page, the catalog calls its first render makes (first-screen-data.ts).
 *
 * A remote deployed elsewhere (MFE_*_URL) gets no hints but the inline list: its files are not read
 * here, and a stale guess would cost more than it saves.
 */
export class FirstScreenHints {
  private readonly manifests = new FileCache<FederationManifest>(async (path) => parseManifest(await readFile(path, 'utf8')));
  private readonly shellFiles = new FileCache<string[]>(async (dir) => (await readdir(dir)).filter((f) => SHELL_BOOTSTRAP.test(f)).sort());
  private readonly shellShared = new FileCache<string[]>(async (manifestPath) => {
    const manifest = parseManifest(await readFile(manifestPath, 'utf8'));
    const files = manifest.shared.flatMap((s) => [...s.assets.css.sync, ...s.assets.js.sync]);
    const sizes = await Promise.all(
      files.map((f) =>
        stat(join(dirname(manifestPath), f)).then(
          (st) => st.size,
          () => 0,
        ),
      ),
    );
    return files.filter((_, i) => sizes[i]! >= SHARED_PRELOAD_MIN_BYTES);
  });

  constructor(private readonly webRoot: string) {}

  /**
   * Tags for the <head> of the shell's page at `pathname` (with `query`, the URL's query without its
   * '?'). A server-rendered page carries its answers inline (`rendered`): its catalog calls are not
   * announced, nothing would use them.
   */
  async tagsFor(pathname: string, query: string, remotes: RemotesManifest, rendered = false): Promise<string> {
    const hints: Hint[] = [];
    const shellDist = join(this.webRoot, 'shell', 'dist');
    for (const file of (await this.shellFiles.get(shellDist)) ?? [])
      hints.push({ href: `/${file}`, as: file.endsWith('.css') ? 'style' : 'script' });
    for (const file of (await this.shellShared.get(join(shellDist, 'mf-manifest.json'))) ?? []) {
      hints.push({ href: `/${file}`, as: file.endsWith('.css') ? 'style' : 'script' });
    }

    const page = pageAt(pathname);
    const owner = page && ownerOf(page);
    if (page && owner) hints.push(...(await this.remoteHints(owner, page, remotes, rendered)));
    if (page && owner === 'storefront' && !rendered) {
      for (const href of firstDataOf(page, pathname, query)) hints.push({ href, as: 'fetch' });
    }

    const seen = new Set<string>();
    const links = hints.filter((h) => !seen.has(h.href) && seen.add(h.href)).map((h) => linkOf(h, rendered));
    return `<script type="application/json" id="${PAGE_DATA_IDS.remotes}">${jsonForScript(remotes)}</script>${links.join('')}`;
  }

  private async remoteHints(name: RemoteName, page: PageKey, remotes: RemotesManifest, rendered: boolean): Promise<Hint[]> {
    const manifestUrl = remotes.remotes.find((r) => r.name === name)?.entry;
    if (manifestUrl !== defaultRemoteManifest(name)) return [];
    const manifest = await this.manifests.get(join(this.webRoot, `mfe-${name}`, 'dist', 'mf-manifest.json'));
    const entry = manifest?.metaData.remoteEntry;
    if (!manifest || !entry?.name) return []; // not a manifest this build-config writes: no guesses
    const base = remoteBasePath(name);
    const routes = manifest.exposes.find((e) => e.name === 'routes' || e.name === './routes');
    return [
      // Fetched by the federation runtime with fetch(url, {}): a CORS-mode, same-origin-credentials request.
      { href: manifestUrl, as: 'fetch' },
      { href: `${base}${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`, as: 'script' },
      ...(routes ? assetHints(name, base, routes.assets) : []),
      ...(routes ? pageChunkHints(name, base, routes.assets, page, rendered) : []),
    ];
  }
}

/**
 * A preload; on a server-rendered page, a stylesheet is linked at once instead (the HTML is already
 * there to style), marked as the chunk it is so the remote's runtime does not load it again.
 */
function linkOf(hint: Hint, rendered: boolean): string {
  const href = escapeHtml(hint.href);
  if (rendered && hint.as === 'style')
    return `<link rel="stylesheet" href="${href}"${hint.chunk ? ` data-rspack="${escapeHtml(hint.chunk)}"` : ''}>`;
  return `<link rel="preload" href="${href}" as="${hint.as}"${hint.as === 'fetch' ? ' crossorigin' : ''}>`;
}

/** The chunk a remote's file is: its name before the content hash (remote builds name chunks so). */
function chunkOf(name: RemoteName, file: string): string {
  return `tm_${name}:chunk-${file.replace(/\.[0-9a-f]{8,}\.[a-z]+$/, '')}`;
}

/** The page's own lazy chunk (storefront pages: first-screen-data.ts names them), and its styles for a rendered page. */
function pageChunkHints(name: RemoteName, base: string, assets: Assets, page: PageKey, rendered: boolean): Hint[] {
  const chunk = pageChunkOf(page);
  if (!chunk) return [];
  const ofChunk = (file: string) => file.startsWith(`${chunk}.`);
  return [
    ...assets.js.async.filter(ofChunk).map((file): Hint => ({ href: `${base}${file}`, as: 'script' })),
    ...(rendered
      ? assets.css.async.filter(ofChunk).map((file): Hint => ({ href: `${base}${file}`, as: 'style', chunk: chunkOf(name, file) }))
      : []),
  ];
}

function assetHints(name: RemoteName, base: string, assets: Assets): Hint[] {
  return [
    ...assets.css.sync.map((file): Hint => ({ href: `${base}${file}`, as: 'style', chunk: chunkOf(name, file) })),
    ...assets.js.sync.map((file): Hint => ({ href: `${base}${file}`, as: 'script' })),
  ];
}
