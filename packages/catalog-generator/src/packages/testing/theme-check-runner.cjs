// Runs Shopify's Theme Check (@shopify/theme-check-node, its recommended checks) on many theme folders in one process; prints one JSON report.
// Usage: node theme-check-runner.cjs <folders.json>. Offline it uses the docs and schemas bundled with the package.
'use strict';
const { readFileSync } = require('node:fs');
const { themeCheckRun } = require('@shopify/theme-check-node');

const SEVERITY = ['error', 'warning', 'info'];

async function main() {
  const folders = JSON.parse(readFileSync(process.argv[2], 'utf8'));
  const report = [];
  for (const folder of folders) {
    const { offenses, theme } = await themeCheckRun(folder, undefined, () => undefined);
    report.push({
      folder,
      files: theme.length,
      offenses: offenses.map((o) => ({
        severity: SEVERITY[o.severity] || String(o.severity),
        check: o.check,
        file: o.uri.slice(o.uri.indexOf(folder) + folder.length + 1),
        message: o.message,
      })),
    });
  }
  process.stdout.write(JSON.stringify(report));
}

main().catch((error) => {
  process.stderr.write(String(error && error.stack ? error.stack : error));
  process.exit(1);
});
