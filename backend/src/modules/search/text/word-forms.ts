// Singular and plural forms of a search word (decision 054): "bakeries" also finds "Bakery". Conservative:
// a word whose forms the rules could get wrong gets none.

/** Words that are not plurals or have no other form: mass nouns, -ics fields, names of platforms and formats. */
const NO_FORMS = new Set([
  'news', 'fitness', 'wellness', 'analytics', 'ecommerce', 'commerce', 'series', 'species', 'means', 'goods', 'clothes',
  'jeans', 'pants', 'shorts', 'trousers', 'leggings', 'scissors', 'thanks', 'savings', 'earnings', 'headquarters',
  'logistics', 'electronics', 'physics', 'mathematics', 'economics', 'politics', 'athletics', 'gymnastics', 'ethics',
  'aesthetics', 'acoustics', 'genetics', 'robotics', 'linguistics', 'always', 'perhaps', 'whereas', 'besides', 'towards',
  'overseas', 'canvas', 'atlas', 'alias', 'bias', 'gas', 'yes', 'his', 'its', 'this', 'thus', 'plus', 'bus', 'was', 'has',
  'does', 'goes', 'chaos', 'cosmos', 'ethos', 'kudos', 'lens', 'saas', 'ios', 'https', 'christmas', 'software', 'hardware',
  'furniture', 'equipment', 'information', 'advice', 'feedback', 'music', 'media', 'data', 'metadata', 'luggage', 'jewelry',
  'jewellery', 'clothing', 'seafood', 'wildlife', 'traffic', 'research', 'knowledge', 'health', 'wealth', 'welfare',
  'wordpress', 'woocommerce', 'shopify', 'opencart', 'magento', 'prestashop', 'bigcommerce', 'gutenberg', 'javascript',
  'typescript', 'html', 'css', 'seo', 'lms', 'cms', 'tech', 'fintech', 'edtech', 'biotech', 'premium', 'modern', 'clean',
  'minimal', 'bold', 'fast', 'free', 'lightweight', 'corporate', 'multipurpose', 'online', 'mobile', 'static', 'single',
  'multi', 'full', 'open', 'ready', 'easy', 'smart', 'fresh', 'new', 'retro', 'vintage', 'luxury', 'custom', 'private',
  'public', 'secure', 'simple', 'unique', 'elegant', 'vibrant', 'relevant', 'important', 'brilliant', 'different',
  'excellent', 'efficient', 'recent', 'current', 'independent', 'intelligent', 'friendly', 'sleek', 'every', 'fish', 'sheep', 'deer',
]);

/** Pairs whose forms no suffix rule makes: [singular, plural]. */
const IRREGULAR: ReadonlyArray<readonly [string, string]> = [
  ['man', 'men'], ['woman', 'women'], ['person', 'people'], ['child', 'children'], ['tooth', 'teeth'], ['foot', 'feet'],
  ['mouse', 'mice'], ['goose', 'geese'], ['life', 'lives'], ['wife', 'wives'], ['knife', 'knives'], ['leaf', 'leaves'],
  ['wolf', 'wolves'], ['half', 'halves'], ['shelf', 'shelves'], ['loaf', 'loaves'], ['thief', 'thieves'], ['calf', 'calves'],
  ['analysis', 'analyses'], ['thesis', 'theses'], ['crisis', 'crises'], ['criterion', 'criteria'], ['bus', 'buses'],
  ['hero', 'heroes'], ['potato', 'potatoes'], ['tomato', 'tomatoes'], ['echo', 'echoes'], ['quiz', 'quizzes'],
];
const IRREGULAR_FORMS = new Map<string, string>(IRREGULAR.flatMap(([one, many]) => [[one, many], [many, one]] as Array<[string, string]>));

