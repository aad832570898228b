import { PAGES } from '@tm/contracts/routes';
import { LICENCE_TERMS } from '@tm/contracts/static-pages';
import { LICENCE_COMPARISON, LICENCE_SUMMARIES, licenceCountLabel, licenceLabel, type Licence } from '@tm/contracts/licences';
import type { PackageGuide } from './common/readme-parts';
import { categoryLabel, plainWords } from './labels';
import { README_PARTS } from './readme-parts';

/** What the README and LICENSE of one package say. */
export interface PackageDocumentFacts {
  templateName: string;
  slug: string;
  category: string;
  subcategory: string;
  description?: string;
  /** #XXXXXXXX without the '#'. */
  orderNumber: string;
  purchasedAt: Date;
  buyerName: string;
  buyerEmail: string;
  /** The shop's public origin, for the support and dashboard links. */
  siteUrl: string;
  /** A package generated from the design (starter site or platform package), or the simple page made when the design can no longer be read. */
  contents: 'starter-site' | 'simple-page';
  /** The design's colours and font, for the customisation tips (generated packages). */
  design?: { palette: Record<string, string>; font: string };
  /** The platform package it is (decision 040): the README then says how to install it on its platform. */
  package?: PackageGuide;
  /** The licences this purchase holds, one purchase code each (decision 091); the LICENSE names them. */
  licences?: ReadonlyArray<{ code: string; licence: Licence }>;
}

/** The marketplace, as it signs its mail. */
export const LICENSOR = 'Template Marketplace';

/** docs/product/back-office.md §1 Documentation, licence terms, as numbered clauses (LICENSE and README share them, and /documentation shows them). */
export { LICENCE_TERMS };

/** A line of plain text from stored data: no control characters (a name must not start new lines). */
function oneLine(value: string | undefined | null): string {
  return (
    String(value ?? '')
      // eslint-disable-next-line no-control-regex -- control characters and line separators become spaces
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .trim()
  );
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The licences bought and their purchase codes, and what Regular and Extended allow (decision 091): each
 * licence covers one end product, so three licences cover three.
 */
function licencesBlock(licences: PackageDocumentFacts['licences']): string {
  if (!licences || licences.length === 0) return '';
  const counts = new Map<Licence, number>();
  for (const { licence } of licences) counts.set(licence, (counts.get(licence) ?? 0) + 1);
  const held = [...counts].map(([licence, n]) => `${licenceLabel(licence)} × ${n} (${licenceCountLabel(n)})`).join(', ');
  const width = Math.max(...LICENCE_COMPARISON.map((row) => row.term.length));
  return `Licences:      ${held}
${licences.map(({ code, licence }) => `Purchase code: ${code} (${licenceLabel(licence)})`).join('\n')}

Regular licence:  ${LICENCE_SUMMARIES.regular}
Extended licence: ${LICENCE_SUMMARIES.extended}

${'Term'.padEnd(width)}  Regular  Extended
${LICENCE_COMPARISON.map((row) => `${row.term.padEnd(width)}  ${row.regular.padEnd(7)}  ${row.extended}`).join('\n')}

Each licence covers one end product: make as many end products as you hold licences. Quote a purchase
code when you ask for support; the shop checks it against its records.
`;
}

/** The licence, made out to the buyer of the order (decision 017). */
export function licenseText(facts: PackageDocumentFacts): string {
  const year = facts.purchasedAt.getUTCFullYear();
  const numbered = (lines: readonly string[], from: number) => lines.map((line, i) => `  ${from + i}. ${line}`).join('\n');
  return `TEMPLATE LICENCE

Licensor:      ${LICENSOR}
Template:      ${oneLine(facts.templateName)} (${oneLine(facts.slug)})
Licensed to:   ${oneLine(facts.buyerName)} <${oneLine(facts.buyerEmail)}>
Order number:  #${facts.orderNumber}
Purchased on:  ${isoDate(facts.purchasedAt)}
${licencesBlock(facts.licences)}
${LICENSOR} grants the buyer named above a licence to use this template on these terms.

You may:
${numbered(LICENCE_TERMS.may, 1)}

You may not:
${numbered(LICENCE_TERMS.mayNot, LICENCE_TERMS.may.length + 1)}

Parts of the template that come with a licence file of their own (for example fonts, images or
code libraries) are also covered by that file.

The licence is personal to the buyer and lasts as long as its terms are kept. The template is
provided "as is", without warranty of any kind.

Questions about this licence: ${facts.siteUrl}${PAGES.contact}

Copyright (c) ${year} ${LICENSOR}. All rights not granted above are reserved.
`;
}

/** The lines every README shares: the package's own two documents, then the first two steps of its quick start. */
function documentsAndFirstSteps(facts: PackageDocumentFacts, name: string): string {
  return `- \`README.md\` – this guide.
- \`LICENSE\` – your licence, made out to ${oneLine(facts.buyerName)}.

## Quick start

1. **Browse** – you chose ${name} in the catalog.
2. **Purchase and download** – done: this ZIP is your download. You can download it again at any
   time from your dashboard: ${facts.siteUrl}${PAGES.dashboard}`;
}

/** How to install and customise the package (docs/product/back-office.md §1 Documentation: quick start, installation, tips). */
export function readmeText(facts: PackageDocumentFacts): string {
  if (facts.package && facts.contents === 'starter-site') return platformReadme(facts, facts.package);
  const name = oneLine(facts.templateName);
  const subcategory = plainWords(oneLine(facts.subcategory));
  const description = oneLine(facts.description);
  const site = facts.contents === 'starter-site';
  return `# ${name}

${categoryLabel(oneLine(facts.category))} template${subcategory ? ` · ${subcategory}` : ''} · order #${facts.orderNumber}
${description ? `\n${description}\n` : ''}
## What is in this package

${
  site
    ? `- \`index.html\` – the home page of your starter site: plain HTML and CSS, no build step, no JavaScript.
- \`designs.html\` – every page design of the template, side by side.
- \`assets/images/\` – the favicon, the preview and the page designs as SVG files (editable in any vector editor).`
    : `- \`index.html\` – a simple starter page for the template. Its original design is no longer
  available in the catalog, so this package carries the template's details instead.`
}
${documentsAndFirstSteps(facts, name)}
3. **Customize and deploy** – unzip the package, open \`index.html\` in your browser, make it
   yours (see the tips below) and publish it (see Installation).

## Installation

### HTML templates

1. Unzip the package on your computer and open \`index.html\` in a browser to check it.
2. Upload every file and folder, keeping the folder structure, to the public folder of your web
   host (often \`public_html\` or \`www\`) with FTP or your host's file manager, or drop the folder
   onto any static hosting service.
3. Visit your domain: \`index.html\` is served as the home page.

### WordPress templates

1. In your WordPress dashboard, go to **Appearance → Themes → Add New → Upload Theme**.
2. Choose the theme's ZIP file, click **Install Now**, then **Activate**.
3. Open **Appearance → Customize** (or the Site Editor) to set your logo, colours and menus.

A package that holds a static starter site rather than a theme ZIP is a design to rebuild in the
Site Editor: copy its colours and fonts (below) into your theme's global styles.

## Customization tips

${
  site && facts.design
    ? `- **Colours** – the palette is a set of CSS variables at the top of \`index.html\`
  (\`:root { --primary: …; }\`): primary ${facts.design.palette.primary}, secondary ${facts.design.palette.secondary},
  accent ${facts.design.palette.accent}, background ${facts.design.palette.background}, text ${facts.design.palette.text}.
  Change a variable and every button, link and section that uses it follows.
- **Fonts** – the \`font-family\` of \`body\`: ${facts.design.font}.
- **Pictures** – the photo placeholders are \`<div class="ph">\` blocks; replace one with
  \`<img src="assets/images/your-photo.jpg" alt="…">\`.
- **Sections** – each \`<section>\` is self-contained: reorder, duplicate or delete them freely.
- **The banner** – delete the \`<a class="lp-banner">\` link near the end of \`index.html\` when you
  no longer need the page designs.`
    : `- Change the texts and colours in the \`<style>\` block of \`index.html\`.
- Add your own pictures next to \`index.html\` and reference them with relative paths.`
}
- Keep the copyright notices: the licence requires it.

