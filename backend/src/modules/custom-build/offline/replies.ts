import {
  CUSTOM_BUILD_FEATURES,
  CUSTOM_BUILD_TIMELINES,
  type CustomBuildFeature,
  type CustomBuildTimeline,
} from '@tm/contracts/custom-build';
import { FIRST_VERSION_HOURS } from '@tm/contracts/custom-build-delivery';
import type { CustomBuildRequirements, RequestedItem, TOPICS } from '@tm/contracts/custom-build.schemas';
import { formatPrice, pagesOf } from '../pricing';
import { answerOf, deadlineSentence, dueIfPaidToday, type ConsultantTerms } from './answers';
import type { Question } from './intents';

type Topic = (typeof TOPICS)[number];

/**
 * What the offline consultant says, in each language it converses in (decision 094): English, and
 * Spanish, the languages the built-in writer writes (WRITER_LANGUAGES). The facts are the same in both.
 */
export interface ReplyTexts {
  questions: Record<Topic, string>;
  enough: string;
  enoughWithLittle: string;
  nothingYet: string;
  closing: string;
  business: (type: string) => string;
  businessName: (name: string) => string;
  location: (place: string) => string;
  services: (list: readonly string[]) => string;
  noted: (features: readonly CustomBuildFeature[]) => string;
  takenOut: (features: readonly CustomBuildFeature[]) => string;
  request: (r: RequestedItem) => string;
  languages: (list: readonly string[]) => string;
  excluded: (pages: readonly string[]) => string;
  pagesSoFar: (r: CustomBuildRequirements) => string;
  look: (words: readonly string[]) => string;
  tone: (tone: string) => string;
  timeline: (timeline: CustomBuildTimeline) => string;
  deadline: (days: number, terms: ConsultantTerms) => string;
  budget: (cents: number) => string;
  content: (list: readonly string[]) => string;
  answer: (question: Question, r: CustomBuildRequirements, terms: ConsultantTerms) => string;
}

const list = (items: readonly string[]) => items.join(', ');

export const ENGLISH: ReplyTexts = {
  questions: {
    business:
      'What kind of business or project is the website for, and what does it do? For example a bakery, a law firm, a dental practice or an online shop.',
    features:
      'Which pages and features do you need? For example: online booking, an online store, a blog, a photo gallery, a contact form or a newsletter signup.',
    design: 'How should it look? Tell me colours or a style you like, for example modern, minimal, elegant or playful.',
    timeline: `When do you need the site? Tell me your deadline in days or weeks; the first version comes within ${FIRST_VERSION_HOURS} hours of payment, and I'll compare your deadline with the finished site's due date.`,
  },
  enough:
    'Thanks, I have everything I need. Based on what you have told me I can prepare your build summary with a fixed price. Would you like me to generate it? You can also keep adding details.',
  enoughWithLittle:
    'I can prepare a summary with what I know so far: a three-page site (Home, About, Contact) for your business. Tell me what your business does and what the site should offer to make it yours, or generate the summary now.',
  nothingYet: 'Happy to help you plan your website. A few questions will get us there.',
  closing:
    "Here is your summary: I'm preparing your build summary now, with every requirement you gave me and its fixed price. If anything is missing or wrong, tell me and I'll update it.",
  business: (type) => `Great, a website for your ${type.toLowerCase()}.`,
  businessName: (name) => `Business name: ${name}.`,
  location: (place) => `Location: ${place}.`,
  services: (items) => `Services to present: ${list(items)}.`,
  noted: (features) => `I've noted: ${list(features.map((f) => CUSTOM_BUILD_FEATURES[f]))}.`,
  takenOut: (features) => `I've taken out: ${list(features.map((f) => CUSTOM_BUILD_FEATURES[f]))}.`,
  request: (r) => `${r.text}: ${r.reason ?? (r.included ? 'included' : 'not included')}.`,
  languages: (items) => `Site language${items.length > 1 ? 's' : ''}: ${list(items)}.`,
  excluded: (pages) => `No ${list(pages)} page${pages.length > 1 ? 's' : ''}, as you asked.`,
  pagesSoFar: (r) => `Pages so far: ${list(pagesOf(r))}.`,
  look: (words) => `For the look: ${list(words)}.`,
  tone: (tone) => `Tone of the texts: ${tone.toLowerCase()}.`,
  timeline: (timeline) => `Timeline: ${CUSTOM_BUILD_TIMELINES[timeline]}.`,
  deadline: (days, terms) => deadlineSentence(days, terms).text,
  budget: (cents) => `Budget noted: ${formatPrice(cents)}; the summary compares the price with it.`,
  content: (items) => `You will provide: ${list(items)}.`,
  answer: answerOf,
};

