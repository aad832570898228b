import type { CustomBuildFeature } from '@tm/contracts/custom-build';
import { findCue, type Token } from './language';
import { NEGATIONS, PAGE_CUES } from './lexicon';
import { replyLanguage, type ReplyLanguage } from './reply-language';

/**
 * What a message says beyond features and pages (decision 094): the site's languages, the visitor's
 * deadline and budget, what they will provide, pages they do not want, the business's name, place,
 * services and tone. Each reader is deliberately narrow: a requirement invented from a stray word is as
 * wrong as one dropped.
 */

const fold = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** Language words (English, Spanish, French, German names) → the English name the requirements keep. */
const LANGUAGE_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['english', 'English'],
  ['ingles', 'English'],
  ['anglais', 'English'],
  ['englisch', 'English'],
  ['inglese', 'English'],
  ['spanish', 'Spanish'],
  ['espanol', 'Spanish'],
  ['castellano', 'Spanish'],
  ['espagnol', 'Spanish'],
  ['spanisch', 'Spanish'],
  ['french', 'French'],
  ['frances', 'French'],
  ['francais', 'French'],
  ['franzosisch', 'French'],
  ['german', 'German'],
  ['aleman', 'German'],
  ['allemand', 'German'],
  ['deutsch', 'German'],
  ['italian', 'Italian'],
  ['italiano', 'Italian'],
  ['portuguese', 'Portuguese'],
  ['portugues', 'Portuguese'],
  ['dutch', 'Dutch'],
  ['polish', 'Polish'],
  ['chinese', 'Chinese'],
  ['mandarin', 'Chinese'],
  ['japanese', 'Japanese'],
  ['korean', 'Korean'],
  ['arabic', 'Arabic'],
  ['russian', 'Russian'],
  ['ukrainian', 'Ukrainian'],
  ['vietnamese', 'Vietnamese'],
  ['tagalog', 'Tagalog'],
  ['hindi', 'Hindi'],
  ['catalan', 'Catalan'],
  ['catala', 'Catalan'],
];
const MESSAGE_LANGUAGE: Partial<Record<ReplyLanguage, string>> = {
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
};

/**
 * The languages named for the site ("in Spanish and English", "en español"), in the order said; a
 * message written in another language names that one first when none is named ("a whole conversation
 * in Spanish"). A language named only after a negation ("not in English") is left out.
 */
export function languagesOf(text: string): string[] {
  const words = fold(text).match(/\p{L}+/gu) ?? [];
  const found: string[] = [];
  words.forEach((word, i) => {
    const name = LANGUAGE_WORDS.find(([w]) => w === word)?.[1];
    if (!name || found.includes(name)) return;
    if (words.slice(Math.max(0, i - 2), i).some((w) => ['not', 'no', 'sin', 'pas', 'nicht'].includes(w))) return;
    // "English" in "in plain English" or "my English is bad" is not a language of the site.
    if (name === 'English' && /\b(plain|my|our|bad|poor|broken)\s+english\b/i.test(text)) return;
    found.push(name);
  });
  const written = MESSAGE_LANGUAGE[replyLanguage(text)];
  if (written && !found.includes(written)) found.unshift(written);
  return found;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  couple: 2,
  few: 3,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  diez: 10,
  quince: 15,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  huit: 8,
  dix: 10,
  quinze: 15,
  ein: 1,
  eine: 1,
  einer: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  zehn: 10,
};
const UNIT_DAYS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(day|days|dia|dias|jour|jours|tag|tage|tagen|giorni|giorno)$/, 1],
  [/^(business|working)$/, 0],
  [/^(week|weeks|semana|semanas|semaine|semaines|woche|wochen|settimana|settimane)$/, 7],
  [/^(fortnight)$/, 14],
  [/^(month|months|mes|meses|mois|monat|monate|monaten|mese|mesi)$/, 30],
];
const unitDays = (word: string) => UNIT_DAYS.find(([pattern]) => pattern.test(word))?.[1];

/** Words that say when something is wanted by, so "3 days" is a deadline and "open 6 days a week" is not. */
const DEADLINE_WORDS =
  /\b(in|within|by|needs?|need it|ready|live|launch|deadline|en|dentro|para|dans|sous|innerhalb|bis|entro|tomorrow|next week|asap)\b/i;
