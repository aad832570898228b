const { createConfig } = require('../packages/build-config');

module.exports = createConfig({
  dirname: __dirname,
  name: 'storefront',
  port: 3101,
  title: 'Storefront remote (standalone)',
  exposes: { './routes': './src/storefront-routes.tsx' },
});
