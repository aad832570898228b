// Runs gscan (Ghost's theme checker) on many theme folders in one process and prints one JSON report.
// Usage: node gscan-runner.cjs <folders.json> — the file lists the folders; each is checked for Ghost 5 and Ghost 6.
'use strict';
const { readFileSync } = require('node:fs');
const gscan = require('gscan');

async function main() {
  const folders = JSON.parse(readFileSync(process.argv[2], 'utf8'));
  const report = [];
  for (const folder of folders) {
    for (const checkVersion of ['v5', 'v6']) {
      const theme = await gscan.check(folder, { checkVersion });
      const results = gscan.format(theme, { sortByFiles: false }).results;
      report.push({
        folder,
        checkVersion,
        errors: results.error.map((e) => ({ rule: e.rule, files: (e.failures || []).map((f) => f.ref) })),
        warnings: results.warning.map((w) => w.rule),
      });
    }
  }
  process.stdout.write(JSON.stringify(report));
}

main().catch((error) => {
  process.stderr.write(String(error && error.stack ? error.stack : error));
  process.exit(1);
});
