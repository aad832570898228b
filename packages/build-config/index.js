// @ts-check
/**
 * Shared rspack + Module Federation config for the shell and every remote, so each
 * workspace's rspack.config.js is a few lines and the MF rules (docs/architecture.md §2) live in one place.
 */
const path = require('node:path');
const fs = require('node:fs');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { PrecompressPlugin } = require('./precompress-plugin');

const repoRoot = path.resolve(__dirname, '../..');
const contractsSrc = path.join(repoRoot, 'packages/contracts/src');
const platformDir = path.join(repoRoot, 'packages/platform');
const ROUTER_FACADE = path.join(__dirname, 'router-facade.js');
/**
 * react-router 7's package exports only its development build (warnings and checks on every render);
 * production bundles take the production build beside it, by path (docs/decisions/056).
 */
const ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs');

/** Where the local backend is (dev proxies only; builds never point anywhere). */
const BACKEND_URL = process.env.TM_BACKEND_URL || 'http://localhost:3000';

/**
 * Singletons in EVERY build, host and remotes alike. Key: the request shared; value: the package whose
 * version/range applies. @tm/platform holds the session/cart/toast stores: two copies would mean two states.
 */
const SHARED_SINGLETONS = {
  react: 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react/jsx-runtime': 'react',
  'react-router-dom': 'react-router-dom',
  zustand: 'zustand',
  swr: 'swr',
  '@tm/platform': '@tm/platform',
};

/**
 * The MF runtime packages ship CJS and ESM builds. rspack's MF plugin reaches them through `require` (or
 * their resolved .cjs path), which picks CJS, and CJS is not tree-shaken: ~11 KB gzipped more on the home
 * page (shell main + storefront remoteEntry). These exact-match aliases send every request the runtime
 * packages make of one another (see their dist/*.js) to the ESM build, so no CJS copy is left beside an ESM
 * one. A file missing after an upgrade fails the build here rather than silently bundling CJS again.
 */
function mfRuntimeEsmAliases() {
  /** @param {string} pkg @param {string} file */
  const esm = (pkg, file) => {
    const target = path.join(path.dirname(require.resolve(pkg)), file);
    if (!fs.existsSync(target))
      throw new Error(`@tm/build-config: ${target} not found; check mfRuntimeEsmAliases() against ${pkg}'s dist/`);
    return target;
  };
  const mf = '@module-federation';
  return {
    [`${mf}/runtime-core$`]: esm(`${mf}/runtime-core`, 'index.js'),
    [`${mf}/runtime-core/types$`]: esm(`${mf}/runtime-core`, 'types.js'),
    [`${mf}/runtime/core$`]: esm(`${mf}/runtime`, 'core.js'),
    [`${mf}/runtime/helpers$`]: esm(`${mf}/runtime`, 'helpers.js'),
    [`${mf}/runtime/types$`]: esm(`${mf}/runtime`, 'types.js'),
    [`${mf}/runtime-tools/runtime-core$`]: esm(`${mf}/runtime-tools`, 'runtime-core.js'),
    [`${mf}/webpack-bundler-runtime$`]: esm(`${mf}/webpack-bundler-runtime`, 'index.js'),
    [`${mf}/sdk$`]: esm(`${mf}/sdk`, 'index.js'),
    [`${mf}/error-codes$`]: esm(`${mf}/error-codes`, 'index.mjs'),
    [`${mf}/error-codes/browser$`]: esm(`${mf}/error-codes`, 'browser.mjs'),
    // The plugins import these by their resolved CJS path ('@module-federation/runtime' itself is aliased
    // by them to that path too).
    [require.resolve(`${mf}/webpack-bundler-runtime`)]: esm(`${mf}/webpack-bundler-runtime`, 'index.js'),
    [require.resolve(`${mf}/runtime`)]: esm(`${mf}/runtime`, 'index.js'),
    [require.resolve(`${mf}/inject-external-runtime-core-plugin`)]: esm(`${mf}/inject-external-runtime-core-plugin`, 'index.js'),
  };
}

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'];

