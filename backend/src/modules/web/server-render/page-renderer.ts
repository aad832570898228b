import { Logger } from '@nestjs/common';
import { dirname, join } from 'node:path';
import type { ComponentType, ReactNode } from 'react';
import type { RemoteName } from '@tm/contracts/remotes';
import type { PageKey } from '@tm/contracts/routes';
import type { AppConfig } from '../../../config/app-config';
import type { CatalogCacheService, CatalogService } from '../../catalog';
import type { ShopSettingsService } from '../../shop-settings';
import { privacyFactsOf } from '../../site';
import { SHOP_SETTINGS_API } from '@tm/contracts/shop-settings';
import { firstDataOf } from '../first-screen-data';
import { FirstScreenAnswers } from './first-screen-answers';
import { renderToHtml } from './render-to-html';
import { locationOf, ServerBuildSlot } from './server-builds';

/** Renders of one page at most: the first, and one or two more when it asked for answers it lacked. */
const MAX_PASSES = 3;

/**
 * react-router 7's package exports only its development build, whose checks and warnings slow every
 * render; the production build sits beside it (docs/decisions/056).
 */
function productionRouter(): unknown {
  return require(join(dirname(require.resolve('react-router/package.json')), 'dist', 'production', 'index.js'));
}

/** What the host gives every server build to require: one React, router, SWR and zustand in the process. */
const HOST_MODULES: ReadonlyArray<[string, () => unknown]> = [
  ['react', (): unknown => require('react')],
  ['react/jsx-runtime', (): unknown => require('react/jsx-runtime')],
  ['react-dom', (): unknown => require('react-dom')],
  ['react-dom/client', (): unknown => require('react-dom/client')],
  ['react-dom/server', (): unknown => require('react-dom/server')],
  ['react-router', productionRouter],
  // Everything react-router-dom adds (HydratedRouter) is the browser's: the server builds get the router.
  ['react-router-dom', productionRouter],
  ['swr', (): unknown => require('swr')],
  ['zustand', (): unknown => require('zustand')],
];

interface ShellServerExports {
  shellPage: (input: {
    url: string;
    remotes: Partial<Record<RemoteName, ComponentType>>;
    answers: Record<string, unknown>;
    onMissing?: (key: string) => void;
  }) => ReactNode;
  platform: unknown;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** Tags React put before it for the head: preloads of the images the page fetches first. */
  headTags: string[];
  /** The JSON block's text (safe inside <script>): the remote, its build and the answers used. */
  data: string;
  /**
   * Until when every answer the page shows is fresh (epoch ms): Infinity for a page without answers,
   * undefined when one did not come fresh from the catalog cache.
   */
  freshUntil: number | undefined;
}

/** React's own resource hints lead its output (preloads of high-priority images); they belong in the head. */
const LEADING_LINK = /^<link [^>]*>/;

