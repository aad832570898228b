import { MadeAhead } from './made-ahead';

describe('MadeAhead', () => {
  it('hands work made ahead out once, under its own key only', async () => {
    const ahead = new MadeAhead<string>();
    ahead.start('job:1000:2000', async () => 'batch 1000');
    expect(ahead.take('job:0:1000')).toBeUndefined();
    await expect(ahead.take('job:1000:2000')).resolves.toBe('batch 1000');
    expect(ahead.take('job:1000:2000')).toBeUndefined();
  });

  it('keeps a failure for whoever takes the work, and one nobody takes is no unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const ahead = new MadeAhead<string>();
      ahead.start('taken', async () => Promise.reject(new Error('database away')));
      ahead.start('dropped', async () => Promise.reject(new Error('nobody asks')));
      await expect(ahead.take('taken')).rejects.toThrow('database away');
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('drops what it holds rather than growing past its capacity', () => {
    const ahead = new MadeAhead<number>(2);
    ahead.start('a', async () => 1);
    ahead.start('b', async () => 2);
    ahead.start('c', async () => 3);
    expect(ahead.take('a')).toBeUndefined();
    expect(ahead.take('c')).toBeDefined();
  });
});
