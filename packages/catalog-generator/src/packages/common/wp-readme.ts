// readme.txt in the wordpress.org format, shared by the block theme and the plugin.
import { oneLine } from './text';

export const WP_REQUIRES = '6.4';
export const WP_TESTED = '6.8';
export const PHP_REQUIRES = '7.4';
export const GPL = { name: 'GPLv2 or later', uri: 'https://www.gnu.org/licenses/gpl-2.0.html' } as const;

export interface WpReadme {
  name: string;
  contributors: string;
  tags: readonly string[];
  /** Plugins have a stable tag; themes take their version from style.css. */
  stableTag?: string;
  short: string;
  description: string;
  installation: readonly string[];
  faq: ReadonlyArray<{ q: string; a: string }>;
  version: string;
  /** More sections after the changelog, e.g. a theme's Copyright. */
  extra?: ReadonlyArray<{ title: string; body: string }>;
}

/** The short description: one line, at most 150 characters (the directory cuts it there). */
function short(text: string): string {
  const line = oneLine(text);
  return line.length <= 150 ? line : `${line.slice(0, 146).replace(/\s+\S*$/, '')} ...`;
}

export function wpReadmeTxt(r: WpReadme): string {
  const headers = [
    `Contributors: ${r.contributors}`,
    `Tags: ${r.tags.slice(0, 5).join(', ')}`,
    `Requires at least: ${WP_REQUIRES}`,
    `Tested up to: ${WP_TESTED}`,
    `Requires PHP: ${PHP_REQUIRES}`,
    ...(r.stableTag ? [`Stable tag: ${r.stableTag}`] : []),
    `License: ${GPL.name}`,
    `License URI: ${GPL.uri}`,
  ];
  const faq = r.faq.map((f) => `= ${oneLine(f.q)} =\n\n${oneLine(f.a)}`).join('\n\n');
  const extra = (r.extra ?? []).map((s) => `\n== ${s.title} ==\n\n${s.body.trim()}\n`).join('');
  return `=== ${oneLine(r.name)} ===
${headers.join('\n')}

${short(r.short)}

== Description ==

${r.description.trim()}

== Installation ==

${r.installation.map((step, i) => `${i + 1}. ${oneLine(step)}`).join('\n')}

== Frequently Asked Questions ==

${faq}

== Changelog ==

= ${r.version} =
* First release.
${extra}`;
}
