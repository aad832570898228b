const { createConfig } = require('../packages/build-config');

// The host: no static remotes; it reads /remotes.json at run time (src/remotes/remote-registry.ts).
module.exports = createConfig({
  dirname: __dirname,
  name: 'shell',
  port: 3100,
  title: 'TemplateMarket: website templates, one-time purchase',
  isHost: true,
});
