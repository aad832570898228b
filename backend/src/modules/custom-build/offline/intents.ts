/**
 * What a message asks of the consultant besides requirements (decision 094): to close with the
 * summary, or a direct question, each answered from the current requirements and the owner's settings.
 */
export type Question = 'pages' | 'included' | 'ownership' | 'hosting' | 'revisions' | 'delivery' | 'price';

const fold = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[’']/g, "'");

/** "Prepare the summary", "that's all", "go ahead", "listo", "eso es todo", "c'est tout", "das ist alles"... */
const SUMMARY_REQUEST = new RegExp(
  [
    // "a summary of our services" or "a quote request form" is something for the site, not the summary.
    '\\b(prepare|make|create|generate|write|send|show|give|do|draw up|put together)\\b[^.!?]{0,20}\\b(summary|quote|proposal|estimate)\\b(?!\\s+(of|form|request|button|page|section))',
    '\\bsummar(y|ise|ize) (please|it|now)\\b',
    "\\bthat'?s (all|it|everything)\\b",
    '\\bthat is (all|it|everything)\\b',
    '\\bnothing (else|more)\\b',
    "\\b(i'?m|we'?re|i am|we are) (done|finished)\\b",
    '\\bgo ahead\\b',
    '\\bgenerate it\\b',
    "\\blet'?s (proceed|do it|go)\\b",
    '^\\s*(done|finished|ok,? (go|proceed)|proceed)[.! ]*$',
    '\\b(listo|lista|eso es todo|es todo|nada mas|adelante|prepara\\w*|genera\\w*|haz)\\b[^.!?]{0,20}\\b(resumen|presupuesto)\\b',
    '^\\s*(listo|eso es todo|es todo|nada mas|adelante)[.! ]*$',
    '\\beso es todo\\b',
    "\\bc'?est tout\\b",
    '\\b(prepare[rz]?|faites|fais)\\b[^.!?]{0,20}\\b(resume|devis)\\b',
    '\\ballez-?y\\b',
    '\\bdas (ist|war) (alles|es)\\b',
    '\\b(erstellen|mach\\w*)\\b[^.!?]{0,20}\\b(zusammenfassung|angebot)\\b',
    '^\\s*(fertig|los geht.?s)[.! ]*$',
    '\\b(e|è) tutto\\b',
    '\\b(e|é) tudo\\b',
  ].join('|'),
  'i',
);

export const asksForSummary = (text: string) => SUMMARY_REQUEST.test(fold(text));

const QUESTIONS: ReadonlyArray<readonly [Question, RegExp]> = [
  [
    'pages',
    /\bhow many pages\b|\bnumber of pages\b|\bwhich pages\b|\bwhat pages\b|\bcuantas paginas\b|\bcombien de pages\b|\bwie viele seiten\b/,
  ],
  [
    'included',
    /\bwhat('s| is| do (i|we) get| comes?)\b[^.?!]{0,25}\b(included|include|inclusive)\b|\bwhat (do|will) (i|we) get\b|\bwhat does (it|the price|that) (include|cover)\b|\bnot included\b|\bis (.+ )?included\b|\bque incluye\b|\bqu'est-ce qui est inclus\b|\bwas ist (alles )?(enthalten|inbegriffen)\b/,
  ],
  [
    'ownership',
    /\b(do|will|would) (we|i) own\b|\bwho owns\b|\bown (the|our|my) (site|website|code|files)\b|\bownership\b|\bcopyright\b|\blicen[cs]e\b|\bis (it|the site) (ours|mine)\b|\bde quien es\b|\bsera nuestr[oa]\b|\bsomos (los )?duenos\b|\bpropriet\w+\b|\bgehort\b/,
  ],
  ['hosting', /\bhost(ing|ed)?\b|\bwhere (will|does) (it|the site) (live|run)\b|\bserver\b|\bdomain\b|\balojamiento\b|\bhebergement\b/],
  [
    'revisions',
    /\brevision|\bchanges? (after|later|included)|\bchange (it|things) later\b|\brounds?\b|\bamend|\bcorrections?\b|\bcambios\b|\bmodifications?\b|\banderungen\b/,
  ],
  [
    'delivery',
    /\bwhen (will|can|do|would) (i|we|it)\b|\bhow (long|soon|fast)\b|\bdelivery\b|\bdeliver\b|\bready by\b|\bturnaround\b|\bdue date\b|\bcuando\b|\bentrega\b|\bquand\b|\blivraison\b|\bwann\b/,
  ],
  ['price', /\b(price|cost|costs|how much|quote|cuanto cuesta|precio|combien|prix|wie viel kostet|kosten)\b/],
];

/** The direct questions a message asks, in a fixed order. A question mark is not needed ("how many pages"). */
export function questionsOf(text: string): Question[] {
  const folded = fold(text);
  const asked = QUESTIONS.filter(([, pattern]) => pattern.test(folded)).map(([q]) => q);
  // "how much" about a number of pages is the page question, not the price.
  return asked;
}
