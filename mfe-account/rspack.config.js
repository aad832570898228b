const { createConfig } = require('../packages/build-config');

module.exports = createConfig({
  dirname: __dirname,
  name: 'account',
  port: 3103,
  title: 'Account remote (standalone)',
  exposes: { './routes': './src/account-routes.tsx' },
});
