import { CUSTOM_BUILD_FEATURE_KEYS, platformNote, type CustomBuildFeature } from '@tm/contracts/custom-build';
import { CustomBuildRequirementsSchema, type CustomBuildRequirements } from '@tm/contracts/custom-build.schemas';
import { FORM_RELAY_HONEYPOT } from '@tm/contracts/form-relay';
import type { PackageFile } from '@tm/catalog-generator';
import { packageFactsOf } from '../../listings/package-facts/package-facts-reader';
import { pagesOf } from '../pricing';
import { customSiteFiles, sitePages } from './custom-site';
import { brokenLinks, deliveryProblems, formProblems } from './site-checks';
import { fillerIn, fillerProblems } from './site-writer/filler-check';
import { SITE_TEXTS } from './site-writer/texts';

const ACTION = 'https://shop.test/api/forms/0123456789abcdef0123456789abcdef0123456789abcdef';
const RECIPIENT = 'owner@smile-dental.test';

const build = (input: Partial<CustomBuildRequirements> & Record<string, unknown>) => {
  const requirements = CustomBuildRequirementsSchema.parse(input);
  const files = customSiteFiles({
    requirements,
    orderNumber: 'ABCD1234',
    siteUrl: 'https://shop.test',
    formAction: ACTION,
    formRecipient: RECIPIENT,
  });
  return { requirements, files, text: (name: string) => files.find((f) => f.name === name)?.content.toString() ?? '' };
};

const htmlOf = (files: readonly PackageFile[]) => files.filter((f) => f.name.endsWith('.html'));
/** Visible text of a page: tags and attributes out. */
const visible = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The checks the shop runs on an uploaded HTML site package (the listing upload) and the platform checks' page test. */
function validatorProblems(files: readonly PackageFile[]): string[] {
  const names = files.map((f) => f.name);
  const heads = new Map(files.map((f) => [f.name, f.content.toString().slice(0, 32 * 1024)]));
  const facts = packageFactsOf(names, heads, 'html-site');
  const problems = [...facts.warnings];
  if (facts.platform !== 'html-site') problems.push(`read as ${facts.platform ?? 'nothing'}`);
  if (
    !files
      .find((f) => f.name === 'index.html')
      ?.content.toString()
      .startsWith('<!doctype html>')
  )
    problems.push('index.html is not a page');
  if (facts.pageCount !== htmlOf(files).length) problems.push(`${facts.pageCount} pages read`);
  return problems;
}

/** Elements opened and closed in equal numbers, one h1, a title and a language on every page. */
function markupProblems(files: readonly PackageFile[]): string[] {
  const problems: string[] = [];
  for (const file of htmlOf(files)) {
    const html = file.content.toString();
    for (const tag of [
      'html',
      'head',
      'body',
      'header',
      'nav',
      'main',
      'footer',
      'section',
      'div',
      'form',
      'label',
      'p',
      'aside',
      'details',
      'a',
      'select',
      'textarea',
      'h1',
      'h2',
      'h3',
    ]) {
      const open = (html.match(new RegExp(`<${tag}[\\s>]`, 'g')) ?? []).length;
      const close = (html.match(new RegExp(`</${tag}>`, 'g')) ?? []).length;
      if (open !== close) problems.push(`${file.name}: ${open} <${tag}> and ${close} </${tag}>`);
    }
    if ((html.match(/<h1[\s>]/g) ?? []).length !== 1) problems.push(`${file.name}: not one h1`);
    if (!/<html lang="(en|es)">/.test(html)) problems.push(`${file.name}: no language`);
    if (!/<title>[^<]+<\/title>/.test(html)) problems.push(`${file.name}: no title`);
  }
  return problems;
}

/** Every page's navigation links every page of the site. */
function navProblems(files: readonly PackageFile[]): string[] {
  const pages = htmlOf(files).map((f) => f.name);
  const problems: string[] = [];
  for (const file of htmlOf(files)) {
    const nav = /<nav[^>]*>([\s\S]*?)<\/nav>/.exec(file.content.toString())?.[1] ?? '';
    for (const page of pages) if (!nav.includes(`href="${page}"`)) problems.push(`${file.name} does not link ${page}`);
  }
  return problems;
}