const PHRASE_DAYS: ReadonlyArray<readonly [RegExp, number]> = [
  [/\b(by )?tomorrow\b|\bmanana\b|\bdemain\b|\bmorgen\b/, 1],
  [/\bnext week\b|\bla semana que viene\b|\bla proxima semana\b|\bla semaine prochaine\b|\bnachste woche\b/, 7],
  [/\bfortnight\b/, 14],
  [/\bnext month\b|\bel mes que viene\b|\ble mois prochain\b/, 30],
];

/** The visitor's deadline in calendar days ("tres días" → 3, "in two weeks" → 14, "tomorrow" → 1); 5 working days count as 7. */
export function deadlineDaysOf(text: string): number | null {
  const folded = fold(text);
  const words = folded.match(/[\p{L}\d]+/gu) ?? [];
  for (let i = 0; i < words.length; i += 1) {
    let unitAt = i + 1;
    let working = false;
    if (unitDays(words[unitAt] ?? '') === 0) {
      working = true;
      unitAt += 1;
    }
    const perUnit = unitDays(words[unitAt] ?? '');
    if (!perUnit) continue;
    const word = words[i]!;
    const value = /^\d{1,3}$/.test(word) ? Number(word) : NUMBER_WORDS[word];
    if (value === undefined || value <= 0) continue;
    // The clause the amount is in must say it is a deadline ("open 6 days a week" is not one).
    const clause = clauseAround(folded, word, words[unitAt]!);
    if (
      !DEADLINE_WORDS.test(clause) ||
      /\ba (week|semana|semaine|woche)\b|\bper\b|\bpor semana\b/.test(clause.split(words[unitAt]!)[1] ?? '')
    )
      continue;
    const days = working && perUnit === 1 ? Math.ceil((value * 7) / 5) : value * perUnit;
    return Math.min(365, days);
  }
  for (const [pattern, days] of PHRASE_DAYS) if (pattern.test(folded)) return days;
  return null;
}

function clauseAround(text: string, amount: string, unit: string): string {
  const at = text.search(new RegExp(`\\b${amount}\\s+(?:\\p{L}+\\s+)?${unit}\\b`, 'u'));
  if (at < 0) return text;
  const start = Math.max(text.lastIndexOf('.', at), text.lastIndexOf(',', at), text.lastIndexOf(';', at)) + 1;
  const end = text.slice(at).search(/[.;!?,]/);
  return text.slice(start, end < 0 ? undefined : at + end);
}

const BUDGET_WORDS =
  /\b(budget|around|about|up to|max|maximum|at most|afford|spend|roughly|approximately|under|below|no more than|presupuesto|hasta|alrededor|unos|budget de|environ|etwa|bis zu|budget von)\b/i;
/** An amount with a currency sign or word: "$1,500", "1500 dollars", "2k", "1.500 €". */
const AMOUNT =
  /(?:([$€£])\s?(\d{1,3}(?:[,.]\d{3})+|\d+(?:\.\d+)?)\s?(k)?\b|\b(\d{1,3}(?:[,.]\d{3})+|\d+(?:\.\d+)?)\s?(k)?\s?(dollars|usd|euros?|eur|€|\$|pounds|gbp|d[oó]lares)(?![\p{L}]))/iu;

/**
 * The visitor's budget in cents, when an amount is said as a budget ("around $1,500", "our budget is
 * 2000 dollars", "presupuesto de 1.500 €"). Any currency is read as dollars' worth (the shop prices in
 * US dollars). An amount under $50 or said without a budget word ("make it $1") is not a budget: it is a
 * demand the price ignores.
 */
export function budgetCentsOf(text: string): number | null {
  for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
    const match = AMOUNT.exec(sentence);
    if (!match || !BUDGET_WORDS.test(sentence)) continue;
    const digits = match[2] ?? match[4]!;
    const thousands = Boolean(match[3] ?? match[5]);
    const value = /[,.]\d{3}$|[,.]\d{3}[,.]/.test(digits) ? Number(digits.replace(/[,.]/g, '')) : Number(digits);
    const dollars = thousands ? value * 1000 : value;
    if (!Number.isFinite(dollars) || dollars < 50 || dollars > 1_000_000) continue;
    return Math.round(dollars * 100);
  }
  return null;
}

