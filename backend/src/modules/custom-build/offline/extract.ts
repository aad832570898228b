import nlp from 'compromise';
import {
  CUSTOM_BUILD_LIMITS,
  type CustomBuildFeature,
  type CustomBuildPlatform,
  type CustomBuildTimeline,
} from '@tm/contracts/custom-build';
import { anyCue, firstCue, negatedCue, tokenize, type Token } from './language';
import { BUSINESS_TYPES, DESIGN_WORDS, FEATURE_CUES, LANGUAGE_NAMES, PAGE_CUES, PLATFORM_CUES, TIMELINE_CUES } from './lexicon';

/** What one message says, as far as the offline consultant understands it. */
export interface Findings {
  businessType: string | null;
  features: CustomBuildFeature[];
  /** Features the visitor said they do not want ("no blog after all"). */
  declined: CustomBuildFeature[];
  pages: string[];
  pageCount: number | null;
  designPreferences: string[];
  timeline: CustomBuildTimeline | null;
  platform: CustomBuildPlatform | null;
}

/** Words that describe a business's size or age, not what it is ("a small family-run bakery"). */
const DESCRIPTIVE = new Set([
  'small',
  'little',
  'tiny',
  'local',
  'new',
  'family',
  'run',
  'independent',
  'big',
  'large',
  'growing',
  'young',
  'online',
  'own',
  'boutique',
]);
/** Nouns that are not a business when they follow "we are a ..." ("we are a team of three"). */
const NOT_BUSINESS = new Set([
  'team',
  'couple',
  'group',
  'family',
  'bit',
  'lot',
  'website',
  'site',
  'page',
  'company',
  'business',
  'person',
  'people',
]);

/**
 * Reads a brief or a chat message. compromise supplies the grammar: roots, negations, numbers and
 * noun phrases; the lexicon supplies the shop's vocabulary. Unknown businesses are still named, from
 * the noun phrase after "we are a", "I run a", "website for my" ("a pottery studio" → Pottery Studio).
 */
export function extract(text: string): Findings {
  const tokens = tokenize(text.slice(0, CUSTOM_BUILD_LIMITS.messageMaxChars));
  const business = businessType(text, tokens);
  // The words that named the business are not asked-for features ("coffee shop" is not a shop to build).
  const masked = new Set(business.covers);
  const features = FEATURE_CUES.filter(([, cues]) => anyCue(tokens, cues, masked)).map(([feature]) => feature);
  if (!features.includes('multilingual') && new Set(tokens.map((t) => t.word).filter((w) => LANGUAGE_NAMES.has(w))).size >= 2)
    features.push('multilingual');
  return {
    businessType: business.label,
    features,
    declined: FEATURE_CUES.filter(([feature, cues]) => !features.includes(feature) && negatedCue(tokens, cues)).map(([feature]) => feature),
    pages: PAGE_CUES.filter(([, cues]) => anyCue(tokens, cues)).map(([label]) => label),
    pageCount: pageCount(tokens),
    designPreferences: DESIGN_WORDS.filter(([, cues]) => anyCue(tokens, cues)).map(([label]) => label),
    timeline: timeline(tokens),
    platform: PLATFORM_CUES.find(([, cues]) => anyCue(tokens, cues))?.[0] ?? null,
  };
}

/** The first business of the list found (specific before general: "dog grooming" before "salon"). */
function businessType(text: string, tokens: readonly Token[]): { label: string | null; covers: number[] } {
  for (const [label, cues] of BUSINESS_TYPES) {
    const found = firstCue(tokens, cues);
    if (found) return { label, covers: found.covers };
  }
  return { label: namedBusiness(text), covers: [] };
}

/** The noun phrase a visitor uses for their business, when the lexicon does not know it. */
function namedBusiness(text: string): string | null {
  const doc = nlp(text);
  doc.contractions().expand();
  const patterns = [
    '(we|i) (are|am|run|own|have|operate|manage|started|opened) (a|an|my|our) [#Adjective* #Noun+]',
    '(website|site|page) for (a|an|my|our) [#Adjective* #Noun+]',
    '(my|our) [#Adjective* #Noun+] (business|company|shop|studio)',
  ];
  for (const pattern of patterns) {
    const phrase = (doc.match(pattern, 0).out('array') as string[])[0];
    if (!phrase) continue;
    const words = phrase
      .toLowerCase()
      .split(/[\s-]+/)
      .map((w) => w.replace(/[^\p{L}\p{N}&']/gu, ''))
      .filter((w) => w && !DESCRIPTIVE.has(w));
    const head = words[words.length - 1];
    if (!head || NOT_BUSINESS.has(head) || words.length > 4) continue;
    return words
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ')
      .slice(0, 60);
  }
  return null;
}

/** "five pages", "a 5-page site", "around 8 pages". */
function pageCount(tokens: readonly Token[]): number | null {
  for (let i = 0; i < tokens.length; i += 1) {
    const next = tokens.slice(i + 1, i + 3);
    // The word before "pages" first: a token's value is costly to read (language.ts).
    if (!next.some((t) => t.lemma === 'page' || t.word === 'pages' || t.word === 'paginas' || t.word === 'pages' || t.word === 'seiten'))
      continue;
    const value = tokens[i]!.value;
    if (value !== null) return Math.min(CUSTOM_BUILD_LIMITS.maxPages, Math.max(1, Math.round(value)));
  }
  return null;
}

/** Words first ("no rush", "asap"), then an amount of time ("in 3 days", "within two weeks", "2 months"). */
function timeline(tokens: readonly Token[]): CustomBuildTimeline | null {
  for (const [timeline, cues] of TIMELINE_CUES) if (anyCue(tokens, cues)) return timeline;
  for (let i = 0; i < tokens.length; i += 1) {
    const unit = tokens[i + 1]?.lemma ?? '';
    const unitAfterOf = tokens[i + 1]?.word === 'of' ? (tokens[i + 2]?.lemma ?? '') : '';
    // The unit first: a token's value is costly to read (language.ts).
    if (!DAYS_PER_UNIT.has(unit) && !DAYS_PER_UNIT.has(unitAfterOf)) continue;
    const value = tokens[i]!.value;
    const days = daysOf(value, unit) ?? daysOf(value, unitAfterOf);
    if (days === null) continue;
    if (days <= 6) return 'rush';
    if (days <= 17) return 'standard';
    return 'flexible';
  }
  return null;
}

const DAYS_PER_UNIT: ReadonlyMap<string, number> = new Map([
  ['day', 1],
  ['days', 1],
  ['week', 7],
  ['weeks', 7],
  ['month', 30],
  ['months', 30],
]);

function daysOf(value: number | null, unit: string): number | null {
  const days = DAYS_PER_UNIT.get(unit);
  return value === null || value <= 0 || days === undefined ? null : value * days;
}