/**
 * The rule for our own TS, including @tm/platform (reached through node_modules but resolved to its
 * real path under packages/) and @tm/contracts, compiled for `targets`.
 * @param {string} targets
 */
function ownCode(targets) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        // Never the dev JSX transform: it imports react/jsx-dev-runtime, which is not shared and breaks
        // when a remote built for development is loaded by a production shell (or the reverse).
        transform: { react: { runtime: 'automatic', development: false } },
      },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}

/** @param {string} dir */
function readPackageJson(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/** @param {Record<string, string>} deps */
function sharedConfig(deps) {
  const platformVersion = readPackageJson(platformDir).version;
  /** @type {Record<string, any>} */
  const shared = {};
  for (const [request, pkg] of Object.entries(SHARED_SINGLETONS)) {
    shared[request] = {
      singleton: true,
      // The workspace's declared range: an independently deployed remote built against another major
      // gets a console warning instead of silently running on the wrong React.
      requiredVersion: pkg === '@tm/platform' ? `^${platformVersion}` : deps[pkg] || false,
      ...(pkg === '@tm/platform' ? { version: platformVersion } : {}),
      // The facade lives here, not in the package: its version is the package's.
      ...(pkg === 'react-router-dom'
        ? { version: readPackageJson(path.dirname(require.resolve('react-router-dom/package.json'))).version }
        : {}),
    };
  }
  return shared;
}

let randomBuildId = '';

/**
 * A build id the browser can show (`data-build`) so a test can tell which build is running:
 * TM_BUILD_ID, or one id made per build run, so a remote's browser and server builds carry the same.
 */
function buildId() {
  if (process.env.TM_BUILD_ID) return process.env.TM_BUILD_ID;
  randomBuildId ||= `${new Date()
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 14)}-${Math.random().toString(36).slice(2, 8)}`;
  return randomBuildId;
}

/**
 * @param {{
 *   dirname: string,              // the workspace directory (__dirname of its rspack.config.js)
 *   name: 'shell' | 'storefront' | 'checkout' | 'account' | 'admin',
 *   port: number,                 // dev server port
 *   title: string,                // <title> of the HTML page
 *   exposes?: Record<string, string>,
 *   isHost?: boolean,             // the shell: publicPath '/', proxies /remotes.json and /mfe too
 * }} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
function createConfig(options) {
  const { dirname, name, port, title, exposes, isHost = false } = options;
  const pkg = readPackageJson(dirname);
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };

  return (env = {}, argv = {}) => {
    // `rspack dev` (RSPACK_SERVE) builds for development unless --mode says otherwise; `rspack build` for production.
    const mode =
      argv.mode === 'development' || argv.mode === 'production'
        ? argv.mode
        : env.RSPACK_SERVE || env.RSPACK_WATCH
          ? 'development'
          : 'production';
    const isDev = mode === 'development';
    const id = buildId();

    /** @type {import('@rspack/core').Configuration} */
    const config = {
      mode,
      context: dirname,
      target: ['web', 'es2020'],
      entry: { main: './src/index.ts' },
      // No source maps in production: shoppers need none, and they would publish our sources (decision 025).
      devtool: isDev ? 'cheap-module-source-map' : false,
      output: {
        path: distOf(dirname, env),
        // The shell serves deep links (/template/x) from '/', so its assets must be root-relative;
        // remotes resolve their own URL at run time wherever they are hosted.
        publicPath: isHost ? '/' : 'auto',
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        cssFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
        cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: `tm_${name}`,
        // Named explicitly: the shell clears it when retrying a failed remote so no stale chunk is reused
        // (keep in sync with shell/src/remotes/remote-registry.ts).
        chunkLoadingGlobal: `webpackChunktm_${name}`,
        // dist/server is the server build's (createServerConfig), made by the same run.
        clean: { keep: (file) => isServerOutput(distOf(dirname, env), file) },
      },
      resolve: {
        extensions: EXTENSIONS,
        alias: {
          // TS source straight from the contracts package: one copy of every schema, no build step for it.
          '@tm/contracts': contractsSrc,
          // The parts of react-router the front ends use, shared under its usual name (router-facade.js).
          'react-router-dom$': ROUTER_FACADE,
          ...(isDev ? {} : { 'react-router$': ROUTER_PRODUCTION }),
          ...mfRuntimeEsmAliases(),
        },
      },
      module: {
        rules: [
          // An import of a name a module does not export (one the router facade leaves out) fails the build.
          { ...ownCode('chrome >= 100, edge >= 100, firefox >= 100, safari >= 15'), parser: { exportsPresence: 'error' } },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new rspack.DefinePlugin({
          'process.env.TM_BUILD_ID': JSON.stringify(id),
          'process.env.TM_APP_NAME': JSON.stringify(name),
        }),
        // The shell's page is the app; a remote's page is only its standalone dev harness. A production
        // remote gets none: it runs only inside the shell (externalRuntime below), and /mfe/* serves no index.
        ...(isHost || isDev
          ? [
              new rspack.HtmlRspackPlugin({
                title,
                templateContent: htmlTemplate(title),
                filename: 'index.html',
                chunks: ['main'],
              }),
            ]
          : []),
        // .br and .gz beside each text asset, served by the backend with Content-Encoding.
        ...(isDev ? [] : [new PrecompressPlugin()]),
        new ModuleFederationPlugin({
          name,
          dts: false,
          manifest: true,
          shareStrategy: 'loaded-first',
          ...(exposes ? { exposes, filename: isDev ? 'remoteEntry.js' : 'remoteEntry.[contenthash:8].js' } : {}),
          remotes: {},
          shared: sharedConfig(deps),
          experiments: {
            // Browser-only builds: lets the MF SDK drop its Node.js script loader (ENV_TARGET='web').
            optimization: { target: 'web' },
            // One copy of the MF runtime core per page: the shell bundles it and publishes it as
            // globalThis._FEDERATION_RUNTIME_CORE (inject-external-runtime-core-plugin, run at the shell's init);
            // production remotes read that global instead of bundling their own (~17 KB gzipped less per
            // remoteEntry). Hence a production remote runs only inside the shell (no index.html is emitted for
            // it; `npm run dev -w mfe-x` still bundles the runtime for the standalone harness), and a remote
            // deployed on its own must be built with the same @module-federation/* version as the shell.
            ...(isHost ? { provideExternalRuntime: true } : !isDev ? { externalRuntime: true } : {}),
          },
        }),
      ],
      optimization: {
        // Module Federation needs the runtime in each entry; keep rspack's defaults otherwise.
        minimize: !isDev,
        // A remote's chunk ids are its files' names (page-static.<hash>.css is chunk page-static), so the
        // server can mark the stylesheets it puts in a rendered page as the chunks they are, and the
        // remote's runtime finds them there instead of loading them again (docs/decisions/056).
        ...(isHost ? {} : { chunkIds: 'named' }),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        // Let a shell on another port load this remote during development.
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: isHost ? ['/api', '/remotes.json', '/mfe'] : ['/api'],
            target: BACKEND_URL,
            changeOrigin: true,
            on: {
              // The backend checks Origin on state-changing calls; in dev the page's origin is this dev
              // server, so present the backend's own origin as it would be in production (same origin).
              proxyReq: (proxyReq) => {
                if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', BACKEND_URL);
              },
            },
          },
        ],
        client: { overlay: { errors: true, warnings: false } },
      },
    };
    return config;
  };
}