const FEATURES_ES: Record<CustomBuildFeature, string> = {
  booking: 'reservas online',
  shop: 'tienda online',
  payments: 'pagos online',
  blog: 'blog',
  gallery: 'galería de fotos',
  portfolio: 'portfolio',
  contactForm: 'formulario de contacto',
  newsletter: 'suscripción al boletín',
  members: 'área de clientes',
  multilingual: 'sitio multilingüe',
  seo: 'optimización SEO',
  testimonials: 'testimonios',
  events: 'calendario de eventos',
  menu: 'carta o menú',
  maps: 'mapa y cómo llegar',
  liveChat: 'chat en directo',
  social: 'enlaces a redes sociales',
  analytics: 'estadísticas de visitas',
  faq: 'preguntas frecuentes',
  privacy: 'política de privacidad y aviso de cookies (RGPD)',
  smsReminders: 'recordatorios de citas por SMS',
  onlineForms: 'formularios online (admisión, historial médico)',
};
const LANGUAGES_ES: Record<string, string> = {
  English: 'inglés',
  Spanish: 'español',
  French: 'francés',
  German: 'alemán',
  Italian: 'italiano',
  Portuguese: 'portugués',
  Catalan: 'catalán',
};
const CONTENT_ES: Record<string, string> = {
  Logo: 'logo',
  Photos: 'fotos',
  Texts: 'textos',
  Videos: 'vídeos',
  'Price list': 'lista de precios',
  Menu: 'carta',
  'Brand colours': 'colores de marca',
  'Team bios': 'biografías del equipo',
};
const TIMELINES_ES: Record<CustomBuildTimeline, string> = {
  rush: 'urgente, en 3 días',
  standard: 'en 1-2 semanas',
  flexible: 'flexible, 3-4 semanas o más',
};

