// Checks of the WordPress formats for the platform checks spec: file headers, readme.txt, block markup nesting.

/** The `Key: value` lines of a style.css comment or a PHP docblock header. */
export function fileHeader(text: string): Map<string, string> {
  const comment = /\/\*([\s\S]*?)\*\//.exec(text)?.[1] ?? '';
  const headers = new Map<string, string>();
  for (const raw of comment.split('\n')) {
    const line = raw.replace(/^\s*\*?\s?/, '');
    const m = /^([A-Za-z][A-Za-z ]*?):\s*(.+)$/.exec(line.trim());
    if (m) headers.set(m[1]!.trim(), m[2]!.trim());
  }
  return headers;
}

/** Required fields missing or empty in a header. */
export function missingHeaders(headers: Map<string, string>, required: readonly string[]): string[] {
  return required.filter((key) => !headers.get(key));
}

export const THEME_HEADERS = [
  'Theme Name',
  'Theme URI',
  'Author',
  'Author URI',
  'Description',
  'Version',
  'Requires at least',
  'Tested up to',
  'Requires PHP',
  'License',
  'License URI',
  'Text Domain',
  'Tags',
];
export const SHOP_THEME_HEADERS = ['WC requires at least', 'WC tested up to'];
export const PLUGIN_HEADERS = [
  'Plugin Name',
  'Plugin URI',
  'Description',
  'Version',
  'Requires at least',
  'Requires PHP',
  'Author',
  'License',
  'License URI',
  'Text Domain',
];
export const PATTERN_HEADERS = ['Title', 'Slug', 'Categories'];

export interface ParsedReadme {
  name: string;
  headers: Map<string, string>;
  short: string;
  sections: Map<string, string>;
}

/** A readme.txt in the wordpress.org format: === Name ===, header lines, a short description, == Sections ==. */
export function parseWpReadme(text: string): ParsedReadme | string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const title = /^===\s*(.+?)\s*===$/.exec(lines[0] ?? '');
  if (!title) return 'the first line is not "=== Name ==="';
  const headers = new Map<string, string>();
  let i = 1;
  for (; i < lines.length && lines[i]!.trim() !== ''; i++) {
    const m = /^([A-Za-z][A-Za-z ]*):\s*(.*)$/.exec(lines[i]!);
    if (!m) return `line ${i + 1} is not a "Header: value" line`;
    headers.set(m[1]!.trim(), m[2]!.trim());
  }
  const shortLines: string[] = [];
  for (i++; i < lines.length && !/^==[^=]/.test(lines[i]!); i++) if (lines[i]!.trim()) shortLines.push(lines[i]!.trim());
  const sections = new Map<string, string>();
  let current: string | null = null;
  for (; i < lines.length; i++) {
    const heading = /^==\s*(.+?)\s*==$/.exec(lines[i]!);
    if (heading) {
      current = heading[1]!;
      sections.set(current, '');
    } else if (current) {
      sections.set(current, `${sections.get(current)}${lines[i]}\n`);
    }
  }
  return { name: title[1]!, headers, short: shortLines.join(' '), sections };
}

const README_HEADERS = ['Contributors', 'Requires at least', 'Tested up to', 'Requires PHP', 'License', 'License URI'];

/** What a readme.txt lacks for the directory: headers, a short description of at most 150 characters, sections. */
export function readmeProblems(text: string, kind: 'theme' | 'plugin'): string[] {
  const readme = parseWpReadme(text);
  if (typeof readme === 'string') return [readme];
  const problems = missingHeaders(readme.headers, kind === 'plugin' ? [...README_HEADERS, 'Tags', 'Stable tag'] : README_HEADERS).map(
    (h) => `readme.txt has no "${h}"`,
  );
  if (!readme.short) problems.push('readme.txt has no short description');
  if (readme.short.length > 150) problems.push(`the short description has ${readme.short.length} characters (150 at most)`);
  const sections =
    kind === 'plugin' ? ['Description', 'Installation', 'Frequently Asked Questions', 'Changelog'] : ['Description', 'Changelog'];
  for (const s of sections) if (!readme.sections.get(s)?.trim()) problems.push(`readme.txt has no "== ${s} ==" section`);
  return problems;
}

const BLOCK_COMMENT = /<!--\s*(\/)?wp:([a-z][a-z0-9-]*(?:\/[a-z][a-z0-9-]*)?)(\s+(\{[\s\S]*?\}))?\s*(\/)?-->/g;

/** Block markup problems: an opener never closed, a closer without its opener, crossed nesting, attributes that are not JSON. */
export function blockMarkupProblems(markup: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  for (const m of markup.matchAll(BLOCK_COMMENT)) {
    const [, closing, name, , attrs, selfClosing] = m;
    if (attrs) {
      try {
        JSON.parse(attrs);
      } catch {
        problems.push(`wp:${name} has attributes that are not JSON`);
      }
    }
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`/wp:${name} closes ${open ? `wp:${open}` : 'nothing'}`);
    } else if (!selfClosing) {
      stack.push(name!);
    }
  }
  for (const open of stack) problems.push(`wp:${open} is never closed`);
  if (/<!--\s*\/?wp:/.test(markup.replace(BLOCK_COMMENT, ''))) problems.push('a wp: comment is malformed');
  return problems;
}