// Inline so no build serves a 404 for /favicon.ico (a console error in every browser test).
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/><text x="16" y="22" text-anchor="middle" font-family="Arial" font-weight="900" font-size="18" fill="#fff">T</text></svg>',
)}`;

/** @param {string} title */
function htmlTemplate(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#4f46e5" />
    <link rel="icon" href="${FAVICON}" />
    <title>${title}</title>
  </head>
  <body>
    <noscript>This site needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * Where a build goes: the workspace's dist, or `--env outputPath=<dir>` (a second build of a remote,
 * deployed elsewhere). Not `--output-path`, which would send the server build there too, not to its
 * server folder.
 * @param {string} dirname @param {Record<string, unknown>} env
 */
function distOf(dirname, env) {
  return typeof env.outputPath === 'string' ? path.resolve(env.outputPath) : path.join(dirname, 'dist');
}

/**
 * Whether `file` (a path the browser build's clean-up asks about) is the server build's. The clean-up
 * asks about dist itself first, and keeps everything in a folder it is told to keep: dist must be no.
 */
function isServerOutput(dist, file) {
  const relative = path.relative(dist, file);
  return relative === 'server' || relative.startsWith(`server${path.sep}`);
}

/** The file a server build lists its entry in, beside it in dist/server (read by the backend). */
const SERVER_MANIFEST = 'server-manifest.json';

/**
 * Writes dist/server/server-manifest.json: the remote's name, its build id (the browser build's) and
 * the entry file, whose name carries a content hash like the browser's files.
 */
class ServerManifestPlugin {
  /** @param {{ name: string, buildId: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServerManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entry = compilation.entrypoints
          .get('server')
          ?.getFiles()
          .find((file) => file.endsWith('.js'));
        if (!entry) throw new Error('@tm/build-config: the server build has no server entry');
        const manifest = JSON.stringify({ name: this.options.name, buildId: this.options.buildId, entry }, null, 2);
        compilation.emitAsset(SERVER_MANIFEST, new rspack.sources.RawSource(manifest));
      });
    });
  }
}

/**
 * A server build, beside the browser build: `entry` compiled for Node into dist/server as one CommonJS
 * file (lazy pages included: nothing to fetch but the file the manifest names), so the backend can
 * render pages into the first screen (docs/decisions/056). React, the router, SWR and zustand are left
 * to the process that loads it, as the shell shares them in the browser: one React renders the shell
 * and the remote alike. A remote also leaves @tm/platform to the host, whose server build carries the
 * one copy (the session, cart and toast stores), as the shell's singleton does in the browser.
 * Styles are the browser build's: the server build drops them.
 *
 * @param {{ dirname: string, name: 'shell' | 'storefront', entry: string }} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
function createServerConfig(options) {
  const { dirname, name, entry } = options;
  const isHost = name === 'shell';
  const externals = [...Object.keys(SHARED_SINGLETONS), 'react-dom/server', 'react-router'].filter(
    (request) => !(isHost && request === '@tm/platform'),
  );
  return (env = {}) => {
    const id = buildId();
    return {
      name: `${name}-server`,
      mode: 'production',
      context: dirname,
      target: 'node20',
      entry: { server: entry },
      devtool: false,
      output: {
        path: path.join(distOf(dirname, env), 'server'),
        filename: 'server.[contenthash:8].js',
        library: { type: 'commonjs2' },
        chunkFormat: 'commonjs',
        // One file: the backend loads it from wherever the remote is deployed, by the manifest alone.
        asyncChunks: false,
        clean: true,
      },
      externals: [...new Set(externals)],
      externalsType: 'commonjs',
      resolve: {
        extensions: EXTENSIONS,
        alias: { '@tm/contracts': contractsSrc },
      },
      module: {
        rules: [ownCode('node 20'), { test: /\.css$/, type: 'asset/source', generator: { emit: false } }],
      },
      plugins: [
        new rspack.DefinePlugin({
          'process.env.TM_BUILD_ID': JSON.stringify(id),
          'process.env.TM_APP_NAME': JSON.stringify(name),
        }),
        new ServerManifestPlugin({ name, buildId: id }),
      ],
      // Read by people in stack traces, never sent to browsers: left readable.
      optimization: { minimize: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig, createServerConfig, SERVER_MANIFEST, SHARED_SINGLETONS };
