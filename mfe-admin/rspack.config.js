const { createConfig } = require('../packages/build-config');

// antd lives only here; react/react-dom stay shared singletons so it renders with the shell's React.
module.exports = createConfig({
  dirname: __dirname,
  name: 'admin',
  port: 3104,
  title: 'Admin remote (standalone)',
  exposes: { './routes': './src/admin-routes.tsx' },
});
