import { type CustomBuildFeature } from '@tm/contracts/custom-build';
import type { CustomBuildRequirements } from '@tm/contracts/custom-build.schemas';
import { escapeMarkup as esc, htmlDocument, type PackageFile } from '@tm/catalog-generator';
import { FEATURE_PAGES, pagesOf } from '../pricing';
import { siteDesign, type SiteDesign } from './site-design';
import { contactForm, featureBody, featureSection, providedByYou, serviceCards, type SectionContext } from './feature-sections';
import { builtInCopy, type SiteCopy } from './site-writer/site-copy';
import { fill, SITE_TEXTS, writerLanguage, type SiteTexts } from './site-writer/texts';
import type { PageRef } from './site-writer/site-copy';
import { ICON_FILE, siteIcon, sitePictures } from './site-pictures';
import { siteReadme } from './site-readme';

export interface SitePage {
  /** The page's name in the summary (English for the defaults). */
  name: string;
  /** The name shown, in the site's language. */
  label: string;
  file: string;
  /** What the page is for ('about', 'booking', 'other'): its lead and its content. */
  kind: string;
  features: CustomBuildFeature[];
}

/** Page names the writer knows, by the kind of page they are. */
const KINDS: Record<string, string> = {
  home: 'home',
  about: 'about',
  'about us': 'about',
  services: 'services',
  contact: 'contact',
  'contact us': 'contact',
  team: 'team',
  testimonials: 'testimonials',
  reviews: 'testimonials',
  faq: 'faq',
  gallery: 'gallery',
  portfolio: 'portfolio',
  blog: 'blog',
  news: 'blog',
  pricing: 'pricing',
  prices: 'pricing',
  'book online': 'booking',
  booking: 'booking',
  shop: 'shop',
  members: 'members',
  events: 'events',
  menu: 'menu',
  'privacy policy': 'privacy',
  'terms of service': 'terms',
  'accessibility statement': 'accessibility',
  forms: 'forms',
  locations: 'locations',
};

/** The feature whose content a page of a kind carries, when the summary did not buy the feature itself. */
const KIND_FEATURE: Partial<Record<string, CustomBuildFeature>> = {
  booking: 'booking',
  shop: 'shop',
  blog: 'blog',
  gallery: 'gallery',
  portfolio: 'portfolio',
  members: 'members',
  events: 'events',
  menu: 'menu',
  faq: 'faq',
  privacy: 'privacy',
  forms: 'onlineForms',
  testimonials: 'testimonials',
};

/** A feature with no page of its own goes with another feature's page (SMS reminders with the booking form). */
const GOES_WITH: Partial<Record<CustomBuildFeature, CustomBuildFeature>> = { smsReminders: 'booking' };

/** Files named after the pages: Home is index.html, the rest their name in lower case ('book-online.html'). */
export function sitePages(requirements: CustomBuildRequirements, texts: SiteTexts = SITE_TEXTS.en): SitePage[] {
  const taken = new Set<string>();
  const pages = pagesOf(requirements).map((name, i) => {
    let base =
      i === 0
        ? 'index'
        : name
            .toLowerCase()
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '') || `page-${i + 1}`;
    if (base === 'index' && i > 0) base = 'index-page';
    let file = base;
    for (let n = 2; taken.has(file); n += 1) file = `${base}-${n}`;
    taken.add(file);
    const key = name.trim().toLowerCase();
    return {
      name,
      label: texts.pageNames[key] ?? name,
      file: `${file}.html`,
      kind: i === 0 ? 'home' : (KINDS[key] ?? 'other'),
      features: [] as CustomBuildFeature[],
    };
  });
  // Each feature goes on its own page when the site has it, else with the feature it belongs to, else on the home page.
  const features = [...new Set(requirements.features)];
  const pageOfFeature = (feature: CustomBuildFeature): SitePage | undefined => {
    const own = FEATURE_PAGES[feature];
    return own ? pages.find((p) => p.name.toLowerCase() === own.toLowerCase()) : undefined;
  };
  for (const feature of features) {
    const partner = GOES_WITH[feature];
    const page = pageOfFeature(feature) ?? (partner && features.includes(partner) ? pageOfFeature(partner) : undefined) ?? pages[0]!;
    page.features.push(feature);
  }
  return pages;
}

/** The pages as the writers see them: named in the language the copy is written in. */
export function pageRefs(requirements: CustomBuildRequirements): PageRef[] {
  const texts = SITE_TEXTS[writerLanguage(requirements.languages).lang];
  return sitePages(requirements, texts).map((p) => ({ name: p.label, file: p.file, kind: p.kind }));
}

