const { createConfig, createServerConfig } = require('../packages/build-config');

const browser = createConfig({
  dirname: __dirname,
  name: 'storefront',
  port: 3101,
  title: 'Storefront remote (standalone)',
  exposes: { './routes': './src/storefront-routes.tsx' },
});
// The same routes for Node (dist/server), rendered by the backend into the first screen.
const server = createServerConfig({ dirname: __dirname, name: 'storefront', entry: './src/storefront-routes.tsx' });

// `rspack dev` serves the browser build alone; `rspack build` makes both.
module.exports = (env = {}, argv = {}) => (env.RSPACK_SERVE ? browser(env, argv) : [browser(env, argv), server(env, argv)]);
