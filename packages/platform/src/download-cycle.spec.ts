import { IDLE_DOWNLOAD, downloadLabel, startDownloadCycle, type DownloadState } from './download-cycle';

describe('download button cycle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function run() {
    let state = IDLE_DOWNLOAD;
    const cancel = startDownloadCycle((next) => (state = next(state)));
    return { label: () => downloadLabel(state), state: (): DownloadState => state, cancel };
  }

  it("reads 'Downloading...' for about 2 s, then 'Downloaded'", () => {
    const cycle = run();
    expect(cycle.label()).toBe('Downloading...');
    jest.advanceTimersByTime(1_000);
    expect(cycle.state()).toEqual({ busy: true, done: true });
    expect(cycle.label()).toBe('Downloading...');
    jest.advanceTimersByTime(999);
    expect(cycle.label()).toBe('Downloading...');
    jest.advanceTimersByTime(1);
    expect(cycle.label()).toBe('Downloaded');
  });

  it("starts over from 'Downloading...' when a downloaded item is fetched again", () => {
    let state: DownloadState = { busy: false, done: true };
    startDownloadCycle((next) => (state = next(state)));
    expect(downloadLabel(state)).toBe('Downloading...');
  });

  it('stops its timers when cancelled (the button left the page)', () => {
    const cycle = run();
    cycle.cancel();
    jest.advanceTimersByTime(5_000);
    expect(cycle.state()).toEqual({ busy: true, done: false });
  });

  it("names the idle button 'Download', or the caller's label", () => {
    expect(downloadLabel(IDLE_DOWNLOAD)).toBe('Download');
    expect(downloadLabel(IDLE_DOWNLOAD, 'Download All')).toBe('Download All');
  });
});