/** What every first version must hold, whatever the business (decision 096). */
function expectAFirstVersion(site: ReturnType<typeof build>) {
  const { requirements, files } = site;
  const pages = sitePages(requirements);
  expect(
    htmlOf(files)
      .map((f) => f.name)
      .sort(),
  ).toEqual(pages.map((p) => p.file).sort());
  expect(pages).toHaveLength(pagesOf(requirements).length);
  for (const feature of requirements.features)
    expect(htmlOf(files).filter((f) => f.content.toString().includes(`data-feature="${feature}"`)).length).toBe(1);
  expect(fillerProblems(files)).toEqual([]);
  expect(brokenLinks(files)).toEqual([]);
  expect(formProblems(files, ACTION)).toEqual([]);
  expect(deliveryProblems(files, ACTION)).toEqual([]);
  expect(validatorProblems(files)).toEqual([]);
  expect(markupProblems(files)).toEqual([]);
  expect(navProblems(files)).toEqual([]);
  // No external picture, no dead "#" link, no name the shop made up.
  for (const file of htmlOf(files)) {
    const html = file.content.toString();
    expect(html).not.toMatch(/<img[^>]+src="https?:/);
    expect(html).not.toContain('href="#"');
    expect(html).not.toContain('Your Business');
  }
  const readme = site.text('README.md');
  expect(readme).toContain(ACTION);
  expect(readme).toContain(RECIPIENT);
}

describe('the first version of a dentist: SMS reminders, a medical-history form, choice of dentist, no About page', () => {
  const site = build({
    businessType: 'Dental Clinic',
    businessName: 'Smile Dental',
    location: 'Austin, Texas',
    services: ['Teeth whitening', 'Implants', 'Check-ups'],
    tone: 'friendly',
    pages: ['Services', 'Team'],
    excludedPages: ['About'],
    features: ['booking', 'smsReminders', 'onlineForms', 'contactForm', 'testimonials', 'faq'],
    requests: [
      { text: 'choice of dentist', included: true, reason: 'part of Online Booking' },
      { text: 'insurance billing', included: false, reason: 'not something a website does' },
    ],
    designPreferences: ['Teal', 'Minimal'],
  });

  it('holds every page and feature, no filler, links that resolve, working forms and the validators passing', () => {
    expectAFirstVersion(site);
    expect(site.files.map((f) => f.name)).not.toContain('about.html');
  });

  it('is written for Smile Dental in Austin, with its services, in a friendly tone', () => {
    const home = visible(site.text('index.html'));
    expect(home).toContain('Smile Dental');
    expect(home).toContain('Austin, Texas');
    expect(home).toContain('Welcome to Smile Dental, a dental clinic in Austin, Texas! We offer teeth whitening, implants and check-ups.');
    expect(visible(site.text('index.html'))).toContain('Smile Dental is a dental clinic in Austin, Texas.');
    for (const service of ['Teeth whitening', 'Implants', 'Check-ups']) expect(visible(site.text('services.html'))).toContain(service);
  });

  it('books with a choice of dentist and an SMS opt-in, and marks the SMS reminders for the finished site', () => {
    const booking = site.text('book-online.html');
    expect(booking).toContain('name="Choice of dentist"');
    expect(booking).toContain('Remind me by text message');
    expect(visible(booking)).toContain('In your finished site: Appointment reminders by text message arrive in your finished site.');
    expect(site.text('README.md')).toContain('SMS appointment reminders');
    expect(site.text('README.md')).toContain('Not included: insurance billing (not something a website does).');
  });

  it('has a medical-history form on the Forms page, and reviews and team marked as provided by the buyer', () => {
    const forms = site.text('forms.html');
    expect(forms).toContain('Medical history form');
    for (const field of ['Date of birth', 'Current medications', 'Allergies']) expect(forms).toContain(`name="${field}"`);
    expect(visible(site.text('testimonials.html') || site.text('index.html'))).toContain("Provided by you: send us your clients' reviews");
    expect(visible(site.text('team.html'))).toContain('Provided by you: send us the names, roles and photos of your team');
  });

  it('answers its FAQ from the summary’s facts only', () => {
    const faq = visible(site.text('faq.html'));
    expect(faq).toContain('Smile Dental is in Austin, Texas.');
    expect(faq).toContain('Teeth whitening, Implants and Check-ups.');
  });
});

describe('the first version of a yoga studio with booking and events (the issue’s case)', () => {
  const site = build({
    businessType: 'Yoga Studio',
    businessName: 'Lotus Flow',
    location: 'Portland',
    features: ['booking', 'events', 'gallery', 'newsletter'],
    designPreferences: ['Green', 'Natural'],
  });

  it('holds every page and feature, no filler, links that resolve, working forms and the validators passing', () => {
    expectAFirstVersion(site);
  });

  it('books through a real form and never lists events it was not told about', () => {
    const booking = site.text('book-online.html');
    expect(booking).toMatch(new RegExp(`<form class="relay-form" action="${ACTION}" method="post"`));
    expect(booking).toContain(`name="${FORM_RELAY_HONEYPOT}"`);
    expect(booking).toContain('<option>Yoga classes</option>');
    const events = visible(site.text('events.html'));
    expect(events).toContain('Provided by you: send us your event dates');
    expect(events).not.toMatch(/\d{1,2}:\d{2}|\bworkshop\b/i);
    // The gallery shows the design's own pictures, which are in the ZIP.
    expect(site.text('gallery.html')).toContain('src="assets/images/picture-1.svg"');
    expect(site.text('assets/images/picture-1.svg')).toMatch(/^<svg /);
    // The README says what the buyer must provide and that the services come from the trade.
    expect(site.text('README.md')).toContain('Your list of services: the site shows Yoga classes');
  });
});

describe('the first version of a Spanish bakery', () => {
  const site = build({
    businessType: 'Bakery',
    businessName: 'Panadería La Espiga',
    location: 'Sevilla',
    services: ['Pan de masa madre', 'Tartas por encargo'],
    languages: ['Spanish'],
    tone: 'cercano',
    features: ['shop', 'contactForm', 'maps', 'payments'],
  });

  it('holds every page and feature, no filler, links that resolve, working forms and the validators passing', () => {
    expectAFirstVersion(site);
  });

  it('is in Spanish: the language, the navigation, the headings, the labels', () => {
    const home = site.text('index.html');
    expect(home).toContain('<html lang="es">');
    expect(home).toContain('>Inicio</a>');
    expect(home).toContain('>Contacto</a>');
    expect(sitePages(site.requirements, SITE_TEXTS.es).map((p) => p.label)).toEqual(['Inicio', 'Tienda', 'Contacto']);
    expect(
      sitePages(CustomBuildRequirementsSchema.parse({ pages: ['Services', 'Gallery', 'Mission and Values'] }), SITE_TEXTS.es).map(
        (p) => p.label,
      ),
    ).toEqual(['Inicio', 'Servicios', 'Galería', 'Misión y valores']);
    expect(visible(home)).toContain('¡Bienvenidos a Panadería La Espiga, una panadería en Sevilla!');
    const contact = site.text('contact.html');
    expect(contact).toContain('Correo electrónico');
    expect(contact).toContain('Enviar mensaje');
    expect(contact).toContain('name="email"');
    expect(visible(site.text('shop.html'))).toContain(
      'En tu sitio terminado: Los pedidos en línea con pago llegan con tu sitio terminado.',
    );
    expect(visible(home)).not.toMatch(/\b(Welcome|Send message|Provided by you)\b/);
  });
});

describe('the first version of a law firm on eight pages with no name given', () => {
  const site = build({
    businessType: 'Law Firm',
    pages: ['Practice Areas', 'Attorneys'],
    pageCount: 8,
    features: ['contactForm', 'privacy', 'seo'],
    tone: 'formal',
    designPreferences: ['Navy', 'Corporate'],
    platform: 'WordPress',
  });

  it('holds every page and feature, no filler, links that resolve, working forms and the validators passing', () => {
    expectAFirstVersion(site);
  });

  it('names the firm after its trade, asks for the real name, and says what the delivery is for the platform', () => {
    expect(visible(site.text('index.html'))).toContain('The Law Firm is a law firm.');
    expect(site.text('README.md')).toContain('Your business name: the site calls you "The Law Firm" until then.');
    expect(site.text('README.md')).toContain(platformNote('WordPress'));
    expect(site.text('privacy-policy.html')).toContain('aria-label="Cookie consent"');
    expect(visible(site.text('practice-areas.html'))).toContain('Provided by you: send us what this page should say');
  });
});

describe('every feature the consultant knows', () => {
  it('has a section, in English and Spanish, with no filler and every form on the relay', () => {
    for (const languages of [[], ['Spanish']]) {
      const site = build({ businessType: 'Hair Salon', location: 'Leeds', features: CUSTOM_BUILD_FEATURE_KEYS, languages });
      expectAFirstVersion(site);
    }
  });

  it('writes an English first version, and says so, for a language the writer does not write', () => {
    const site = build({ businessType: 'Hotel', languages: ['German', 'English'], features: ['multilingual'] });
    expectAFirstVersion(site);
    expect(site.text('index.html')).toContain('<html lang="en">');
    expect(site.text('README.md')).toContain('The site in German: this first version is written in English');
    expect(visible(site.text('index.html'))).toContain('The site in German arrives in your finished site.');
  });

  it('works from an old summary with none of the new fields', () => {
    const site = build({ businessType: 'Bakery', pages: ['About'], features: ['shop', 'gallery', 'contactForm'] as CustomBuildFeature[] });
    expectAFirstVersion(site);
  });
});

describe('the filler check', () => {
  it('finds every kind of filler, and none in the writer’s own texts', () => {
    for (const text of [
      'Lorem ipsum dolor',
      'Introduce the book online page here.',
      'A placeholder',
      'Coming soon!',
      'Your text here',
      'Opening hours TBD',
      'TODO: prices',
      'mail hello@example.com',
      'Próximamente',
    ])
      expect(fillerIn(text)).not.toEqual([]);
    expect(fillerIn('We introduce new classes every month. Introductory offer.')).toEqual([]);
    for (const texts of Object.values(SITE_TEXTS)) expect(fillerIn(JSON.stringify(texts))).toEqual([]);
  });

  it('leaves buyer words that read as filler out of the copy', () => {
    const site = build({ businessType: 'Florist', businessName: 'TBD', services: ['Coming soon', 'Bouquets'], features: ['contactForm'] });
    expectAFirstVersion(site);
    expect(visible(site.text('index.html'))).toContain('Bouquets');
  });

  it('uses checks that do catch a broken site', () => {
    const page = (body: string) => [{ name: 'index.html', content: `<!doctype html><html lang="en"><body>${body}</body></html>` }];
    expect(brokenLinks(page('<a href="about.html">About</a><img src="assets/x.svg" alt="">'))).toHaveLength(2);
    expect(brokenLinks(page('<a href="index.html#main">Top</a><a href="https://osm.org">Map</a>'))).toEqual([]);
    expect(formProblems(page('<form action="https://elsewhere.test" method="get"></form>'), ACTION)).toHaveLength(3);
    expect(formProblems(page('<form></form>'), ACTION)).toContain('index.html: a form posts to nowhere');
    expect(validatorProblems([{ name: 'README.md', content: 'No page' }])).not.toEqual([]);
    expect(markupProblems(page('<section><div></section>'))).not.toEqual([]);
    expect(deliveryProblems(page('<p>Your text here</p>'), ACTION)[0]).toMatch(/your text here/);
  });
});
