import { CUSTOM_BUILD_FEATURES, type CustomBuildFeature } from '@tm/contracts/custom-build';
import type { CustomBuildRequirements } from '@tm/contracts/custom-build.schemas';
import { escapeMarkup as esc } from '@tm/catalog-generator';
import { relayForm, whoFields, type FormField } from './site-forms';
import type { SiteCopy } from './site-writer/site-copy';
import { fill, languageName, listOf, type SiteTexts } from './site-writer/texts';
import { isMedicalTrade } from './site-writer/trades';

/** What a section is written from: the summary, the copy, the language's words, the relay and the pages. */
export interface SectionContext {
  r: CustomBuildRequirements;
  copy: SiteCopy;
  t: SiteTexts;
  /** The relay URL every form posts to. */
  action: string;
  /** The file of the page that holds a feature or a page kind ('contact', 'booking'), or null. */
  pageOf: (kindOrFeature: string) => { file: string; name: string } | null;
  /** The generated pictures of the design, relative to the site's root. */
  pictures: readonly string[];
}

/** A clearly marked notice: what the buyer sends for the finished site, never invented (decision 096). */
export const providedByYou = (t: SiteTexts, text: string) =>
  `<aside class="notice" role="note"><strong>${esc(t.providedByYou)}:</strong> ${esc(text)}</aside>`;

/** A clearly marked notice: what the first version cannot make work yet. */
export const inFinishedSite = (t: SiteTexts, text: string) =>
  `<aside class="notice notice-later" role="note"><strong>${esc(t.inFinishedSite)}:</strong> ${esc(text)}</aside>`;

const name = (c: SectionContext) => c.copy.name;
const serviceTitles = (c: SectionContext) => c.copy.services.map((s) => s.title);

/** The services as cards, or an invitation to say what you need when the summary names none. */
export function serviceCards(c: SectionContext): string {
  if (!c.copy.services.length) return `<p>${esc(c.t.tellUsWhatYouNeed)}</p>${providedByYou(c.t, c.t.provide.services)}`;
  return `<div class="grid">${c.copy.services
    .map((s) => `<div class="card"><h3>${esc(s.title)}</h3><p>${esc(s.text)}</p></div>`)
    .join('')}</div>${c.copy.servicesFromTrade ? providedByYou(c.t, c.t.provide.services) : ''}`;
}

const pictures = (c: SectionContext, count: number, alt: string) =>
  `<div class="grid">${c.pictures
    .slice(0, count)
    .map((src) => `<img class="picture" src="${esc(src)}" alt="${esc(alt)}" width="400" height="300">`)
    .join('')}</div>`;

/** Requests the summary includes in a feature ("choice of dentist" in Online Booking): a field each. */
function includedRequests(c: SectionContext, featureLabel: string): FormField[] {
  return c.r.requests
    .filter((q) => q.included && (q.reason ?? '').toLowerCase().includes(featureLabel.toLowerCase()))
    .slice(0, 6)
    .map((q) => ({ label: q.text.charAt(0).toUpperCase() + q.text.slice(1), type: 'text' }));
}

const linkTo = (c: SectionContext, kind: string) => c.pageOf(kind);

