import { parseSeedArgs } from './seed.command';

describe('npm run seed arguments', () => {
  it('seeds the default catalog with images when given nothing', () => {
    expect(parseSeedArgs([])).toEqual({ count: undefined, images: true, help: false });
  });

  it('reads --count N, --count=N and --no-images', () => {
    expect(parseSeedArgs(['--count', '100000', '--no-images'])).toEqual({ count: 100000, images: false, help: false });
    expect(parseSeedArgs(['--count=25'])).toEqual({ count: 25, images: true, help: false });
  });

  it.each([['--count', 'lots'], ['--count', '0'], ['--count', '-5'], ['--count', '1.5'], ['--images'], ['--count']])(
    'refuses %p',
    (...argv) => {
      expect(() => parseSeedArgs(argv)).toThrow();
    },
  );
});