export interface SiteFacts {
  requirements: CustomBuildRequirements;
  orderNumber: string;
  /** The shop's origin, for the support link. */
  siteUrl: string;
  /** The shop's public URL of this site's form relay (decision 092): every form posts there. */
  formAction: string;
  /** Where the forms' mails go (the buyer's address), for the README. */
  formRecipient: string;
  /** The copy (model or built-in writer); the built-in writer's when absent. */
  copy?: SiteCopy;
}

/**
 * The first version of a bought custom build (decision 096): one HTML page per page of the summary
 * (Home is index.html) written for the business, a section per feature, forms posting to the shop's
 * form relay, the design's palette in assets/style.css and its generated pictures, a sitemap and
 * robots.txt when SEO was asked for, and a README. Plain, relative links: it opens from disk and from
 * any static host. Every word that came from the visitor or a model is escaped.
 */
export function customSiteFiles(facts: SiteFacts): PackageFile[] {
  const { requirements } = facts;
  const design = siteDesign(requirements.designPreferences);
  const copy = facts.copy ?? builtInCopy(requirements, pageRefs(requirements));
  const t = SITE_TEXTS[copy.lang];
  const pages = sitePages(requirements, t);
  const pictures = sitePictures(design, copy.name);
  const pageOf = (kindOrFeature: string) => {
    const page = pages.find((p) => p.features.includes(kindOrFeature as CustomBuildFeature)) ?? pages.find((p) => p.kind === kindOrFeature);
    return page ? { file: page.file, name: page.label } : null;
  };
  const context: SectionContext = {
    r: requirements,
    copy,
    t,
    action: facts.formAction,
    pageOf,
    pictures: pictures.map((p) => p.name),
  };
  const files: PackageFile[] = pages.map((page) => ({ name: page.file, content: pageHtml(page, pages, context) }));
  files.push(
    { name: 'assets/style.css', content: styleSheet(design) },
    { name: ICON_FILE, content: siteIcon(design, copy.name) },
    ...pictures,
  );
  if (requirements.features.includes('seo')) {
    files.push(
      { name: 'sitemap.xml', content: sitemap(pages) },
      { name: 'robots.txt', content: 'User-agent: *\nAllow: /\nSitemap: sitemap.xml\n' },
    );
  }
  files.push({ name: 'README.md', content: siteReadme(facts, pages, design, copy) });
  return files;
}

function pageHtml(page: SitePage, pages: readonly SitePage[], c: SectionContext): string {
  const { copy, t } = c;
  const isHome = page.kind === 'home';
  const title = isHome ? copy.name : `${page.label} | ${copy.name}`;
  const nav = pages
    .map((p) => `<a href="${esc(p.file)}"${p === page ? ' aria-current="page"' : ''}>${esc(p.label)}</a>`)
    .join('\n        ');
  const cta = c.pageOf('booking') ?? c.pageOf('contactForm') ?? c.pageOf('contact');
  const intro = isHome
    ? `<section class="hero">
        <h1>${esc(copy.name)}</h1>
        <p class="lead">${esc(copy.tagline)}</p>${
          cta && cta.file !== page.file
            ? `\n        <p><a class="button" href="${esc(cta.file)}">${esc(c.pageOf('booking') ? t.bookNow : t.getInTouch)}</a></p>`
            : ''
        }
      </section>`
    : `<section class="page-head">
        <h1>${esc(page.label)}</h1>
        <p class="lead">${esc(copy.pageLeads[page.file] ?? fill(t.leads.other!, { page: page.label, name: copy.name }))}</p>
      </section>`;
  const body = kindBody(page, pages, c);
  const sections = page.features.map((feature) => featureSection(feature, c)).join('\n');
  const html = htmlDocument({
    title,
    icon: ICON_FILE,
    head: [
      `<meta name="description" content="${esc(isHome ? copy.tagline : (copy.pageLeads[page.file] ?? page.label))}">`,
      '<link rel="stylesheet" href="assets/style.css">',
    ].join('\n'),
    body: `  <a class="skip" href="#main">${esc(t.skip)}</a>
  <header class="site-header">
    <div class="wrap">
      <a class="brand" href="index.html">${esc(copy.name)}</a>
      <nav aria-label="${esc(t.mainNav)}">
        ${nav}
      </nav>
    </div>
  </header>
  <main id="main" class="wrap">
      ${intro}
${body}
${sections}
  </main>
  <footer class="site-footer">
    <div class="wrap">
      <p>${esc(fill(t.footer, { name: copy.name }))}${copy.city ? ` · ${esc(copy.city)}` : ''}</p>
    </div>
  </footer>`,
  });
  return html.replace('<html lang="en">', `<html lang="${copy.lang}">`);
}

