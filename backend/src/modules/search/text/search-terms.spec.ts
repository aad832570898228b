import { indexWords, MAX_TOKENS, searchTokens } from './search-terms';

describe('searchTokens', () => {
  it('keeps the words of a search, lower-case, once each', () => {
    expect(searchTokens('Modern  Restaurant modern RESTAURANT landing')).toEqual(['modern', 'restaurant', 'landing']);
  });

  it.each([
    [`"quoted" 'single'`, ['quoted', 'single']],
    ['100% cotton', ['100', 'cotton']],
    ['snake_case words', ['snake_case', 'words']],
    ["' OR 1=1 --", []],
    ['"; DROP TABLE templates; --', ['drop', 'table', 'templates']],
    ['NEAR(alpha beta) title:gamma delta* ^epsilon -zeta', ['near', 'alpha', 'beta', 'title', 'gamma', 'delta', 'epsilon', 'zeta']],
    ['🚀 rocket 🔥', ['rocket']],
    ['🚀🔥', []],
    ['Café crème', ['café', 'crème']],
    ['ｆｕｌｌｗｉｄｔｈ', ['fullwidth']],
  ])('turns %j into plain words %j', (search, tokens) => {
    expect(searchTokens(search)).toEqual(tokens);
  });

  it('drops words FULLTEXT does not index: shorter than 3 characters and stopwords', () => {
    expect(searchTokens('a UI kit for the web of things')).toEqual(['kit', 'web', 'things']);
  });

  it(`keeps at most ${MAX_TOKENS} words of at most 40 characters`, () => {
    const words = Array.from({ length: 20 }, (_, i) => `word${i}`);
    expect(searchTokens(words.join(' '))).toEqual(words.slice(0, MAX_TOKENS));
    expect(searchTokens('x'.repeat(100))).toEqual(['x'.repeat(40)]);
  });
});

describe('indexWords', () => {
  it('gives every word a search would use, once each and without a limit on their number', () => {
    const words = Array.from({ length: 20 }, (_, i) => `word${i}`);
    expect(indexWords(`${words.join(' ')} WORD0 a UI kit for the web`)).toEqual([...words, 'kit', 'web']);
  });
});