/** The section of each feature of the summary: a new feature key fails the typecheck until it has one. */
const SECTIONS: Record<CustomBuildFeature, { heading: [en: string, es: string]; body: (c: SectionContext) => string }> = {
  booking: {
    heading: ['Book an appointment', 'Pide tu cita'],
    body: (c) =>
      relayForm(
        {
          title: c.t.formTitles.booking,
          submit: c.t.form.book,
          fields: [
            ...whoFields(c.t),
            { label: c.t.form.phone, type: 'tel', autocomplete: 'tel' },
            ...(c.copy.services.length
              ? [{ label: c.t.form.service, type: 'select', options: [c.t.form.anyService, ...serviceTitles(c)] }]
              : []),
            ...includedRequests(c, CUSTOM_BUILD_FEATURES.booking),
            { label: c.t.form.date, type: 'date', required: true },
            { label: c.t.form.time, type: 'time' },
            ...(c.r.features.includes('smsReminders') ? [{ label: c.t.form.smsOptIn, type: 'checkbox' }] : []),
            { label: c.t.form.message, type: 'textarea' },
          ],
        },
        c.action,
        c.t,
        name(c),
      ),
  },
  shop: {
    heading: ['Order from us', 'Haz tu pedido'],
    body: (c) =>
      `${inFinishedSite(c.t, c.t.later.shop)}${providedByYou(c.t, c.t.provide.products)}${relayForm(
        {
          title: c.t.formTitles.order,
          submit: c.t.form.order,
          fields: [...whoFields(c.t), { label: c.t.form.orderWhat, type: 'textarea', required: true }],
        },
        c.action,
        c.t,
        name(c),
      )}`,
  },
  payments: { heading: ['Payments', 'Pagos'], body: (c) => inFinishedSite(c.t, c.t.later.payments) },
  blog: {
    heading: ['Blog', 'Blog'],
    body: (c) => {
      const actions = c.r.features
        .map((f) => ACTIONS[f]?.[c.copy.lang === 'es' ? 1 : 0])
        .filter((a): a is string => Boolean(a))
        .slice(0, 4);
      const text = fill(c.t.sections.welcomePostText, {
        name: name(c),
        actions: listOf(actions.length ? actions : [c.copy.lang === 'es' ? 'conocernos' : 'get to know us'], c.copy.lang),
      });
      return `<article class="card"><h3>${esc(c.t.sections.welcomePost)}</h3><p>${esc(text)}</p></article>${providedByYou(c.t, c.t.provide.posts)}`;
    },
  },
  gallery: {
    heading: ['Gallery', 'Galería'],
    body: (c) => `${pictures(c, 6, fill(c.t.sections.illustration, { name: name(c) }))}${providedByYou(c.t, c.t.provide.photos)}`,
  },
  portfolio: {
    heading: ['Our work', 'Nuestro trabajo'],
    body: (c) => `${pictures(c, 3, fill(c.t.sections.illustration, { name: name(c) }))}${providedByYou(c.t, c.t.provide.projects)}`,
  },
  contactForm: {
    heading: ['Contact us', 'Contáctanos'],
    body: (c) => `<p>${esc(fill(c.t.sections.contactLead, { name: name(c) }))}</p>${contactForm(c)}`,
  },
  newsletter: {
    heading: ['Newsletter', 'Boletín'],
    body: (c) =>
      `<p>${esc(fill(c.t.sections.newsletterLead, { name: name(c) }))}</p>${relayForm(
        {
          title: c.t.formTitles.newsletter,
          submit: c.t.form.subscribe,
          fields: [{ label: c.t.form.email, type: 'email', required: true, autocomplete: 'email' }],
        },
        c.action,
        c.t,
        name(c),
      )}`,
  },
  members: { heading: ['Members', 'Socios'], body: (c) => inFinishedSite(c.t, c.t.later.members) },
  multilingual: {
    heading: ['Languages', 'Idiomas'],
    body: (c) => {
      // The languages the first version is not written in: they come with the finished site.
      const written = c.copy.lang === 'es' ? 'spanish' : 'english';
      const others = c.r.languages.filter((l) => l.trim().toLowerCase() !== written).map((l) => languageName(l, c.copy.lang));
      const languages = others.length ? listOf(others, c.copy.lang) : c.copy.lang === 'es' ? 'tus otros idiomas' : 'your other languages';
      return inFinishedSite(c.t, fill(c.t.later.multilingual, { languages }));
    },
  },
  seo: { heading: ['Find us online', 'Encuéntranos en internet'], body: (c) => `<p>${esc(c.t.sections.seo)}</p>` },
  testimonials: { heading: ['What clients say', 'Lo que dicen los clientes'], body: (c) => providedByYou(c.t, c.t.provide.reviews) },
  events: {
    heading: ['Events', 'Eventos'],
    body: (c) =>
      `${providedByYou(c.t, c.t.provide.events)}${relayForm(
        {
          title: c.t.formTitles.events,
          submit: c.t.form.eventAsk,
          fields: [...whoFields(c.t), { label: c.t.form.eventWhich, type: 'textarea' }],
        },
        c.action,
        c.t,
        name(c),
      )}`,
  },
  menu: { heading: ['Menu', 'Carta'], body: (c) => providedByYou(c.t, c.t.provide.menu) },
  maps: {
    heading: ['Map & directions', 'Cómo llegar'],
    body: (c) =>
      c.copy.city
        ? `<p>${esc(fill(c.t.sections.findUs, { name: name(c), city: c.copy.city }))}</p><p><a href="https://www.openstreetmap.org/search?query=${encodeURIComponent(
            c.copy.city,
          )}">${esc(fill(c.t.sections.openMap, { city: c.copy.city }))}</a></p>${providedByYou(c.t, c.t.provide.address)}`
        : providedByYou(c.t, c.t.provide.address),
  },
  liveChat: { heading: ['Live chat', 'Chat en vivo'], body: (c) => inFinishedSite(c.t, c.t.later.liveChat) },
  social: {
    heading: ['Social media', 'Redes sociales'],
    body: (c) => `<p>${esc(fill(c.t.sections.social, { name: name(c) }))}</p>${providedByYou(c.t, c.t.provide.social)}`,
  },
  analytics: { heading: ['Visitor statistics', 'Estadísticas de visitas'], body: (c) => inFinishedSite(c.t, c.t.later.analytics) },
  faq: { heading: ['Questions and answers', 'Preguntas y respuestas'], body: (c) => faq(c) },
  privacy: {
    heading: ['Privacy and cookies', 'Privacidad y cookies'],
    body: (c) =>
      `${c.t.sections.privacy.map((p) => `<p>${esc(fill(p, { name: name(c) }))}</p>`).join('\n        ')}
        <div class="card" role="region" aria-label="${esc(c.t.sections.cookieLabel)}"><p>${esc(c.t.sections.cookieText)}</p><button type="button">${esc(c.t.sections.accept)}</button> <button type="button">${esc(c.t.sections.reject)}</button></div>`,
  },
  smsReminders: { heading: ['Text reminders', 'Recordatorios por SMS'], body: (c) => inFinishedSite(c.t, c.t.later.smsReminders) },
  onlineForms: {
    heading: ['Forms', 'Formularios'],
    body: (c) => {
      const medical = isMedicalTrade(c.r.businessType) || c.r.requests.some((q) => /medical|health|médic/i.test(q.text));
      const f = c.t.form;
      const fields: FormField[] = medical
        ? [
            ...whoFields(c.t),
            { label: f.phone, type: 'tel', autocomplete: 'tel' },
            { label: f.birthDate, type: 'date', required: true },
            { label: f.medications, type: 'textarea' },
            { label: f.allergies, type: 'textarea' },
            { label: f.conditions, type: 'textarea' },
            { label: fill(f.consent, { name: name(c) }), type: 'checkbox', required: true },
          ]
        : [
            ...whoFields(c.t),
            { label: f.phone, type: 'tel', autocomplete: 'tel' },
            { label: f.helpWith, type: 'textarea', required: true },
            { label: f.heardFrom, type: 'text' },
            { label: fill(f.consent, { name: name(c) }), type: 'checkbox', required: true },
          ];
      const title = medical ? c.t.formTitles.medical : c.t.formTitles.intake;
      return `<h3>${esc(title)}</h3>${relayForm({ title, submit: c.t.form.send, fields }, c.action, c.t, name(c))}`;
    },
  },
};

