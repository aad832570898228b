import type { PackagePlatform } from '@tm/contracts/platforms';
import { PAGES } from '@tm/contracts/routes';
import { LICENCE_TERMS } from '@tm/contracts/static-pages';
import { categoryLabel, plainWords } from '../catalog-generator';

/** What the README and LICENSE of one package say. */
export interface PackageFacts {
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
  /** The platform package it is (issue 15 §2): the README then says how to install it on its platform. */
  package?: PackageGuide;
}

/** What the README needs of a platform package. */
export interface PackageGuide {
  platform: PackagePlatform;
  label: string;
  compatibility: readonly string[];
  /** Said where a buyer could expect more (an HTML design for a store platform without a native theme). */
  note?: string;
  /** The folder its files sit in inside the ZIP ('' for the root). */
  folder: string;
  /** The main files, by their path inside the folder, and what each is for. */
  entries: ReadonlyArray<{ path: string; what: string }>;
}

/** The marketplace, as it signs its mail. */
export const LICENSOR = 'Template Marketplace';

/** back-office §1 Documentation, licence terms, as numbered clauses (LICENSE and README share them, and /documentation shows them). */
export { LICENCE_TERMS };

/** A line of plain text from stored data: no control characters (a name must not start new lines). */
function oneLine(value: string | undefined | null): string {
  return String(value ?? '')
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .trim();
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The licence, made out to the buyer of the order (issue 5 §2). */
export function licenseText(facts: PackageFacts): string {
  const year = facts.purchasedAt.getUTCFullYear();
  const numbered = (lines: readonly string[], from: number) => lines.map((line, i) => `  ${from + i}. ${line}`).join('\n');
  return `TEMPLATE LICENCE

Licensor:      ${LICENSOR}
Template:      ${oneLine(facts.templateName)} (${oneLine(facts.slug)})
Licensed to:   ${oneLine(facts.buyerName)} <${oneLine(facts.buyerEmail)}>
Order number:  #${facts.orderNumber}
Purchased on:  ${isoDate(facts.purchasedAt)}

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

/** How to install and customise the package (back-office §1 Documentation: quick start, installation, tips). */
export function readmeText(facts: PackageFacts): string {
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
- \`README.md\` – this guide.
- \`LICENSE\` – your licence, made out to ${oneLine(facts.buyerName)}.

## Quick start

1. **Browse** – you chose ${name} in the catalog.
2. **Purchase and download** – done: this ZIP is your download. You can download it again at any
   time from your dashboard: ${facts.siteUrl}${PAGES.dashboard}
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

const palette = (design: PackageFacts['design']) =>
  design ? `primary ${design.palette.primary}, secondary ${design.palette.secondary}, accent ${design.palette.accent}, background ${design.palette.background}, text ${design.palette.text}` : '';

/** How to install a platform package, as numbered steps under their heading. */
function installation(guide: PackageGuide): string {
  const folder = guide.folder;
  const zipNote = folder ? ` If it came inside an all-items order ZIP, zip the \`${folder}\` folder on its own first.` : '';
  switch (guide.platform) {
    case 'wordpress-block-theme':
      return `### WordPress theme

1. In your WordPress dashboard, go to **Appearance → Themes → Add New → Upload Theme**.
2. Choose this ZIP as you downloaded it (it holds the theme folder \`${folder}\`) and click **Install Now**.${zipNote}
3. Click **Activate**, then open **Appearance → Editor** to change templates, patterns and styles.${
        guide.compatibility.some((c) => c.startsWith('WooCommerce'))
          ? `\n4. Install and activate **WooCommerce** (Plugins → Add New): the theme's product, shop, cart and checkout templates are used as soon as it runs.`
          : ''
      }`;
    case 'wordpress-plugin':
      return `### WordPress plugin

1. In your WordPress dashboard, go to **Plugins → Add New → Upload Plugin**.
2. Choose this ZIP as you downloaded it (it holds the plugin folder \`${folder}\`), click **Install Now**, then **Activate**.${zipNote}
3. Open its page under **Settings** to choose what it does.`;
    case 'shopify-theme':
      return `### Shopify theme

1. In your Shopify admin, go to **Online Store → Themes → Add theme → Upload zip file**.
2. Choose this ZIP as you downloaded it: the theme's folders (\`layout\`, \`templates\`, \`sections\`…) are at its top.
3. Click **Customize** on the uploaded theme to set your colours, font and home page sections, then **Publish** it.`;
    case 'ghost-theme':
      return `### Ghost theme

1. In Ghost Admin, go to **Settings → Design → Change theme → Upload theme**.
2. Choose this ZIP as you downloaded it, then **Activate**.
3. In **Settings → Design → Customize**, set the home page title, text and button label (the theme's settings), your logo and accent colour.`;
    case 'marketing-kit':
      return `### Using the files

${[
  guide.entries.some((e) => e.path.startsWith('emails/'))
    ? `- **Emails**: paste or import the HTML into your email tool (Mailchimp, Brevo, Klaviyo…). Upload \`images/email-header.png\` to its image library and put that address in place of \`images/email-header.png\`; replace the \`https://example.com/\` links, and the Unsubscribe link with your tool's unsubscribe tag.`
    : '',
  guide.entries.some((e) => /^images\/(instagram|link-preview|x-header)/.test(e.path)) ? '- **Social images**: upload each PNG where its size belongs (listed above).' : '',
  guide.entries.some((e) => e.path.startsWith('images/banner-')) ? '- **Banners**: upload the PNGs to your ad network; each is one of the standard IAB sizes.' : '',
  guide.entries.some((e) => e.path.startsWith('print/')) ? '- **Print**: send the PDF in `print/` to your printer as it is: A4 with 3 mm bleed on every side; the trim box marks where it is cut.' : '',
  '- **Editing**: open the SVG files in `source/` in Figma, Illustrator or Inkscape, change the words or colours, and export PNG at the same size.',
]
  .filter(Boolean)
  .join('\n')}`;
    default:
      return `### HTML templates

1. Unzip the package on your computer and open \`index.html\` in a browser to check it.
2. Upload every file and folder, keeping the folder structure, to the public folder of your web
   host (often \`public_html\` or \`www\`) with FTP or your host's file manager, or drop the folder
   onto any static hosting service.
3. Visit your domain: \`index.html\` is served as the home page.${
        guide.note
          ? `

### Building your store theme from it

${guide.note} No installable theme is generated for this platform: rebuild the design in its theme
system, taking the pages from \`designs.html\` and the colours and font below.`
          : ''
      }`;
  }
}

function tips(facts: PackageFacts, guide: PackageGuide): string {
  const colours = palette(facts.design);
  const font = facts.design?.font ?? '';
  switch (guide.platform) {
    case 'wordpress-block-theme':
      return `- **Colours** – the palette of \`theme.json\` (${colours}); change them in **Appearance → Editor → Styles → Colors**.
- **Fonts** – the font family of \`theme.json\`: ${font}.
- **Sections** – the home page is made of the theme's patterns: insert them on any page from the block inserter (Patterns).`;
    case 'wordpress-plugin':
      return `- **Settings** – every option is on the plugin's page under **Settings**, with a line saying what it does.
- **Texts** – \`languages/\` holds the translation template; translate it with Loco Translate or Poedit.`;
    case 'shopify-theme':
      return `- **Colours and font** – **Customize → Theme settings** (${colours}; ${font}).
- **Home page** – add, remove and reorder its sections in **Customize**.`;
    case 'ghost-theme':
      return `- **Colours** – CSS variables at the top of \`assets/css/screen.css\` (${colours}); the accent colour set in Ghost replaces the link and button colour.
- **Fonts** – \`--font-body\` in \`assets/css/screen.css\`: ${font} (a font chosen in **Settings → Design** replaces it).`;
    case 'marketing-kit':
      return `- **Colours** – ${colours}.
- **Fonts** – the SVG sources use the design's font (${font}); the PNG and PDF files use Inter (SIL Open Font License), embedded in the PDF.`;
    default:
      return `- **Colours** – the palette is a set of CSS variables at the top of \`index.html\`
  (\`:root { --primary: …; }\`): ${colours}.
  Change a variable and every button, link and section that uses it follows.
- **Fonts** – the \`font-family\` of \`body\`: ${font}.
- **Pictures** – the photo placeholders are \`<div class="ph">\` blocks; replace one with
  \`<img src="assets/images/your-photo.jpg" alt="…">\`.
- **Sections** – each \`<section>\` is self-contained: reorder, duplicate or delete them freely.`;
  }
}

/** The README of a platform package: what it is and works with, its files, how to install it on its platform. */
function platformReadme(facts: PackageFacts, guide: PackageGuide): string {
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
- \`README.md\` – this guide.
- \`LICENSE\` – your licence, made out to ${oneLine(facts.buyerName)}.

## Quick start

1. **Browse** – you chose ${name} in the catalog.
2. **Purchase and download** – done: this ZIP is your download. You can download it again at any
   time from your dashboard: ${facts.siteUrl}${PAGES.dashboard}
3. **Customize and deploy** – install it as below, then make it yours (see the tips).

## Installation

${installation(guide)}

## Customization tips

${tips(facts, guide)}
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