/** What a page holds besides its features' sections, by its kind. */
function kindBody(page: SitePage, pages: readonly SitePage[], c: SectionContext): string {
  const { copy, t } = c;
  const has = (kind: string) => pages.some((p) => p.kind === kind);
  const wrap = (inner: string) => `      <section class="block">
        ${inner}
      </section>`;
  const feature = KIND_FEATURE[page.kind];
  if (feature && !page.features.includes(feature)) return wrap(featureBody(feature, c));
  switch (page.kind) {
    case 'home':
      return [
        has('about') ? '' : wrap(`<p>${esc(copy.about)}</p>`),
        has('services') ? '' : wrap(`<h2>${esc(t.ourServices)}</h2>${serviceCards(c)}`),
      ]
        .filter(Boolean)
        .join('\n');
    case 'about':
      return wrap(`<p>${esc(copy.about)}</p>`);
    case 'services':
      return wrap(serviceCards(c));
    case 'contact':
      return page.features.includes('contactForm') ? '' : wrap(contactForm(c));
    case 'team':
      return wrap(providedByYou(t, t.provide.team));
    case 'pricing':
      return wrap(providedByYou(t, t.provide.prices));
    case 'terms':
      return wrap(providedByYou(t, t.provide.terms));
    case 'accessibility': {
      const contact = c.pageOf('contactForm') ?? c.pageOf('contact');
      return wrap(`<p>${esc(fill(t.sections.accessibility, { page: contact?.name ?? pages[0]!.label }))}</p>`);
    }
    case 'locations':
      return wrap(
        `${copy.city ? `<p>${esc(fill(t.sections.findUs, { name: copy.name, city: copy.city }))}</p>` : ''}${providedByYou(t, t.provide.address)}`,
      );
    case 'other': {
      const contact = c.pageOf('contactForm') ?? c.pageOf('contact');
      return wrap(
        `${providedByYou(t, t.provide.pageText)}${contact ? `<p><a class="button" href="${esc(contact.file)}">${esc(t.getInTouch)}</a></p>` : ''}`,
      );
    }
    default:
      return '';
  }
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
nav a { text-decoration: none; color: var(--text); padding: 4px 0; }
nav a[aria-current="page"] { color: var(--primary); font-weight: 700; }
.hero, .page-head { padding: 56px 0 32px; }
.hero h1 { font-size: clamp(2rem, 6vw, 3.25rem); margin: 0 0 12px; overflow-wrap: anywhere; }
.lead { font-size: 1.15rem; color: var(--muted); max-width: 60ch; }
.button, button { display: inline-block; background: var(--primary); color: var(--on-primary); border: 0; border-radius: var(--radius); padding: 12px 20px; font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
section.feature, section.block { background: var(--surface); border-radius: var(--radius); padding: 28px; margin: 24px 0; }
/* On the surface colour the primary may fall short of 4.5:1: links there use the text colour, underlined. */
section.feature a:not(.button), section.block a:not(.button) { color: var(--text); text-decoration: underline; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 16px; }
.card { background: var(--background); border-radius: var(--radius); padding: 16px; }
.picture { width: 100%; height: auto; border-radius: var(--radius); display: block; }
.notice { border-left: 4px solid var(--primary); background: var(--background); padding: 12px 16px; margin: 16px 0; border-radius: var(--radius); }
form { display: grid; gap: 12px; max-width: 520px; }
label { display: grid; gap: 4px; font-weight: 600; }
label.check { display: flex; gap: 8px; align-items: center; font-weight: 400; }
input, textarea, select { font: inherit; padding: 10px; border: 1px solid var(--muted); border-radius: var(--radius); background: var(--background); color: var(--text); max-width: 100%; }
.hp { position: absolute; left: -9999px; width: 1px; height: 1px; overflow: hidden; }
.form-note { color: var(--muted); font-size: 0.95rem; margin: 0; }
details { background: var(--background); border-radius: var(--radius); padding: 12px 16px; margin: 8px 0; }
summary { cursor: pointer; font-weight: 600; }
.site-footer { margin-top: 48px; padding: 24px 0; border-top: 1px solid var(--surface); color: var(--muted); }
:focus-visible { outline: 3px solid var(--primary); outline-offset: 2px; }
@media (max-width: 480px) { section.feature, section.block { padding: 18px; } .hero, .page-head { padding: 32px 0 16px; } }
`;
}

function sitemap(pages: readonly SitePage[]): string {
  const urls = pages.map((p) => `  <url><loc>${esc(p.file)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Relative paths: put your domain in front of them once the site is live. -->\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
