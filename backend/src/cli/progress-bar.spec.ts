import { createProgressBar, formatDuration, progressLine } from './progress-bar';

function output(isTTY: boolean) {
  const chunks: string[] = [];
  return { isTTY, chunks, write: (text: string) => chunks.push(text) };
}

describe('seed progress bar', () => {
  it('shows count, share, rate and time left', () => {
    expect(progressLine(4500, 10000, 2000, true)).toBe(`[${'█'.repeat(14)}${'░'.repeat(16)}] 4,500/10,000  45%  2,250/s  ETA 0:02`);
    expect(progressLine(0, 100, 0, false)).toBe('0/100   0%  0/s  ETA --:--');
  });

  it('formats durations as m:ss or h:mm:ss', () => {
    expect(formatDuration(65_000)).toBe('1:05');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });

  it('redraws one line with \\r on a terminal, at most ten times a second', () => {
    let clock = 0;
    const out = output(true);
    const bar = createProgressBar(100, out, () => clock);
    clock = 200;
    bar.update(10);
    clock = 250;
    bar.update(20); // too soon: skipped
    clock = 400;
    bar.update(100);
    bar.finish();
    expect(out.chunks).toHaveLength(3);
    expect(out.chunks[0]).toMatch(/^\r\[█{3}░{27}\] 10\/100 {2}10%/);
    expect(out.chunks[1]).toMatch(/^\r\[█{30}\] 100\/100 100%/);
    expect(out.chunks[2]).toBe('\n');
  });

  it('prints plain lines every 10% when the output is not a terminal', () => {
    const out = output(false);
    const bar = createProgressBar(1000, out, () => 0);
    for (let done = 0; done <= 1000; done += 50) bar.update(done);
    bar.finish();
    expect(out.chunks).toHaveLength(11);
    expect(out.chunks.every((c) => c.endsWith('\n') && !c.includes('\r') && !c.includes('█'))).toBe(true);
  });
});