const PROVIDE =
  /\b(send|provide|supply|give|bring|share|upload|have|has|got|we'll|will|ours|own|our own|enviar\w*|envio|tenemos|mandamos|daremos|fournir|fournirons|enverrons|liefern|schicken)\b/i;
const CONTENT: ReadonlyArray<readonly [label: string, pattern: RegExp]> = [
  ['Logo', /\b(logo|logotipo)s?\b/i],
  ['Photos', /\b(photos?|pictures?|images?|fotos?|fotograf[ií]as|bilder)\b/i],
  ['Texts', /\b(texts?|copy|wording|textos?|texte)\b/i],
  ['Videos', /\b(videos?)\b/i],
  ['Price list', /\b(price list|prices|precios|tarifs?|preise)\b/i],
  ['Menu', /\b(menu|carta)\b/i],
  ['Brand colours', /\b(brand colou?rs|brand guide|style guide)\b/i],
  ['Team bios', /\b(bios|biographies)\b/i],
];

/** What the visitor will provide ("we'll send our logo and photos", "tenemos logo y fotos"): a providing word shortly before the thing. */
export function contentProvidedOf(text: string): string[] {
  const found: string[] = [];
  for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
    for (const [label, pattern] of CONTENT) {
      const at = sentence.search(pattern);
      if (at < 0 || found.includes(label)) continue;
      // The few words before the thing: "send our logo", not "a gallery of photos" or "design a logo".
      const before = sentence.slice(0, at).split(/\s+/).slice(-5).join(' ');
      if (!PROVIDE.test(before) || NOT_PROVIDED.test(before)) continue;
      found.push(label);
    }
  }
  return found;
}

/** Words between a providing word and the thing that make it something asked for instead. */
const NOT_PROVIDED =
  /\b(need|want|design|create|make|write|take|gallery|galer[ií]a|galerie|hacer|dise[ñn]\w*|crear|queremos|necesitamos|us a message)\b/iu;

const REMOVALS = new Set([...NEGATIONS, 'remove', 'drop', 'delete', 'without', 'skip', 'lose', 'cut']);

/**
 * Pages the visitor does not want: a page's name with a negation or removal just before it and "page"
 * (or "section") just after ("no About page", "drop the team page", "we don't need an about us page").
 * "Not sure about the colours" names no page, so nothing is excluded.
 */
export function excludedPagesOf(tokens: readonly Token[]): string[] {
  const excluded: string[] = [];
  for (const [label, cues] of PAGE_CUES) {
    for (const cue of cues) {
      const at = findCue(tokens, cue, { negatable: false });
      if (at < 0) continue;
      const before = tokens.slice(Math.max(0, at - 3), at).map((t) => t.word);
      const after = tokens.slice(at + 1, at + 4).map((t) => t.word);
      const removal = before.some((w) => REMOVALS.has(w));
      const isPage =
        after.some((w) => ['page', 'pages', 'section', 'pagina', 'seite'].includes(w)) || before.some((w) => ['pagina'].includes(w));
      if (removal && isPage && !excluded.includes(label)) excluded.push(label);
    }
  }
  return excluded;
}

/** Pages the visitor asks back after excluding them ("add an About page after all"). */
export function addedBackPagesOf(tokens: readonly Token[]): string[] {
  const added: string[] = [];
  for (const [label, cues] of PAGE_CUES) {
    for (const cue of cues) {
      const at = findCue(tokens, cue);
      if (at < 0) continue;
      const before = tokens.slice(Math.max(0, at - 3), at).map((t) => t.word);
      if (before.some((w) => ['add', 'want', 'need', 'include', 'keep', 'with'].includes(w)) && !added.includes(label)) added.push(label);
    }
  }
  return added;
}

const NOT_NAMES = new Set([
  'it',
  'this',
  'that',
  'there',
  'we',
  'our',
  'my',
  'the',
  'i',
  'he',
  'she',
  'they',
  'what',
  'which',
  'who',
  'hi',
  'hello',
  'hola',
]);

