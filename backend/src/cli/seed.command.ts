import { parseArgs } from 'node:util';

export const SEED_USAGE = 'Usage: npm run seed [-- --count N [--no-images]]';
export const MAX_SEED_COUNT = 10_000_000;

export interface SeedArgs {
  /** Templates to add; undefined: seed the default catalog only when it is empty. */
  count?: number;
  /** false (--no-images): rows only; /api/public-files draws the images on request. */
  images: boolean;
  help: boolean;
}

export function parseSeedArgs(argv: string[]): SeedArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      count: { type: 'string', short: 'n' },
      'no-images': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  let count: number | undefined;
  if (values.count !== undefined) {
    if (!/^\d+$/.test(values.count) || Number(values.count) < 1 || Number(values.count) > MAX_SEED_COUNT) {
      throw new Error(`--count must be a whole number from 1 to ${MAX_SEED_COUNT}`);
    }
    count = Number(values.count);
  }
  return { count, images: !values['no-images'], help: values.help ?? false };
}