/** Nouns ending in -ie, whose plural -ies is not -y + -ies ("cookies" is not "cooky"). */
const IE_NOUNS = new Set(['cookie', 'movie', 'selfie', 'calorie', 'rookie', 'hoodie', 'foodie', 'goodie', 'smoothie', 'newbie', 'zombie', 'pixie', 'genie', 'prairie', 'lingerie', 'brownie', 'veggie', 'birdie', 'indie', 'pie', 'tie', 'lie']);
/** Nouns ending in -che, whose plural is -ches + nothing more ("caches" is not "cach"). */
const CHE_NOUNS = new Set(['cache', 'niche', 'headache', 'avalanche', 'cliche', 'moustache', 'mustache', 'creche', 'quiche', 'brioche', 'microniche']);
/** Nouns among words whose ending is mostly an adjective's (-ly, -al, -ic, -ing). */
const LY_NOUNS = new Set(['family', 'anomaly', 'assembly', 'rally', 'ally', 'jelly', 'lily', 'belly', 'bully', 'monopoly', 'butterfly', 'dragonfly', 'firefly']);
const AL_NOUNS = new Set(['portal', 'hospital', 'journal', 'festival', 'tutorial', 'manual', 'rental', 'animal', 'proposal', 'signal', 'terminal', 'editorial', 'arrival', 'capital', 'crystal', 'metal', 'petal', 'pedal', 'meal', 'deal', 'seal', 'goal', 'animal', 'canal', 'individual', 'professional', 'testimonial', 'material', 'principal', 'mural', 'medal', 'interval', 'approval', 'referral', 'rival', 'carnival', 'cathedral', 'hotel']);
const IC_NOUNS = new Set(['clinic', 'topic', 'comic', 'graphic', 'mechanic', 'picnic', 'critic', 'relic', 'tunic', 'mosaic', 'epic', 'logic', 'fabric', 'lyric', 'cosmetic', 'public', 'republic', 'traffic', 'tactic', 'metric', 'rubric', 'classic']);
const ING_NOUNS = new Set(['building', 'wedding', 'booking', 'listing', 'painting', 'setting', 'meeting', 'rating', 'ending', 'drawing', 'recording', 'heading', 'opening', 'offering', 'saving', 'earring', 'ring', 'king', 'wing', 'thing', 'string', 'spring', 'ceiling', 'pudding', 'dumpling', 'posting', 'filling', 'topping', 'reading', 'finding', 'greeting', 'wing', 'feeling', 'sibling', 'duckling', 'being']);

const LETTERS = /^[a-z]+$/;
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

/** The singular of a word that looks plural, or undefined when it does not (or the rules cannot tell). */
function singularOf(word: string): string | undefined {
  if (!word.endsWith('s') || /(?:ss|us|is|ous)$/.test(word)) return undefined;
  if (word.endsWith('ies') && word.length > 4) {
    const ie = word.slice(0, -1);
    return IE_NOUNS.has(ie) ? ie : `${word.slice(0, -3)}y`;
  }
  if (/(?:sses|shes|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('zzes')) return word.slice(0, -3);
  if (word.endsWith('ches')) return CHE_NOUNS.has(word.slice(0, -1)) ? word.slice(0, -1) : word.slice(0, -2);
  if (word.endsWith('oes')) return undefined; // "shoes" or "heroes": IRREGULAR knows the -oes plurals it needs
  if (word.endsWith('ics') && !IC_NOUNS.has(word.slice(0, -1))) return undefined;
  return word.slice(0, -1);
}

/** The plural of a word that looks singular, or undefined when the rules cannot tell (or it has none). */
function pluralOf(word: string): string | undefined {
  if (word.endsWith('ness')) return word === 'business' ? 'businesses' : undefined;
  if (word.endsWith('ss')) return `${word}es`;
  if (word.endsWith('us')) return word.endsWith('ous') ? undefined : `${word}es`;
  if (word.endsWith('s') || word.endsWith('z')) return undefined;
  // Endings that are mostly adjectives' and participles': only listed nouns get a plural.
  if (/(?:ful|ive|less|ed|est|able|ible)$/.test(word) || (word.endsWith('ish') && word.length > 5)) return undefined;
  if (word.endsWith('ly') && !LY_NOUNS.has(word)) return undefined;
  if (word.endsWith('al') && !AL_NOUNS.has(word)) return undefined;
  if (word.endsWith('ic') && !IC_NOUNS.has(word)) return undefined;
  if (word.endsWith('ing') && !ING_NOUNS.has(word)) return undefined;
  if (word.endsWith('y')) return VOWELS.has(word.at(-2)!) ? `${word}s` : `${word.slice(0, -1)}ies`;
  if (/(?:ch|sh|x)$/.test(word)) return CHE_NOUNS.has(`${word}e`) ? undefined : `${word}es`;
  return `${word}s`;
}

/**
 * The other singular or plural form of an English word (as the tokenizer makes words: lower case),
 * never the word itself and never one shorter than 3 letters: "bakeries" → ["bakery"], "box" →
 * ["boxes"]. Words with digits, accents or no plural ("news", "analytics") get none: a missing form
 * only finds fewer templates, a wrong one finds the wrong ones.
 */
export function wordForms(word: string): string[] {
  if (!LETTERS.test(word) || word.length < 3 || NO_FORMS.has(word)) return [];
  const irregular = IRREGULAR_FORMS.get(word);
  const form = irregular ?? singularOf(word) ?? (word.endsWith('s') && !/(?:ss|us)$/.test(word) ? undefined : pluralOf(word));
  return form !== undefined && form !== word && form.length >= 3 ? [form] : [];
}
