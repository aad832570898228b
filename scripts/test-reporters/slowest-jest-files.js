// A jest reporter that prints, after the run, the test files that took longest (wall time per file),
// so the next engineer knows where `npm test`'s minutes go before trying to save them.
const SHOWN = 10;

class SlowestJestFiles {
  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((r) => ({ file: r.testFilePath.replace(`${process.cwd()}/`, ''), ms: r.perfStats.end - r.perfStats.start }))
      .filter((f) => f.ms > 0)
      .sort((a, b) => b.ms - a.ms);
    if (!files.length) return;
    const total = files.reduce((sum, f) => sum + f.ms, 0);
    const lines = files.slice(0, SHOWN).map((f) => `  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.file}`);
    process.stdout.write(`\nSlowest jest files (of ${files.length}, ${(total / 1000).toFixed(0)} s in all):\n${lines.join('\n')}\n`);
  }
}

module.exports = SlowestJestFiles;
