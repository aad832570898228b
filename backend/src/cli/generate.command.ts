import { parseArgs } from 'node:util';
import { CATEGORIES, type Category } from '@tm/contracts/catalog';
import { GenerationRequestSchema } from '@tm/contracts/jobs.schemas';
import type { GenerationRequest } from '@tm/contracts/jobs.schemas';

export const GENERATE_USAGE =
  'Usage: npm run generate -- --total N [--ai]   or   npm run generate -- --category C [--subcategory S] --count N [--ai]';

export interface GenerateArgs {
  request?: GenerationRequest;
  help: boolean;
}

/** The same request the admin API takes (decision 034), checked by the same schema, up to 1,000,000. */
export function parseGenerateArgs(argv: string[]): GenerateArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      total: { type: 'string', short: 't' },
      category: { type: 'string', short: 'c' },
      subcategory: { type: 'string', short: 's' },
      count: { type: 'string', short: 'n' },
      ai: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return { help: true };
  const whole = (name: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number`);
    return Number(value);
  };
  if (values.category !== undefined && !(CATEGORIES as readonly string[]).includes(values.category)) {
    throw new Error(`--category must be one of: ${CATEGORIES.join(', ')}`);
  }
  const body = {
    useAI: values.ai ?? false,
    ...(values.total !== undefined ? { targetTotal: whole('total', values.total) } : {}),
    ...(values.category !== undefined ? { category: values.category as Category } : {}),
    ...(values.subcategory !== undefined ? { subcategory: values.subcategory } : {}),
    ...(values.count !== undefined ? { count: whole('count', values.count) } : {}),
  };
  const parsed = GenerationRequestSchema.safeParse(body);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid arguments');
  return { request: parsed.data, help: false };
}
