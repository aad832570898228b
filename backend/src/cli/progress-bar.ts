export interface ProgressOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

const BAR_WIDTH = 30;

export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '--:--';
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(h ? 2 : 1, '0')}:${String(s).padStart(2, '0')}`;
  return h ? `${h}:${mmss}` : mmss;
}

/** "[██████░░░░] 4,500/10,000  45%  1,234/s  ETA 0:04" */
export function progressLine(done: number, total: number, elapsedMs: number, tty: boolean): string {
  const ratio = total > 0 ? Math.min(1, done / total) : 1;
  const rate = elapsedMs > 0 ? (done / elapsedMs) * 1000 : 0;
  const eta = rate > 0 ? ((total - done) / rate) * 1000 : Number.NaN;
  const filled = Math.round(ratio * BAR_WIDTH);
  const bar = tty ? `[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ` : '';
  const pct = `${Math.floor(ratio * 100)}%`.padStart(4);
  return `${bar}${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ${pct}  ${Math.round(rate).toLocaleString('en-US')}/s  ETA ${formatDuration(eta)}`;
}

/**
 * A progress bar redrawn in place with \r on a terminal (at most 10 times a second); plain lines
 * every 10% when the output is a file or a pipe, so logs stay readable.
 */
export function createProgressBar(total: number, out: ProgressOutput = process.stdout, now: () => number = Date.now) {
  const tty = Boolean(out.isTTY);
  const started = now();
  let lastDraw = 0;
  let lastDecile = -1;
  return {
    update(done: number): void {
      const t = now();
      if (tty) {
        if (done < total && t - lastDraw < 100) return;
        lastDraw = t;
        out.write(`\r${progressLine(done, total, t - started, true)}\u001b[K`);
        return;
      }
      const decile = total > 0 ? Math.floor((done / total) * 10) : 10;
      if (decile === lastDecile) return;
      lastDecile = decile;
      out.write(`${progressLine(done, total, t - started, false)}\n`);
    },
    finish(): void {
      if (tty) out.write('\n');
    },
  };
}