## Licence

You may use this template without limit for personal and commercial projects, including projects
for your clients. You may not resell it, share it, or remove its copyright notices. The full terms,
made out to you, are in \`LICENSE\`. Some parts may carry a licence file of their own.

## Support

Support is through the contact page: ${facts.siteUrl}${PAGES.contact} – we reply within 24 to
48 hours. Please mention your order number, #${facts.orderNumber}.
`;
}

/** The README of a platform package: what it is and works with, its files, how to install it on its platform. */
function platformReadme(facts: PackageDocumentFacts, guide: PackageGuide): string {
  const name = oneLine(facts.templateName);
  const subcategory = plainWords(oneLine(facts.subcategory));
  const description = oneLine(facts.description);
  const gpl = guide.platform === 'wordpress-block-theme' || guide.platform === 'wordpress-plugin';
  const entries = guide.entries.map((e) => `- \`${e.path}\` – ${e.what}.`).join('\n');
  return `# ${name}

${categoryLabel(oneLine(facts.category))} template${subcategory ? ` · ${subcategory}` : ''} · order #${facts.orderNumber}
${description ? `\n${description}\n` : ''}
**${guide.label}** · works with ${guide.compatibility.join(', ')}
${guide.note ? `\n> ${guide.note}\n` : ''}
## What is in this package
${guide.folder ? `\nEverything is in the \`${guide.folder}\` folder:\n` : ''}
${entries}
${documentsAndFirstSteps(facts, name)}
3. **Customize and deploy** – install it as below, then make it yours (see the tips).

## Installation

${README_PARTS[guide.platform].installation(guide)}

## Customization tips

${README_PARTS[guide.platform].tips(guide, facts.design)}
- Keep the copyright notices: the licence requires it.

## Licence

You may use this template without limit for personal and commercial projects, including projects
for your clients. You may not resell it, share it, or remove its copyright notices. The full terms,
made out to you, are in \`LICENSE\`. Some parts may carry a licence file of their own.${
    gpl
      ? `
WordPress asks themes and plugins to be GPL-compatible, so the PHP and block markup declare
"GPLv2 or later" in their headers; \`LICENSE\` covers the design and the package as sold.`
      : ''
  }

## Support

Support is through the contact page: ${facts.siteUrl}${PAGES.contact} – we reply within 24 to
48 hours. Please mention your order number, #${facts.orderNumber}.
`;
}
