const { createConfig, createServerConfig } = require('../packages/build-config');

// The host: no static remotes; it reads /remotes.json at run time (src/remotes/remote-registry.ts).
const browser = createConfig({
  dirname: __dirname,
  name: 'shell',
  port: 3100,
  title: 'TemplateMarket: website templates, one-time purchase',
  isHost: true,
});
// The shell around a remote's routes for Node (dist/server), rendered by the backend into the first screen.
const server = createServerConfig({ dirname: __dirname, name: 'shell', entry: './src/server/index.tsx' });

// `rspack dev` serves the browser build alone; `rspack build` makes both.
module.exports = (env = {}, argv = {}) => (env.RSPACK_SERVE ? browser(env, argv) : [browser(env, argv), server(env, argv)]);
