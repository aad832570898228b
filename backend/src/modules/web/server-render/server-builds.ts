import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { defaultRemoteManifest, type RemoteName } from '@tm/contracts/remotes';
import { runBundle } from './commonjs-bundle';

/** The file a server build lists its entry in (packages/build-config: SERVER_MANIFEST). */
export const SERVER_MANIFEST = 'server-manifest.json';
/** A build in use is checked for a newer one at most this often, in the background (a redeploy shows within it). */
export const SERVER_BUILD_RECHECK_MS = 2_000;
/** After a failed load, requests render in the browser for this long before the next try. */
export const SERVER_BUILD_RETRY_MS = 5_000;
/** Deadline of each read of a build deployed elsewhere (its manifest, its file). */
export const SERVER_BUILD_FETCH_TIMEOUT_MS = 3_000;
/** A server build larger than this is refused. */
const MAX_BUILD_BYTES = 20 * 1024 * 1024;

export interface ServerBuild {
  name: string;
  buildId: string;
  exports: Record<string, unknown>;
}

interface ServerManifest {
  name: string;
  buildId: string;
  entry: string;
}

/** Where a build is read from: a folder of WEB_ROOT, or the URL of a remote deployed elsewhere. */
export interface Location {
  read(file: string): Promise<string>;
  describe(file: string): string;
}

export function folder(dir: string): Location {
  return { read: (file) => readFile(join(dir, file), 'utf8'), describe: (file) => join(dir, file) };
}

function website(base: URL): Location {
  return {
    describe: (file) => new URL(file, base).href,
    read: async (file) => {
      const url = new URL(file, base);
      const response = await fetch(url, { signal: AbortSignal.timeout(SERVER_BUILD_FETCH_TIMEOUT_MS), redirect: 'error' });
      if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > MAX_BUILD_BYTES) throw new Error(`${url.href} is larger than ${MAX_BUILD_BYTES} bytes`);
      const text = await response.text();
      if (text.length > MAX_BUILD_BYTES) throw new Error(`${url.href} is larger than ${MAX_BUILD_BYTES} bytes`);
      return text;
    },
  };
}

function parseManifest(text: string, name: string): ServerManifest {
  const value = JSON.parse(text) as Partial<ServerManifest>;
  if (value.name !== name || typeof value.buildId !== 'string' || typeof value.entry !== 'string' || !/^[\w.-]+\.js$/.test(value.entry)) {
    throw new Error(`not a server manifest of "${name}"`);
  }
  return { name, buildId: value.buildId, entry: value.entry };
}

/**
 * The shell's server build (WEB_ROOT/shell/dist/server) or a remote's: beside the remote's browser
 * manifest, wherever MFE_<NAME>_URL points (docs/decisions/056). Relative manifest URLs are the copies
 * this process serves from WEB_ROOT; absolute ones are fetched with a deadline.
 */
export function locationOf(webRoot: string, name: 'shell' | RemoteName, manifestUrl?: string): Location | undefined {
  if (name === 'shell') return folder(join(webRoot, 'shell', 'dist', 'server'));
  const url = manifestUrl ?? defaultRemoteManifest(name);
  if (url === defaultRemoteManifest(name)) return folder(join(webRoot, `mfe-${name}`, 'dist', 'server'));
  if (/^https?:\/\//i.test(url)) return website(new URL('server/', url));
  return undefined; // another path on this origin: not a folder we know
}

/**
 * One server build kept loaded: the first use waits for it (with deadlines); later uses get the loaded
 * one at once while a newer one is looked for in the background at most every SERVER_BUILD_RECHECK_MS.
 * A build that cannot be read or run gives undefined (the page renders in the browser), logged once.
 */
export class ServerBuildSlot {
  private current: ServerBuild | undefined;
  private loading: Promise<ServerBuild | undefined> | undefined;
  private checkedAt = 0;
  private failedAt = 0;
  private readonly logger = new Logger('ServerRendering');

  constructor(
    private readonly name: 'shell' | RemoteName,
    private readonly location: Location,
    private readonly provided: () => ReadonlyMap<string, unknown> | undefined,
    private readonly onNewBuild: () => void = () => undefined,
    /** Writable for tests. */
    private readonly timing = { recheckMs: SERVER_BUILD_RECHECK_MS, retryMs: SERVER_BUILD_RETRY_MS },
  ) {}

  /** Resolves once a check in progress (started in the background) has finished. */
  async checked(): Promise<void> {
    await this.loading;
  }

  /** Drops the loaded build: the next use loads it again (with what `provided` gives then). */
  forget(): void {
    this.current = undefined;
    this.failedAt = 0;
  }

  async get(): Promise<ServerBuild | undefined> {
    const now = Date.now();
    if (this.current) {
      if (now - this.checkedAt >= this.timing.recheckMs) void this.load();
      return this.current;
    }
    if (this.failedAt && now - this.failedAt < this.timing.retryMs) return undefined;
    return this.load();
  }

  private load(): Promise<ServerBuild | undefined> {
    this.loading ??= this.read().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async read(): Promise<ServerBuild | undefined> {
    this.checkedAt = Date.now();
    try {
      const manifest = parseManifest(await this.location.read(SERVER_MANIFEST), this.name);
      if (this.current?.buildId === manifest.buildId) return this.current;
      const provided = this.provided();
      if (!provided) throw new Error("the shell's server build, which provides @tm/platform, is not loaded");
      const code = await this.location.read(manifest.entry);
      const build = {
        name: this.name,
        buildId: manifest.buildId,
        exports: runBundle(code, this.location.describe(manifest.entry), provided),
      };
      const replaced = this.current !== undefined;
      this.current = build;
      this.failedAt = 0;
      this.logger.log(`Rendering with the ${this.name} server build ${build.buildId}`);
      if (replaced) this.onNewBuild();
      return build;
    } catch (error) {
      if (!this.failedAt && !this.current) {
        this.logger.warn(
          `The ${this.name} server build could not be loaded from ${this.location.describe(SERVER_MANIFEST)}; its pages render in the browser: ${(error as Error).message}`,
        );
      }
      if (!this.current) this.failedAt = Date.now();
      return this.current;
    }
  }
}