/** The business's own name: "called Smile Dental", "named Casa Luna", "se llama Sonrisa", "Smile Dental is a dental practice". */
export function businessNameOf(text: string): string | null {
  const name = "[\\p{Lu}0-9][\\p{L}0-9'’&-]*";
  const joiner = '(?:\\s+(?:&|and|of|the|de|del|la|el|y|et|und|' + name + '))';
  const patterns = [
    new RegExp(`\\b(?:called|named|name is|se llama|llamad[oa]|s'appelle|heißt|heisst|si chiama)\\s+["“']?(${name}${joiner}{0,4})`, 'u'),
    new RegExp(`(?:^|[.!?]\\s+)(${name}(?:\\s+${name}){0,3})\\s+(?:is|es)\\s+(?:a|an|una?|our|my)\\b`, 'u'),
    // "we're Smile Dental, a family dental practice", "somos Casa Luna, una panadería".
    new RegExp(
      `\\b(?:[Ww]e(?:'re|’re| are)|I(?:'m|’m| am)|[Tt]his is|[Ss]omos|[Nn]ous sommes|[Ww]ir sind)\\s+(${name}${joiner}{0,4}),\\s+(?:a|an|una?|une?|eine?)\\b`,
      'u',
    ),
  ];
  for (const pattern of patterns) {
    const found = pattern
      .exec(text)?.[1]
      ?.replace(/[.,'"”’]+$/u, '')
      .trim();
    if (!found) continue;
    const words = found.split(/\s+/);
    // Trailing small words belong to the sentence, not the name ("Casa Luna and").
    while (words.length > 1 && /^(&|and|of|the|de|del|la|el|y|et|und)$/i.test(words.at(-1)!)) words.pop();
    if (NOT_NAMES.has(words[0]!.toLowerCase())) continue;
    return words.join(' ').slice(0, 80);
  }
  return null;
}

const NOT_PLACES = new Set(
  [
    ...LANGUAGE_WORDS.map(([w]) => w),
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    'sms',
    'html',
    'seo',
    'wordpress',
    'shopify',
    'wix',
    'squarespace',
    'google',
    'the',
    'a',
    'our',
    'my',
  ].map((w) => w.toLowerCase()),
);

/** Where the business is: "in Austin", "based in Austin, Texas", "en Madrid". */
export function locationOf(text: string): string | null {
  const place = '\\p{Lu}[\\p{L}-]+';
  const pattern = new RegExp(
    `\\b(?:based in|located in|in|en|à|a|from|de|in der|im)\\s+(${place}(?:\\s+${place}){0,2}(?:,\\s*${place}(?:\\s+${place})?)?)`,
    'gu',
  );
  for (const match of text.matchAll(pattern)) {
    const words = match[1]!.split(/[\s,]+/);
    if (words.some((w) => NOT_PLACES.has(fold(w)))) continue;
    // "in Austin" means the place; "a Smile Dental" does not: a business name is caught elsewhere.
    if (/^(a|de)$/i.test(match[0].split(/\s+/)[0]!) && !/\b(en|in)\b/i.test(match[0])) continue;
    return match[1]!.slice(0, 80);
  }
  return null;
}

/** What the business offers, in the visitor's words: "we offer whitening, implants and braces". */
export function servicesOf(text: string): string[] {
  const match =
    /\b(?:we offer|we provide|we do|we specialize in|we specialise in|our services (?:are|include)|services include|treatments include|ofrecemos|hacemos|nos especializamos en|nous proposons|wir bieten)\s+([^.!?;]+)/iu.exec(
      text,
    );
  if (!match) return [];
  return match[1]!
    .split(/,|\band\b|\by\b|\bet\b|\bund\b|\bor\b/iu)
    .map((s) => s.replace(/^\s*(also|too|as well as|such as|like|including)\s+/i, '').trim())
    .filter((s) => s.length >= 3 && s.split(/\s+/).length <= 5)
    .slice(0, 12)
    .map((s) => s.slice(0, 60));
}

const TONES = [
  'friendly',
  'formal',
  'professional',
  'casual',
  'warm',
  'calm',
  'reassuring',
  'playful',
  'serious',
  'welcoming',
  'cercano',
  'formal',
  'profesional',
];

/** The tone asked for the copy: "a friendly tone", "keep it formal", "tono cercano". */
export function toneOf(text: string): string | null {
  const folded = fold(text);
  if (!/\b(tone|voice|sound|feel|tono|ton|copy|keep it|texts?)\b/.test(folded)) return null;
  const tone = TONES.find((t) => new RegExp(`\\b${t}\\b`).test(folded));
  return tone ? tone[0]!.toUpperCase() + tone.slice(1) : null;
}

/** The feature a language list asks for: two languages or more is a multilingual site. */
export const languageFeature = (languages: readonly string[]): CustomBuildFeature[] => (languages.length >= 2 ? ['multilingual'] : []);
