import { LaneFullError, PriorityLane, type LaneOptions, type LanePriority } from './hashing-lane';

/** A task that runs until the test lets it finish, and records when it started. */
function controlled(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: () => {
      log.push(name);
      return done;
    },
    finish,
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

const options = (overrides: Partial<LaneOptions> = {}): LaneOptions => ({
  concurrency: 1,
  rules: { 'known-device': {}, 'sign-in': { maxQueued: 2 }, 'password-change': {}, 'sign-up': { maxQueued: 3 } },
  ...overrides,
});

describe('PriorityLane', () => {
  it('runs no more tasks at once than its concurrency', async () => {
    const lane = new PriorityLane(options({ concurrency: 2 }));
    const started: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => controlled(started, name));
    const runs = tasks.map((t) => lane.run('sign-up', t.task));
    await flush();
    expect(started).toEqual(['a', 'b']);
    tasks[0]!.finish();
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks.forEach((t) => t.finish());
    await Promise.all(runs);
  });

  it('starts a waiting sign-in before sign-ups that were queued earlier', async () => {
    const lane = new PriorityLane(options());
    const started: string[] = [];
    const running = controlled(started, 'running sign-up');
    const queued = [controlled(started, 'sign-up 1'), controlled(started, 'sign-up 2')];
    const signIn = controlled(started, 'sign-in');
    const change = controlled(started, 'password change');
    const runs = [
      lane.run('sign-up', running.task),
      ...queued.map((t) => lane.run('sign-up', t.task)),
      lane.run('password-change', change.task),
      lane.run('sign-in', signIn.task),
    ];
    await flush();
    expect(lane.load).toEqual({ running: 1, queued: { 'known-device': 0, 'sign-in': 1, 'password-change': 1, 'sign-up': 2 } });

    for (const t of [running, signIn, change, ...queued]) {
      t.finish();
      await flush();
    }
    await Promise.all(runs);
    expect(started).toEqual(['running sign-up', 'sign-in', 'password change', 'sign-up 1', 'sign-up 2']);
  });

  it('refuses at once what does not fit in its queue, with a Retry-After of at least a second', async () => {
    const lane = new PriorityLane(options());
    const started: string[] = [];
    const blockers = Array.from({ length: 4 }, (_, i) => controlled(started, `sign-up ${i}`));
    const runs = blockers.map((t) => lane.run('sign-up', t.task)); // 1 running + 3 queued: full
    await flush();

    const refused = lane.run('sign-up', async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(LaneFullError);
    await refused.catch((error: LaneFullError) => expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1));
    expect(() => lane.assertRoom('sign-up')).toThrow(LaneFullError);
    // Sign-ins have places of their own.
    expect(() => lane.assertRoom('sign-in')).not.toThrow();
    const signIn = lane.run('sign-in', async () => 'checked');

    blockers.forEach((t) => t.finish());
    await Promise.all(runs);
    await expect(signIn).resolves.toBe('checked');
  });

  it('admits a task only while the wait it can expect is within its limit, measured at the average task time', async () => {
    // No task has finished yet: each is assumed to take 100 ms. Sign-ups may expect 250 ms, sign-ins 150.
    const lane = new PriorityLane({
      concurrency: 1,
      initialTaskMs: 100,
      rules: { 'known-device': {}, 'sign-in': { maxWaitMs: 150 }, 'password-change': {}, 'sign-up': { maxWaitMs: 250 } },
    });
    const running = controlled([], 'running');
    const runs = [lane.run('sign-up', running.task)];
    // Queued ahead of a new sign-up: 0, 1, 2 tasks (0, 100, 200 ms): admitted; at 3 (300 ms): refused.
    for (let i = 0; i < 3; i++) runs.push(lane.run('sign-up', async () => undefined));
    expect(() => lane.assertRoom('sign-up')).toThrow(LaneFullError);
    // A sign-in counts only the sign-ins ahead of it: the first always gets in, the second too (100 ms), not a third.
    runs.push(
      lane.run('sign-in', async () => undefined),
      lane.run('sign-in', async () => undefined),
    );
    expect(() => lane.assertRoom('sign-in')).toThrow(LaneFullError);
    running.finish();
    await Promise.all(runs);
  });

  it('never refuses a priority without a bound', async () => {
    const lane = new PriorityLane(options());
    const started: string[] = [];
    const running = controlled(started, 'running');
    const first = lane.run('sign-up', running.task);
    const changes = Array.from({ length: 50 }, () => lane.run('password-change', async () => 'changed'));
    running.finish();
    await first;
    await expect(Promise.all(changes)).resolves.toHaveLength(50);
  });

  it('refuses a task that waited longer than its priority gives it (overtaken by higher ones)', async () => {
    jest.useFakeTimers();
    try {
      const lane = new PriorityLane(
        options({ rules: { 'known-device': {}, 'sign-in': {}, 'password-change': {}, 'sign-up': { giveUpAfterMs: 500 } } }),
      );
      const running = controlled([], 'running');
      const first = lane.run('sign-in', running.task);
      const waiting = lane.run('sign-up', async () => 'late');
      const outcome = waiting.then(
        () => 'ran',
        (error: unknown) => (error instanceof LaneFullError ? 'refused' : 'other'),
      );
      jest.advanceTimersByTime(501);
      await expect(outcome).resolves.toBe('refused');
      expect(lane.load.queued['sign-up']).toBe(0);
      running.finish();
      await first;
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets an admitted sign-in wait its turn however slow the running hash is', async () => {
    jest.useFakeTimers();
    try {
      const lane = new PriorityLane(
        options({
          rules: { 'known-device': {}, 'sign-in': { maxWaitMs: 1500 }, 'password-change': {}, 'sign-up': { giveUpAfterMs: 500 } },
        }),
      );
      const running = controlled([], 'slow sign-up');
      const first = lane.run('sign-up', running.task);
      const signIn = lane.run('sign-in', async () => 'signed in');
      jest.advanceTimersByTime(60_000);
      expect(lane.load.queued['sign-in']).toBe(1);
      running.finish();
      await first;
      await expect(signIn).resolves.toBe('signed in');
    } finally {
      jest.useRealTimers();
    }
  });

  it("admits a known device's sign-in when strangers' sign-ins fill their queue, and starts it first", async () => {
    const lane = new PriorityLane(
      options({ rules: { 'known-device': { maxQueued: 2 }, 'sign-in': { maxQueued: 2 }, 'password-change': {}, 'sign-up': {} } }),
    );
    const started: string[] = [];
    const running = controlled(started, 'running');
    const flood = [controlled(started, 'stranger 1'), controlled(started, 'stranger 2')];
    const known = controlled(started, 'known device');
    const runs = [lane.run('sign-in', running.task), ...flood.map((t) => lane.run('sign-in', t.task))];
    await flush();
    await expect(lane.run('sign-in', controlled(started, 'stranger 3').task)).rejects.toBeInstanceOf(LaneFullError);
    expect(() => lane.assertRoom('known-device')).not.toThrow();
    runs.push(lane.run('known-device', known.task));
    for (const t of [running, known, ...flood]) {
      t.finish();
      await flush();
    }
    await Promise.all(runs);
    expect(started).toEqual(['running', 'known device', 'stranger 1', 'stranger 2']);
  });

  it('frees the slot of a task that failed', async () => {
    const lane = new PriorityLane(options());
    await expect(lane.run('sign-in', () => Promise.reject(new Error('argon2 failed')))).rejects.toThrow('argon2 failed');
    await expect(lane.run('sign-in', async () => 'next')).resolves.toBe('next');
    expect(lane.load).toEqual({
      running: 0,
      queued: { 'known-device': 0, 'sign-in': 0, 'password-change': 0, 'sign-up': 0 } as Record<LanePriority, number>,
    });
  });
});
