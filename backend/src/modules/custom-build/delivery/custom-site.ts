import { CUSTOM_BUILD_FEATURES, CUSTOM_BUILD_TIMELINES, platformNote, type CustomBuildFeature } from '@tm/contracts/custom-build';
import type { CustomBuildRequirements } from '@tm/contracts/custom-build.schemas';
import { escapeMarkup as esc, htmlDocument, type PackageFile } from '@tm/catalog-generator';
import { FEATURE_PAGES, pagesOf } from '../pricing';
import { siteDesign, type SiteDesign } from './site-design';
import { featureSection } from './feature-sections';

export interface SitePage {
  name: string;
  file: string;
  features: CustomBuildFeature[];
}

/** Files named after the pages: Home is index.html, the rest their name in lower case ('book-online.html'). */
export function sitePages(requirements: CustomBuildRequirements): SitePage[] {
  const taken = new Set<string>();
  const pages = pagesOf(requirements).map((name, i) => {
    let base =
      i === 0
        ? 'index'
        : name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '') || `page-${i + 1}`;
    if (base === 'index' && i > 0) base = 'index-page';
    let file = base;
    for (let n = 2; taken.has(file); n += 1) file = `${base}-${n}`;
    taken.add(file);
    return { name, file: `${file}.html`, features: [] as CustomBuildFeature[] };
  });
  // Each feature goes on its own page when the site has it, else on the home page.
  for (const feature of [...new Set(requirements.features)]) {
    const own = FEATURE_PAGES[feature];
    const page = (own && pages.find((p) => p.name.toLowerCase() === own.toLowerCase())) || pages[0]!;
    page.features.push(feature);
  }
  return pages;
}

export interface SiteFacts {
  requirements: CustomBuildRequirements;
  orderNumber: string;
  /** The shop's origin, for the support link. */
  siteUrl: string;
}

/**
 * The starter site of a bought custom build: one HTML page per page of the summary (Home is
 * index.html), a section per feature, the palette and type of the design preferences in
 * assets/style.css, a sitemap and robots.txt when SEO was asked for, and a README. Plain, relative
 * links: it opens from disk and from any static host. Every word that came from the visitor is escaped.
 */
export function customSiteFiles(facts: SiteFacts): PackageFile[] {
  const { requirements } = facts;
  const design = siteDesign(requirements.designPreferences);
  const pages = sitePages(requirements);
  const business = requirements.businessType ?? 'Your Business';
  const features = new Set(requirements.features);
  const files: PackageFile[] = pages.map((page) => ({ name: page.file, content: pageHtml(page, pages, business, features) }));
  files.push({ name: 'assets/style.css', content: styleSheet(design) });
  if (features.has('seo')) {
    files.push(
      { name: 'sitemap.xml', content: sitemap(pages) },
      { name: 'robots.txt', content: 'User-agent: *\nAllow: /\nSitemap: sitemap.xml\n' },
    );
  }
  files.push({ name: 'README.md', content: readme(facts, pages, design) });
  return files;
}

function pageHtml(page: SitePage, pages: readonly SitePage[], business: string, features: ReadonlySet<CustomBuildFeature>): string {
  const isHome = page.file === 'index.html';
  const title = isHome ? business : `${page.name} | ${business}`;
  const nav = pages
    .map((p) => `<a href="${esc(p.file)}"${p === page ? ' aria-current="page"' : ''}>${esc(p.name)}</a>`)
    .join('\n          ');
  const sections = page.features.map((feature) => featureSection(feature, business)).join('\n');
  const intro = isHome
    ? `<section class="hero">
        <h1>${esc(business)}</h1>
        <p class="lead">A short sentence about what your ${esc(business === 'Your Business' ? 'business' : business.toLowerCase())} does and who it is for. Replace this text with your own.</p>
        <p><a class="button" href="${esc(pages.find((p) => p.features.includes('contactForm'))?.file ?? pages[pages.length - 1]!.file)}">Get in touch</a></p>
      </section>`
    : `<section class="page-head">
        <h1>${esc(page.name)}</h1>
        <p class="lead">Introduce the ${esc(page.name.toLowerCase())} page here.</p>
      </section>`;
  const languageSwitch = features.has('multilingual')
    ? `<label class="language">Language <select aria-label="Language"><option>English</option><option>Español</option><option>Français</option><option>Deutsch</option></select></label>`
    : '';
  return htmlDocument({
    title,
    head: [
      `<meta name="description" content="${esc(`${page.name} of ${business}.`)}">`,
      '<link rel="stylesheet" href="assets/style.css">',
      ...(features.has('analytics')
        ? ['<!-- Analytics: paste your analytics snippet (for example Plausible or Google Analytics) here. -->']
        : []),
    ].join('\n'),
    body: `  <a class="skip" href="#main">Skip to content</a>
  <header class="site-header">
    <div class="wrap">
      <a class="brand" href="index.html">${esc(business)}</a>
      <nav aria-label="Main">
          ${nav}
      </nav>
      ${languageSwitch}
    </div>
  </header>
  <main id="main" class="wrap">
      ${intro}
${sections}
  </main>
  <footer class="site-footer">
    <div class="wrap">
      <p>&copy; ${esc(business)}</p>${features.has('social') ? '\n      <p class="social"><a href="#">Instagram</a> · <a href="#">Facebook</a> · <a href="#">LinkedIn</a></p>' : ''}
    </div>
  </footer>${features.has('liveChat') ? '\n  <a class="chat-button" href="#" aria-label="Chat with us">Chat with us</a>' : ''}`,
  });
}

