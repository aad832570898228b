import { GENERATION_LIMITS } from '@tm/contracts/generation';
import { parseGenerateArgs } from './generate.command';

describe('npm run generate arguments', () => {
  it('takes a total up to a million, or a category (and subcategory) with a count, and --ai', () => {
    expect(parseGenerateArgs(['--total', '1000000'])).toEqual({
      help: false,
      request: { useAI: false, target: { targetTotal: GENERATION_LIMITS.maxApiCount } },
    });
    expect(parseGenerateArgs(['--category', 'html', '--subcategory', 'one-page', '--count', '5', '--ai'])).toEqual({
      help: false,
      request: { useAI: true, target: { category: 'html', subcategory: 'one-page', count: 5 } },
    });
    expect(parseGenerateArgs(['-c', 'plugins', '-n', '12']).request?.target).toEqual({ category: 'plugins', count: 12 });
    expect(parseGenerateArgs(['--help'])).toEqual({ help: true });
  });

  it('refuses what the API refuses, with its message', () => {
    expect(() => parseGenerateArgs(['--total', '1000001'])).toThrow('targetTotal must be at most 1,000,000');
    expect(() => parseGenerateArgs(['--total', '0'])).toThrow('targetTotal must be at least 1');
    expect(() => parseGenerateArgs(['--total', '12.5'])).toThrow('--total must be a whole number');
    expect(() => parseGenerateArgs(['--category', 'games', '--count', '3'])).toThrow('--category must be one of');
    expect(() => parseGenerateArgs(['--category', 'html', '--subcategory', 'shopify', '--count', '3'])).toThrow(
      "subcategory must be all or one of html's",
    );
    expect(() => parseGenerateArgs(['--total', '5', '--category', 'html', '--count', '2'])).toThrow(
      'Send either targetTotal, or category and count',
    );
    expect(() => parseGenerateArgs([])).toThrow('Send either targetTotal, or category and count');
    expect(() => parseGenerateArgs(['--colour', 'red'])).toThrow();
  });
});