const languageEs = (language: string) => LANGUAGES_ES[language] ?? language;
const dayEs = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('es-ES', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const rounds = (n: number) => `${n} ${n === 1 ? 'ronda' : 'rondas'} de cambios`;
const laborables = (n: number) => `${n} ${n === 1 ? 'día laborable' : 'días laborables'}`;

function deadlineEs(days: number, terms: ConsultantTerms): string {
  const due = dueIfPaidToday(terms);
  const promise = `el sitio terminado se entrega el ${dayEs(due.iso)} (${laborables(terms.leadDays)} después del pago, si pagas hoy); la primera versión llega en ${FIRST_VERSION_HOURS} horas tras el pago.`;
  const asked = `Pediste ${days} ${days === 1 ? 'día' : 'días'}`;
  return deadlineSentence(days, terms).met
    ? `${asked}: ${promise}`
    : `${asked}: no puedo prometerlo. ${promise[0]!.toUpperCase()}${promise.slice(1)}`;
}

function answerEs(question: Question, r: CustomBuildRequirements, terms: ConsultantTerms): string {
  const pages = pagesOf(r);
  switch (question) {
    case 'pages':
      return `Páginas: ${pages.length} (${list(pages)}).${r.excludedPages.length ? ` Sin ${list(r.excludedPages)}, como pediste.` : ''}`;
    case 'included': {
      const features = [...new Set(r.features)].map((f) => FEATURES_ES[f]);
      const notIncluded = r.requests.filter((q) => !q.included).map((q) => q.text);
      return `Incluido: el diseño, la versión para móviles y las etiquetas SEO básicas, ${pages.length} páginas${features.length ? `, ${list(features)}` : ''}; la primera versión en ${FIRST_VERSION_HOURS} horas tras el pago y ${rounds(terms.revisionRounds)}. No incluido: el alojamiento y el dominio${notIncluded.length ? `, ${list(notIncluded)}` : ''}.`;
    }
    case 'ownership':
      return 'Propiedad: el sitio que te hacemos es tuyo. Recibes todos sus archivos (HTML y CSS) con una licencia a tu nombre, y puedes conservarlo, cambiarlo, alojarlo y publicarlo como quieras, sin cuotas.';
    case 'hosting':
      return 'Alojamiento: no incluido. El sitio se entrega como archivos estáticos que funcionan en cualquier alojamiento (Netlify, GitHub Pages o el tuyo); el dominio lo registras tú.';
    case 'revisions':
      return `Cambios: el precio incluye ${rounds(terms.revisionRounds)} después de la primera versión.`;
    case 'delivery':
      return r.deadlineDays !== null
        ? deadlineEs(r.deadlineDays, terms)
        : `Entrega: la primera versión llega en ${FIRST_VERSION_HOURS} horas tras el pago, y el sitio terminado ${laborables(terms.leadDays)} después del pago (el ${dayEs(dueIfPaidToday(terms).iso)} si pagas hoy).`;
    case 'price':
      return 'El precio se calcula con tus requisitos al generar el resumen: una base por la página de inicio y el diseño, y horas por cada página y cada función, a nuestra tarifa por hora. El resumen muestra cada parte.';
  }
}

// "summary" and "ready" stay in the closing and the enough line: they are the trigger phrases the page looks for.
export const SPANISH: ReplyTexts = {
  questions: {
    business:
      '¿Para qué negocio o proyecto es la web y a qué se dedica? Por ejemplo una panadería, un despacho de abogados, una clínica dental o una tienda online.',
    features:
      '¿Qué páginas y funciones necesitas? Por ejemplo: reservas online, tienda online, blog, galería de fotos, formulario de contacto o boletín.',
    design: '¿Qué aspecto quieres? Dime colores o un estilo, por ejemplo moderno, minimalista, elegante o alegre.',
    timeline: `¿Para cuándo necesitas el sitio? Dime tu plazo en días o semanas; la primera versión llega en ${FIRST_VERSION_HOURS} horas tras el pago, y compararé tu plazo con la fecha de entrega del sitio terminado.`,
  },
  enough:
    'Gracias, ya tengo todo lo necesario. Con lo que me has contado puedo preparar tu resumen (build summary) con un precio fijo. ¿Quieres que lo genere? También puedes seguir añadiendo detalles.',
  enoughWithLittle:
    'Puedo preparar un resumen (summary) con lo que sé: un sitio de tres páginas (Home, About, Contact) para tu negocio. Cuéntame a qué se dedica y qué debe ofrecer la web, o genera el resumen ya.',
  nothingYet: 'Encantado de ayudarte con tu web. Con unas preguntas lo tendremos.',
  closing:
    'Aquí está tu resumen: preparo ahora tu build summary con todos los requisitos que me diste y su precio fijo. Si falta algo o hay un error, dímelo y lo actualizo.',
  business: (type) => `Perfecto, una web para tu negocio (${type}).`,
  businessName: (name) => `Nombre del negocio: ${name}.`,
  location: (place) => `Ubicación: ${place}.`,
  services: (items) => `Servicios que presentar: ${list(items)}.`,
  noted: (features) => `He anotado: ${list(features.map((f) => FEATURES_ES[f]))}.`,
  takenOut: (features) => `He quitado: ${list(features.map((f) => FEATURES_ES[f]))}.`,
  request: (r) =>
    r.text.startsWith('Site in ')
      ? `Sitio en ${languageEs(r.text.slice('Site in '.length))}: ${
          r.reason?.includes('condition')
            ? 'incluido con una condición: la primera versión llega en inglés y el sitio terminado está en ese idioma'
            : 'incluido, la primera versión y el sitio terminado se escriben en ese idioma'
        }.`
      : `${r.text}: ${r.included ? 'incluido' : 'no incluido'}${r.reason ? ` (${r.reason})` : ''}.`,
  languages: (items) => `Idioma${items.length > 1 ? 's' : ''} del sitio: ${list(items.map(languageEs))}.`,
  excluded: (pages) => `Sin página ${list(pages)}, como pediste.`,
  pagesSoFar: (r) => `Páginas por ahora: ${list(pagesOf(r))}.`,
  look: (words) => `Para el diseño: ${list(words)}.`,
  tone: (tone) => `Tono de los textos: ${tone.toLowerCase()}.`,
  timeline: (timeline) => `Plazo: ${TIMELINES_ES[timeline]}.`,
  deadline: deadlineEs,
  budget: (cents) => `Presupuesto anotado: ${formatPrice(cents)}; el resumen compara el precio con él.`,
  content: (items) => `Nos enviarás: ${list(items.map((c) => CONTENT_ES[c] ?? c))}.`,
  answer: answerEs,
};
