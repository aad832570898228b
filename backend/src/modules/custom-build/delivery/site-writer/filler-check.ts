/**
 * Filler a first version must never hold (decision 096): the words a starter page leaves for the buyer
 * to replace. Checked over every text file of the site, markup and README alike, in every language the
 * writer writes.
 */
const FILLER: ReadonlyArray<readonly [label: string, pattern: RegExp]> = [
  ['lorem ipsum', /lorem\s+ipsum/i],
  ['"Introduce" at the start of a sentence', /(^|[.!?>:]\s*|\n\s*)introduce\b/i],
  ['placeholder', /placeholder/i],
  ['coming soon', /coming\s+soon/i],
  ['your text here', /your\s+text\s+here/i],
  ['TBD', /\bTBD\b/],
  ['TODO', /\bTODO\b/],
  ['an example.com address', /\bexample\.(com|org|net)\b/i],
  ['"replace this" text', /\breplace\s+(this|these|the\s+placeholder)\b/i],
  ['próximamente', /próximamente/i],
  ['texto de ejemplo', /texto\s+de\s+ejemplo/i],
];

export interface FillerFound {
  file: string;
  filler: string;
  /** The text around it, for the log and the test's message. */
  near: string;
}

/** Filler in one text, by label. */
export function fillerIn(text: string): string[] {
  return FILLER.filter(([, pattern]) => pattern.test(text)).map(([label]) => label);
}

/**
 * Every filler found in the site's text files (images and other binaries are skipped). `known` are
 * real facts printed as they are (the buyer's own email address), never filler whatever they hold.
 */
export function fillerProblems(
  files: ReadonlyArray<{ name: string; content: string | Buffer }>,
  known: readonly string[] = [],
): FillerFound[] {
  const found: FillerFound[] = [];
  for (const file of files) {
    if (!/\.(html|css|md|txt|xml|svg|js)$/i.test(file.name) && file.name !== 'LICENSE') continue;
    const text = known.filter(Boolean).reduce((all, fact) => all.split(fact).join(' '), file.content.toString());
    for (const [label, pattern] of FILLER) {
      const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text);
      if (match)
        found.push({
          file: file.name,
          filler: label,
          near: text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40).replace(/\s+/g, ' '),
        });
    }
  }
  return found;
}