/** What a visitor can do on the site with each feature, for the welcome post. */
const ACTIONS: Partial<Record<CustomBuildFeature, [string, string]>> = {
  booking: ['book an appointment', 'pedir cita'],
  shop: ['send us your order', 'enviarnos tu pedido'],
  events: ['ask about our events', 'preguntar por nuestros eventos'],
  newsletter: ['sign up for our newsletter', 'suscribirte a nuestro boletín'],
  contactForm: ['write to us', 'escribirnos'],
  onlineForms: ['fill in our forms before your visit', 'rellenar nuestros formularios antes de tu visita'],
  gallery: ['see our gallery', 'ver nuestra galería'],
};

export function contactForm(c: SectionContext): string {
  return relayForm(
    {
      title: c.t.formTitles.contact,
      submit: c.t.form.send,
      fields: [...whoFields(c.t), { label: c.t.form.message, type: 'textarea', required: true }],
    },
    c.action,
    c.t,
    c.copy.name,
  );
}

function faq(c: SectionContext): string {
  const q = c.t.sections.faq;
  const a = c.t.sections.faqAnswers;
  const pairs: Array<[string, string]> = [];
  if (c.copy.city) pairs.push([q.where, fill(a.where, { name: name(c), city: c.copy.city })]);
  if (c.copy.services.length) pairs.push([q.what, fill(a.what, { services: listOf(serviceTitles(c), c.copy.lang) })]);
  const booking = linkTo(c, 'booking');
  if (booking) pairs.push([q.book, fill(a.book, { page: booking.name })]);
  const contact = linkTo(c, 'contactForm') ?? linkTo(c, 'contact');
  if (contact) pairs.push([q.contact, fill(a.contact, { page: contact.name })]);
  // With no fact to answer from, the FAQ answers the one question it can: how to reach the business.
  if (!pairs.length) return `<p>${esc(c.t.tellUsWhatYouNeed)}</p>${contactForm(c)}`;
  return pairs
    .map(([question, answer]) => `<details><summary>${esc(question)}</summary><p>${esc(answer)}</p></details>`)
    .join('\n        ');
}

/** The markup of one feature's section (each carries data-feature, so the delivery can be checked). */
export function featureSection(feature: CustomBuildFeature, c: SectionContext): string {
  const section = SECTIONS[feature];
  return `      <section class="feature" data-feature="${feature}" aria-labelledby="feature-${feature}">
        <h2 id="feature-${feature}">${esc(section.heading[c.copy.lang === 'es' ? 1 : 0])}</h2>
        ${section.body(c)}
      </section>`;
}

/** A feature's content on a page of its kind when the summary did not buy the feature (a "FAQ" page named). */
export function featureBody(feature: CustomBuildFeature, c: SectionContext): string {
  return SECTIONS[feature].body(c);
}
