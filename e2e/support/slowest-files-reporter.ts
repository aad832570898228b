import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 10;

/**
 * Prints, after the run, the spec files that took longest (their tests' time summed over every
 * project), so the next engineer knows where the browser suite's minutes go.
 */
export default class SlowestFilesReporter implements Reporter {
  private readonly byFile = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(`${process.cwd()}/`, '');
    this.byFile.set(file, (this.byFile.get(file) ?? 0) + result.duration);
  }

  onEnd(): void {
    const files = [...this.byFile].sort((a, b) => b[1] - a[1]);
    if (!files.length) return;
    const total = files.reduce((sum, [, ms]) => sum + ms, 0);
    const lines = files.slice(0, SHOWN).map(([file, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
    process.stdout.write(
      `\nSlowest browser spec files (of ${files.length}, ${(total / 1000).toFixed(0)} s in all):\n${lines.join('\n')}\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