function styleSheet(d: SiteDesign): string {
  return `/* Palette and type from your design preferences: ${d.words.join(', ') || 'none given'}. Change them here. */
:root {
  --primary: ${d.primary};
  --on-primary: ${d.onPrimary};
  --background: ${d.background};
  --surface: ${d.surface};
  --text: ${d.text};
  --muted: ${d.muted};
  --radius: ${d.radius};
  --font: ${d.font};
}
* { box-sizing: border-box; }
body { margin: 0; font-family: var(--font); color: var(--text); background: var(--background); line-height: 1.6; }
.wrap { max-width: 1080px; margin: 0 auto; padding: 0 20px; }
a { color: var(--primary); }
.skip { position: absolute; left: -9999px; }
.skip:focus { left: 12px; top: 12px; background: var(--surface); padding: 8px; }
.site-header { border-bottom: 1px solid var(--surface); }
.site-header .wrap { display: flex; flex-wrap: wrap; gap: 16px; align-items: center; justify-content: space-between; padding-top: 16px; padding-bottom: 16px; }
.brand { font-weight: 700; font-size: 1.25rem; text-decoration: none; color: var(--text); }
nav { display: flex; flex-wrap: wrap; gap: 14px; }
nav a { text-decoration: none; color: var(--text); }
nav a[aria-current="page"] { color: var(--primary); font-weight: 700; }
.hero, .page-head { padding: 56px 0 32px; }
.hero h1 { font-size: clamp(2rem, 6vw, 3.25rem); margin: 0 0 12px; }
.lead { font-size: 1.15rem; color: var(--muted); max-width: 60ch; }
.button, button { display: inline-block; background: var(--primary); color: var(--on-primary); border: 0; border-radius: var(--radius); padding: 12px 20px; font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
section.feature { background: var(--surface); border-radius: var(--radius); padding: 28px; margin: 24px 0; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 16px; }
.card { background: var(--background); border-radius: var(--radius); padding: 16px; }
.placeholder { aspect-ratio: 4 / 3; border-radius: var(--radius); background: linear-gradient(135deg, var(--primary), var(--surface)); }
form { display: grid; gap: 12px; max-width: 520px; }
label { display: grid; gap: 4px; font-weight: 600; }
input, textarea, select { font: inherit; padding: 10px; border: 1px solid var(--muted); border-radius: var(--radius); background: var(--background); color: var(--text); }
.site-footer { margin-top: 48px; padding: 24px 0; border-top: 1px solid var(--surface); color: var(--muted); }
.chat-button { position: fixed; right: 16px; bottom: 16px; background: var(--primary); color: var(--on-primary); padding: 12px 16px; border-radius: 999px; text-decoration: none; }
:focus-visible { outline: 3px solid var(--primary); outline-offset: 2px; }
`;
}

function sitemap(pages: readonly SitePage[]): string {
  const urls = pages.map((p) => `  <url><loc>${esc(p.file)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Replace the relative paths with your domain (https://example.com/...) once the site is live. -->\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function readme(facts: SiteFacts, pages: readonly SitePage[], design: SiteDesign): string {
  const r = facts.requirements;
  const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');
  const business = oneLine(r.businessType ?? 'Your Business');
  const pageLines = pages.map(
    (p) =>
      `- ${oneLine(p.name)}: \`${p.file}\`${p.features.length ? ` (${p.features.map((f) => CUSTOM_BUILD_FEATURES[f]).join(', ')})` : ''}`,
  );
  return `# ${business}: your custom website

Starter site of your Custom Website Build, order #${facts.orderNumber}, built from the summary you approved.

## What is inside

${pageLines.join('\n')}
- \`assets/style.css\`: colours and fonts (the variables at the top)${r.features.includes('seo') ? '\n- `sitemap.xml` and `robots.txt`: for search engines' : ''}
- \`LICENSE\`: your licence

Features: ${r.features.length ? r.features.map((f) => CUSTOM_BUILD_FEATURES[f]).join(', ') : 'none asked for'}.
Design preferences: ${design.words.length ? design.words.map(oneLine).join(', ') : 'none given'} (primary colour ${design.primary}).
Timeline you chose: ${CUSTOM_BUILD_TIMELINES[r.timeline ?? 'standard']}.${r.platform ? `\n\n${platformNote(r.platform)}` : ''}

## Try it

Open \`index.html\` in a browser: every link is relative, so it works from disk.

## Put it online

Upload the folder to any static host (Netlify, GitHub Pages, Cloudflare Pages, or your web host's
public folder). Forms (contact, booking, newsletter) are laid out but send nowhere yet: connect them
to your form, booking or mailing service, and replace the placeholder texts and pictures with yours.

## Help

Questions or changes: ${facts.siteUrl}/contact (mention order #${facts.orderNumber}).
`;
}
