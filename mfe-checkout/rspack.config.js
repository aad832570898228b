const { createConfig } = require('../packages/build-config');

module.exports = createConfig({
  dirname: __dirname,
  name: 'checkout',
  port: 3102,
  title: 'Checkout remote (standalone)',
  exposes: { './routes': './src/checkout-routes.tsx' },
});
