import { editDistanceWithin } from '../../../common/text/edit-distance';
import nlp from 'compromise';
import { NEGATIONS, type Cue } from './lexicon';

/** A word of the visitor's message as compromise reads it. */
export interface Token {
  /** Lower case, accents folded. */
  word: string;
  /** Its root ("cakes" → "cake", "ordering" → "order"), folded the same way. */
  lemma: string;
  tags: ReadonlySet<string>;
  /** The number it says ("five", "5"), when it is one: read when first asked (see tokenize). */
  readonly value: number | null;
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9&]+/g, '');

const SMALL_NUMBERS: Record<string, number> = { couple: 2, few: 3, dozen: 12, several: 4 };

interface CompromiseTerm {
  text: string;
  normal: string;
  root?: string;
  tags: string[];
}

/**
 * The message as tokens: compromise expands contractions ("don't" → "do not"), tags each word
 * (noun, verb, value...) and finds its root; hyphenated words come apart ("5-page" → "5", "page").
 */
export function tokenize(text: string): Token[] {
  // "news/blog", "portfolio + shop": two words, not one.
  const doc = nlp(text.replace(/[/+|]/g, ', '));
  doc.contractions().expand();
  doc.compute('root');
  const sentences = doc.json() as Array<{ terms: CompromiseTerm[] }>;
  const tokens: Token[] = [];
  // A number word is read with a compromise document of its own (up to a millisecond), so only
  // when its value is asked for, and once per word of the message: a message of 400 "five"s took
  // 200 ms when each was read up front (decision 064).
  const numbers = new Map<string, number | null>();
  for (const sentence of sentences) {
    for (const term of sentence.terms) {
      const word = fold(term.normal || term.text);
      if (!word) continue;
      const tags = new Set(term.tags);
      tokens.push({
        word,
        lemma: fold(term.root || term.normal || term.text) || word,
        tags,
        get value() {
          return valueOf(word, tags, numbers);
        },
      });
    }
  }
  return tokens;
}

function valueOf(word: string, tags: ReadonlySet<string>, numbers: Map<string, number | null>): number | null {
  if (/^\d{1,4}$/.test(word)) return Number(word);
  if (word in SMALL_NUMBERS) return SMALL_NUMBERS[word]!;
  if (!tags.has('Value')) return null;
  if (!numbers.has(word)) {
    const parsed = (nlp(word).numbers().get() as unknown[])[0];
    numbers.set(word, typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null);
  }
  return numbers.get(word)!;
}

/** A cue word against a token: the word or its root, or one typo away when both are long enough. */
function wordMatches(token: Token, cueWord: string, tag: string | null): boolean {
  if (tag && !token.tags.has(tag)) return false;
  if (token.word === cueWord || token.lemma === cueWord) return true;
  // German and Dutch compounds end with the word ("Terminbuchung", "Onlineshop" → buchung, shop...).
  if (cueWord.length >= 6 && token.word.length >= cueWord.length + 3 && token.word.endsWith(cueWord)) return true;
  if (cueWord.length < 5 || token.word.length < 5 || token.word[0] !== cueWord[0]) return false;
  // One word extending another is a different word ("class" and "classy"), not a typo.
  if (cueWord.startsWith(token.word) || token.word.startsWith(cueWord)) return false;
  const limit = cueWord.length >= 9 ? 2 : 1;
  return editDistanceWithin(token.word, cueWord, limit) <= limit || editDistanceWithin(token.lemma, cueWord, limit) <= limit;
}

interface CueWord {
  word: string;
  tag: string | null;
}
type CompiledCue = CueWord[][];

const compiled = new Map<Cue, CompiledCue>();
function compile(cue: Cue): CompiledCue {
  let parts = compiled.get(cue);
  if (!parts) {
    parts = cue.split(' ~ ').map((segment) =>
      segment
        .split(/[\s-]+/)
        .filter(Boolean)
        .map((raw) => {
          const [word, tag] = raw.split('#');
          return { word: fold(word!), tag: tag ?? null };
        }),
    );
    compiled.set(cue, parts);
  }
  return parts;
}

/** Words allowed between the parts of an "a ~ b" cue. */
const NEAR = 3;

function segmentAt(tokens: readonly Token[], at: number, segment: readonly CueWord[]): boolean {
  if (at + segment.length > tokens.length) return false;
  return segment.every((cueWord, k) => wordMatches(tokens[at + k]!, cueWord.word, cueWord.tag));
}

/** Where the cue starts in the tokens (not negated just before), or -1. */
export function findCue(tokens: readonly Token[], cue: Cue, options: { negatable?: boolean; masked?: ReadonlySet<number> } = {}): number {
  const parts = compile(cue);
  for (let start = 0; start < tokens.length; start += 1) {
    if (options.masked?.has(start) || !segmentAt(tokens, start, parts[0]!)) continue;
    let end = start + parts[0]!.length;
    let ok = true;
    for (const segment of parts.slice(1)) {
      let found = -1;
      for (let at = end; at <= end + NEAR && at < tokens.length; at += 1) {
        if (segmentAt(tokens, at, segment)) {
          found = at;
          break;
        }
      }
      if (found < 0) {
        ok = false;
        break;
      }
      end = found + segment.length;
    }
    if (!ok) continue;
    if (options.negatable !== false && negated(tokens, start)) continue;
    return start;
  }
  return -1;
}

/** "do not need a blog", "no gallery", "without a shop": a negation in the three words before. */
function negated(tokens: readonly Token[], at: number): boolean {
  for (let i = Math.max(0, at - 3); i < at; i += 1) if (NEGATIONS.has(tokens[i]!.word)) return true;
  return false;
}

export const anyCue = (tokens: readonly Token[], cues: readonly Cue[], masked?: ReadonlySet<number>) =>
  cues.some((cue) => findCue(tokens, cue, { masked }) >= 0);

/** A cue said with a negation just before it ("we do not need a blog"). */
export const negatedCue = (tokens: readonly Token[], cues: readonly Cue[]) =>
  cues.some((cue) => {
    const at = findCue(tokens, cue, { negatable: false });
    return at >= 0 && negated(tokens, at);
  });

/** The first cue found, with the positions of its words (so "coffee shop" is not also read as a shop to build). */
export function firstCue(tokens: readonly Token[], cues: readonly Cue[]): { at: number; covers: number[] } | null {
  for (const cue of cues) {
    const at = findCue(tokens, cue);
    if (at < 0) continue;
    const length = compile(cue).flat().length;
    return { at, covers: Array.from({ length }, (_, i) => at + i) };
  }
  return null;
}
