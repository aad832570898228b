/**
 * Which language a visitor wrote in, as far as the consultant needs to know: it works in English
 * (decision 036), so a message in another language is answered with a sentence in that language
 * saying so, then the English answer. Small function words decide, not the shop's vocabulary
 * (a "café" or a "boutique" in an English brief is still English).
 */
export type ReplyLanguage = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'other';

const FUNCTION_WORDS: Record<Exclude<ReplyLanguage, 'other'>, readonly string[]> = {
  en: [
    'the',
    'we',
    'i',
    'a',
    'an',
    'and',
    'for',
    'with',
    'our',
    'my',
    'need',
    'want',
    'is',
    'are',
    'to',
    'of',
    'it',
    'in',
    'have',
    'would',
    'like',
    'website',
    'site',
    'please',
    'hi',
    'hello',
  ],
  es: [
    'el',
    'los',
    'las',
    'una',
    'unos',
    'y',
    'con',
    'que',
    'queremos',
    'tenemos',
    'necesito',
    'necesitamos',
    'quiero',
    'somos',
    'soy',
    'nuestra',
    'nuestro',
    'hola',
    'pagina',
    'sitio',
    'tambien',
    'muy',
    'del',
  ],
  fr: [
    'je',
    'nous',
    'suis',
    'sommes',
    'une',
    'des',
    'les',
    'pour',
    'avec',
    'voudrais',
    'voulons',
    'besoin',
    'notre',
    'nos',
    'est',
    'et',
    'bonjour',
    'le',
    'du',
    'aussi',
    'avons',
    'vous',
  ],
  de: [
    'wir',
    'ich',
    'sind',
    'bin',
    'eine',
    'einen',
    'und',
    'mit',
    'fur',
    'brauchen',
    'brauche',
    'mochten',
    'mochte',
    'unsere',
    'unser',
    'der',
    'die',
    'das',
    'ist',
    'hallo',
    'auch',
    'webseite',
  ],
  it: [
    'siamo',
    'sono',
    'vorrei',
    'vogliamo',
    'abbiamo',
    'ho',
    'il',
    'della',
    'nostro',
    'nostra',
    'ciao',
    'anche',
    'sito',
    'gli',
    'di',
    'per',
    'della',
    'vogliono',
  ],
  pt: [
    'somos',
    'temos',
    'queremos',
    'preciso',
    'precisamos',
    'uma',
    'nossa',
    'nosso',
    'ola',
    'tambem',
    'voces',
    'com',
    'para',
    'nao',
    'loja',
  ],
};

/** The sentence each language gets, before the English answer. */
export const WORKS_IN_ENGLISH: Record<Exclude<ReplyLanguage, 'en'>, string> = {
  es: 'Trabajo en inglés, así que te respondo en inglés; entiendo algunas palabras en español. (I work in English.)',
  fr: 'Je travaille en anglais, je vous réponds donc en anglais ; je comprends quelques mots de français. (I work in English.)',
  de: 'Ich arbeite auf Englisch und antworte deshalb auf Englisch; einige deutsche Wörter verstehe ich. (I work in English.)',
  it: 'Lavoro in inglese, quindi rispondo in inglese; capisco alcune parole di italiano. (I work in English.)',
  pt: 'Trabalho em inglês, por isso respondo em inglês; entendo algumas palavras em português. (I work in English.)',
  other: 'I work in English, so I answer in English: please write to me in English if you can.',
};

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function replyLanguage(text: string): ReplyLanguage {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return 'en';
  // Cyrillic, Greek, Arabic, Hebrew, CJK, Devanagari...: not a script the consultant reads.
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  if (latin / letters.length < 0.5) return 'other';
  const words = (text.match(/\p{L}+/gu) ?? []).map(fold);
  let best: ReplyLanguage = 'en';
  let bestHits = 0;
  const english = words.filter((w) => FUNCTION_WORDS.en.includes(w)).length;
  for (const [language, list] of Object.entries(FUNCTION_WORDS) as Array<[Exclude<ReplyLanguage, 'other'>, readonly string[]]>) {
    if (language === 'en') continue;
    const hits = words.filter((w) => list.includes(w)).length;
    if (hits > bestHits) {
      best = language;
      bestHits = hits;
    }
  }
  // Two function words of another language, and more of them than English ones.
  return bestHits >= 2 && bestHits > english ? best : 'en';
}

/**
 * The language of the conversation (decision 094): the message's own when it shows one; a message that
 * shows none ("Listo.", "3 días", "ok") keeps the language of the visitor's last message that did.
 */
export function conversationLanguage(message: string, earlierVisitorMessages: readonly string[]): ReplyLanguage {
  const own = replyLanguage(message);
  if (own !== 'en') return own;
  const words = (message.match(/\p{L}+/gu) ?? []).map(fold);
  if (words.some((w) => FUNCTION_WORDS.en.includes(w))) return 'en';
  for (const earlier of [...earlierVisitorMessages].reverse()) {
    const language = replyLanguage(earlier);
    if (language !== 'en') return language;
    if ((earlier.match(/\p{L}+/gu) ?? []).map(fold).some((w) => FUNCTION_WORDS.en.includes(w))) return 'en';
  }
  return 'en';
}