function splitHeadTags(html: string): { html: string; headTags: string[] } {
  const headTags: string[] = [];
  let rest = html;
  for (let match = LEADING_LINK.exec(rest); match; match = LEADING_LINK.exec(rest)) {
    headTags.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { html: rest, headTags };
}

/** `<` cannot occur in JSON outside strings; escaped there, no text can close the script element. */
const forScript = (json: string) => json.replace(/</g, '\\u003c');

/**
 * Renders storefront pages on the server (docs/decisions/056): the shell's server build around the
 * storefront's, both loaded at run time (the storefront's from wherever MFE_STOREFRONT_URL points),
 * with the first screen's answers read from CatalogService. Undefined whenever it cannot: the
 * builds are missing or fail, the render throws or takes too long; the page then renders in the
 * browser as before, and the reason is logged.
 */
export class PageRenderer {
  private readonly logger = new Logger('ServerRendering');
  private readonly shell: ServerBuildSlot;
  private readonly remotes = new Map<RemoteName, ServerBuildSlot>();
  private readonly answers: FirstScreenAnswers;
  private readonly hostModules = new Map<string, unknown>(HOST_MODULES.map(([name, load]) => [name, load()]));
  /** The @tm/platform of the shell build in use, which the remotes' builds were loaded with. */
  private platform: unknown;

  constructor(
    config: AppConfig,
    catalog: CatalogService,
    cache: CatalogCacheService,
    shop: ShopSettingsService,
    /** Called when a newer server build replaces one in use: pages rendered with the old one must go. */
    onNewBuild: () => void,
  ) {
    this.answers = new FirstScreenAnswers(catalog, cache, shop, privacyFactsOf(config));
    this.shell = new ServerBuildSlot('shell', locationOf(config.webRoot, 'shell')!, () => this.hostModules, onNewBuild);
    const storefront = locationOf(config.webRoot, 'storefront', config.remoteUrls.storefront);
    if (storefront) this.remotes.set('storefront', new ServerBuildSlot('storefront', storefront, () => this.remoteModules(), onNewBuild));
  }

  /** Whether a remote's pages render on the server: the storefront's (checkout, account and admin stay in the browser). */
  renders(remote: RemoteName): boolean {
    return this.remotes.has(remote);
  }

  private remoteModules(): ReadonlyMap<string, unknown> | undefined {
    if (this.platform === undefined) return undefined;
    return new Map([...this.hostModules, ['@tm/platform', this.platform]]);
  }

  async render(url: string, page: PageKey, remote: RemoteName): Promise<RenderedPage | undefined> {
    try {
      const shell = await this.shell.get();
      if (!shell) return undefined;
      const shellExports = shell.exports as unknown as ShellServerExports;
      if (shellExports.platform !== this.platform) {
        // A remote runs against the platform it was loaded with: a new shell build means loading them again.
        if (this.platform !== undefined) for (const slot of this.remotes.values()) slot.forget();
        this.platform = shellExports.platform;
      }
      const build = await this.remotes.get(remote)?.get();
      const Routes = build?.exports.default as ComponentType | undefined;
      if (!build || typeof Routes !== 'function') return undefined;

      const texts = new Map<string, string>();
      const values: Record<string, unknown> = {};
      const asked = new Set<string>();
      let freshUntil: number | undefined = Number.POSITIVE_INFINITY;
      const read = async (keys: string[]) => {
        const fresh = keys.filter((key) => !asked.has(key));
        for (const key of fresh) asked.add(key);
        const found = await Promise.all(fresh.map((key) => this.answers.answerOf(key)));
        found.forEach((answer, i) => {
          if (!answer) return;
          texts.set(fresh[i]!, answer.json);
          values[fresh[i]!] = JSON.parse(answer.json);
          freshUntil = answer.freshUntil === undefined || freshUntil === undefined ? undefined : Math.min(freshUntil, answer.freshUntil);
        });
        return found.some(Boolean);
      };

      const query = url.indexOf('?');
      // Every page shows the shop's name and identity (header, footer: decision 075) besides its own data.
      await read([
        SHOP_SETTINGS_API.identity,
        ...firstDataOf(page, query < 0 ? url : url.slice(0, query), query < 0 ? '' : url.slice(query + 1)),
      ]);
      let html = '';
      for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
        const missing = new Set<string>();
        html = await renderToHtml(
          shellExports.shellPage({ url, remotes: { [remote]: Routes }, answers: { ...values }, onMissing: (key) => missing.add(key) }),
        );
        if (pass === MAX_PASSES || !(await read([...missing]))) break;
      }
      const answers = [...texts].map(([key, json]) => `${JSON.stringify(key)}:${json}`).join(',');
      const data = forScript(`{"remote":${JSON.stringify(remote)},"build":${JSON.stringify(build.buildId)},"answers":{${answers}}}`);
      return { ...splitHeadTags(html), data, freshUntil };
    } catch (error) {
      this.logger.warn(`${url} renders in the browser: its server render failed: ${(error as Error).stack ?? String(error)}`);
      return undefined;
    }
  }
}
