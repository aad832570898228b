import { WRITER_LANGUAGES } from '@tm/contracts/custom-build-delivery';

/** The languages the built-in writer writes (decision 096): English and Spanish. */
export type WriterLanguage = 'en' | 'es';

export interface WriterLanguageChoice {
  /** The language the first version's copy is written in. */
  lang: WriterLanguage;
  /** The main language asked for (English name), when the writer cannot write it: the finished site comes in it. */
  laterLanguage: string | null;
}

/** The summary's main language (the first of `languages`; none is English), as the writer can write it. */
export function writerLanguage(languages: readonly string[]): WriterLanguageChoice {
  const main = languages[0]?.trim() || 'English';
  const known = WRITER_LANGUAGES.find((l) => l.toLowerCase() === main.toLowerCase());
  if (known === 'Spanish') return { lang: 'es', laterLanguage: null };
  return { lang: 'en', laterLanguage: known ? null : main };
}

/**
 * Every fixed word of a first version in one language: navigation, form labels, notices. `{…}` are
 * filled in by the writer with escaped facts of the summary. None of them may match the filler check
 * (filler-check.ts), which the tests run over every language.
 */
export interface SiteTexts {
  skip: string;
  mainNav: string;
  /** Page names the summary uses, in this language (unknown names stay as the buyer wrote them). */
  pageNames: Record<string, string>;
  /** "{trade} in {city}" and the like. */
  tradeIn: string;
  /** The welcome when the summary has neither trade nor city. */
  welcomeOnly: string;
  localBusiness: string;
  ourServices: string;
  tellUsWhatYouNeed: string;
  getInTouch: string;
  bookNow: string;
  welcome: Record<'friendly' | 'formal' | 'neutral', string>;
  closing: Record<'friendly' | 'formal' | 'neutral', string>;
  aboutText: string;
  aboutServices: string;
  /** The lead of a page by its kind; `other` for any page the writer has no kind for. */
  leads: Record<string, string>;
  providedByYou: string;
  inFinishedSite: string;
  provide: {
    photos: string;
    reviews: string;
    team: string;
    prices: string;
    menu: string;
    events: string;
    products: string;
    posts: string;
    social: string;
    address: string;
    pageText: string;
    services: string;
    terms: string;
    projects: string;
  };
  later: {
    payments: string;
    shop: string;
    members: string;
    liveChat: string;
    analytics: string;
    smsReminders: string;
    multilingual: string;
  };
  form: {
    name: string;
    email: string;
    phone: string;
    message: string;
    date: string;
    time: string;
    service: string;
    anyService: string;
    send: string;
    book: string;
    subscribe: string;
    order: string;
    orderWhat: string;
    eventAsk: string;
    eventWhich: string;
    sentBy: string;
    honeypot: string;
    smsOptIn: string;
    consent: string;
    birthDate: string;
    medications: string;
    allergies: string;
    conditions: string;
    helpWith: string;
    heardFrom: string;
  };
  formTitles: {
    booking: string;
    contact: string;
    newsletter: string;
    order: string;
    events: string;
    medical: string;
    intake: string;
  };
  sections: {
    welcomePost: string;
    welcomePostText: string;
    illustration: string;
    findUs: string;
    openMap: string;
    seo: string;
    faq: Record<'where' | 'what' | 'book' | 'contact', string>;
    faqAnswers: Record<'where' | 'what' | 'book' | 'contact', string>;
    privacy: string[];
    cookieLabel: string;
    cookieText: string;
    accept: string;
    reject: string;
    accessibility: string;
    newsletterLead: string;
    social: string;
    contactLead: string;
  };
  footer: string;
}

const EN: SiteTexts = {
  skip: 'Skip to content',
  mainNav: 'Main',
  pageNames: {},
  tradeIn: '{trade} in {city}',
  welcomeOnly: 'Welcome to {name}.',
  localBusiness: 'Local Business',
  ourServices: 'What we offer',
  tellUsWhatYouNeed: 'Tell us what you need and we answer by email.',
  getInTouch: 'Get in touch',
  bookNow: 'Book online',
  welcome: {
    friendly: 'Welcome to {name}, {tradeIn}!',
    formal: '{name} is {tradeIn}.',
    neutral: 'Welcome to {name}, {tradeIn}.',
  },
  closing: {
    friendly: 'We look forward to hearing from you.',
    formal: 'We are pleased to answer your enquiry.',
    neutral: 'Write to us and we answer by email.',
  },
  aboutText: '{name} is {trade}{inCity}.',
  aboutServices: 'We offer {services}.',
  leads: {
    home: '',
    about: 'Who we are and what we do at {name}.',
    services: 'What {name} offers{inCity}.',
    contact: 'Send us a message: it reaches {name} by email.',
    team: 'The people of {name}.',
    testimonials: 'What clients say about {name}.',
    faq: 'Answers to the questions we hear most often.',
    gallery: 'A look at {name}.',
    portfolio: 'Work by {name}.',
    blog: 'News from {name}.',
    pricing: 'Prices at {name}.',
    booking: 'Ask for an appointment at {name}: we confirm by email.',
    shop: 'Order from {name}.',
    members: 'The members area of {name}.',
    events: 'Events at {name}.',
    menu: 'The menu of {name}.',
    privacy: 'How {name} handles your personal data.',
    terms: 'The terms of {name}.',
    accessibility: 'How this site is made to work for everyone.',
    forms: 'Fill in our forms online before your visit.',
    locations: 'Where to find {name}.',
    other: '{page} at {name}.',
  },
  providedByYou: 'Provided by you',
  inFinishedSite: 'In your finished site',
  provide: {
    photos: 'send us your photos and they take the place of these illustrations in the finished site.',
    reviews: "send us your clients' reviews and we add them in the finished site.",
    team: 'send us the names, roles and photos of your team and we add them in the finished site.',
    prices: 'send us your price list and we add it in the finished site.',
    menu: 'send us your menu with its prices and we add it in the finished site.',
    events: 'send us your event dates and we add them in the finished site.',
    products: 'send us your products, photos and prices and we add them in the finished site.',
    posts: 'send us your articles and we publish them in the finished site.',
    social: 'send us the addresses of your social media accounts and we link them in the finished site.',
    address: 'send us your street address and opening hours and we add them in the finished site.',
    pageText: 'send us what this page should say and we write it into the finished site.',
    services: 'send us your list of services and we describe each one in the finished site.',
    terms: 'send us your terms, checked by your adviser, and we add them in the finished site.',
    projects: 'send us your projects with a line on each and we add them in the finished site.',
  },
  later: {
    payments: 'Online payments arrive in your finished site.',
    shop: 'Online ordering with checkout arrives in your finished site. Until then, send us your order with this form.',
    members: 'Member accounts with sign-in arrive in your finished site.',
    liveChat: 'Live chat arrives in your finished site. Until then, write to us with the contact form.',
    analytics: 'Visitor statistics are switched on in your finished site.',
    smsReminders: 'Appointment reminders by text message arrive in your finished site.',
    multilingual: 'The site in {languages} arrives in your finished site.',
  },
  form: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    date: 'Preferred date',
    time: 'Preferred time',
    service: 'Service',
    anyService: 'Any',
    send: 'Send message',
    book: 'Request appointment',
    subscribe: 'Subscribe',
    order: 'Send order',
    orderWhat: 'What would you like to order?',
    eventAsk: 'Ask about events',
    eventWhich: 'Which event or date?',
    sentBy: 'Your message goes to {name} by email; after sending, a confirmation page opens.',
    honeypot: 'Leave this field empty',
    smsOptIn: 'Remind me by text message',
    consent: 'I agree that {name} keeps these answers for my care.',
    birthDate: 'Date of birth',
    medications: 'Current medications',
    allergies: 'Allergies',
    conditions: 'Medical conditions',
    helpWith: 'What can we help you with?',
    heardFrom: 'How did you hear about us?',
  },
  formTitles: {
    booking: 'Booking request',
    contact: 'Contact',
    newsletter: 'Newsletter signup',
    order: 'Order request',
    events: 'Event enquiry',
    medical: 'Medical history form',
    intake: 'Intake form',
  },
  sections: {
    welcomePost: 'Our new website',
    welcomePostText: 'Welcome to the website of {name}. Here you can {actions}.',
    illustration: 'Illustration in the colours of {name}',
    findUs: 'Find {name} in {city}.',
    openMap: 'Open the map of {city}',
    seo: 'Every page of this site has its own title and description, and a sitemap lists them for search engines.',
    faq: {
      where: 'Where are you?',
      what: 'What do you offer?',
      book: 'How do I book?',
      contact: 'How can I reach you?',
    },
    faqAnswers: {
      where: '{name} is in {city}.',
      what: '{services}.',
      book: 'Use the form on the {page} page: we confirm your appointment by email.',
      contact: 'Send us a message with the form on the {page} page and we answer by email.',
    },
    privacy: [
      '{name} is responsible for the personal data sent through this site.',
      'What we collect and why: what you type into a form (your name, email and message) is sent to {name} by email so we can answer you. Nothing else is collected.',
      'How long we keep it: as long as needed to answer you and as the law requires.',
      'Your rights: you may ask to see, correct or delete your data, object to its use, and complain to your data protection authority.',
    ],
    cookieLabel: 'Cookie consent',
    cookieText: 'This site sets no tracking cookies. Optional cookies are set only if you agree.',
    accept: 'Accept optional cookies',
    reject: 'Reject optional cookies',
    accessibility:
      'Every page has a skip link, labelled form fields, visible focus and colours chosen for contrast. If something does not work for you, tell us with the form on the {page} page.',
    newsletterLead: 'Get news from {name} by email.',
    social: 'Follow {name} on social media.',
    contactLead: 'Write to {name}.',
  },
  footer: '© {name}',
};

const ES: SiteTexts = {
  skip: 'Saltar al contenido',
  mainNav: 'Principal',
  pageNames: {
    home: 'Inicio',
    about: 'Sobre nosotros',
    contact: 'Contacto',
    services: 'Servicios',
    'book online': 'Reservar',
    booking: 'Reservar',
    shop: 'Tienda',
    blog: 'Blog',
    gallery: 'Galería',
    portfolio: 'Portafolio',
    members: 'Socios',
    events: 'Eventos',
    menu: 'Carta',
    faq: 'Preguntas frecuentes',
    'privacy policy': 'Política de privacidad',
    team: 'Equipo',
    testimonials: 'Opiniones',
    pricing: 'Precios',
    locations: 'Dónde estamos',
    careers: 'Empleo',
    news: 'Noticias',
    resources: 'Recursos',
    partners: 'Colaboradores',
    'case studies': 'Casos',
    press: 'Prensa',
    'terms of service': 'Condiciones',
    'accessibility statement': 'Accesibilidad',
    support: 'Ayuda',
    downloads: 'Descargas',
    community: 'Comunidad',
    awards: 'Premios',
    history: 'Historia',
    'mission and values': 'Misión y valores',
    sustainability: 'Sostenibilidad',
    'newsletter archive': 'Boletines',
    sitemap: 'Mapa del sitio',
    forms: 'Formularios',
    products: 'Productos',
    order: 'Pedidos',
  },
  tradeIn: '{trade} en {city}',
  welcomeOnly: 'Bienvenidos a {name}.',
  localBusiness: 'Negocio local',
  ourServices: 'Lo que ofrecemos',
  tellUsWhatYouNeed: 'Cuéntanos qué necesitas y te respondemos por correo.',
  getInTouch: 'Contáctanos',
  bookNow: 'Reservar',
  welcome: {
    friendly: '¡Bienvenidos a {name}, {tradeIn}!',
    formal: '{name} es {tradeIn}.',
    neutral: 'Bienvenidos a {name}, {tradeIn}.',
  },
  closing: {
    friendly: '¡Nos encantará saber de ti!',
    formal: 'Atenderemos su consulta con gusto.',
    neutral: 'Escríbenos y te respondemos por correo.',
  },
  aboutText: '{name} es {trade}{inCity}.',
  aboutServices: 'Ofrecemos {services}.',
  leads: {
    home: '',
    about: 'Quiénes somos y qué hacemos en {name}.',
    services: 'Lo que ofrece {name}{inCity}.',
    contact: 'Envíanos un mensaje: llega a {name} por correo.',
    team: 'Las personas de {name}.',
    testimonials: 'Lo que dicen los clientes de {name}.',
    faq: 'Respuestas a las preguntas más frecuentes.',
    gallery: 'Un vistazo a {name}.',
    portfolio: 'Trabajos de {name}.',
    blog: 'Noticias de {name}.',
    pricing: 'Precios de {name}.',
    booking: 'Pide tu cita en {name}: te la confirmamos por correo.',
    shop: 'Haz tu pedido a {name}.',
    members: 'El área de socios de {name}.',
    events: 'Eventos en {name}.',
    menu: 'La carta de {name}.',
    privacy: 'Cómo trata {name} tus datos personales.',
    terms: 'Las condiciones de {name}.',
    accessibility: 'Cómo está hecho este sitio para que funcione para todos.',
    forms: 'Rellena nuestros formularios en línea antes de tu visita.',
    locations: 'Dónde encontrar {name}.',
    other: '{page} de {name}.',
  },
  providedByYou: 'Lo aportas tú',
  inFinishedSite: 'En tu sitio terminado',
  provide: {
    photos: 'envíanos tus fotos y sustituyen a estas ilustraciones en el sitio terminado.',
    reviews: 'envíanos las opiniones de tus clientes y las añadimos en el sitio terminado.',
    team: 'envíanos los nombres, cargos y fotos de tu equipo y los añadimos en el sitio terminado.',
    prices: 'envíanos tu lista de precios y la añadimos en el sitio terminado.',
    menu: 'envíanos tu carta con sus precios y la añadimos en el sitio terminado.',
    events: 'envíanos las fechas de tus eventos y las añadimos en el sitio terminado.',
    products: 'envíanos tus productos, fotos y precios y los añadimos en el sitio terminado.',
    posts: 'envíanos tus artículos y los publicamos en el sitio terminado.',
    social: 'envíanos las direcciones de tus redes sociales y las enlazamos en el sitio terminado.',
    address: 'envíanos tu dirección y tu horario y los añadimos en el sitio terminado.',
    pageText: 'envíanos lo que debe decir esta página y la redactamos en el sitio terminado.',
    services: 'envíanos tu lista de servicios y describimos cada uno en el sitio terminado.',
    terms: 'envíanos tus condiciones, revisadas por tu asesor, y las añadimos en el sitio terminado.',
    projects: 'envíanos tus proyectos con una línea sobre cada uno y los añadimos en el sitio terminado.',
  },
  later: {
    payments: 'Los pagos en línea llegan con tu sitio terminado.',
    shop: 'Los pedidos en línea con pago llegan con tu sitio terminado. Mientras tanto, envíanos tu pedido con este formulario.',
    members: 'Las cuentas de socio con acceso llegan con tu sitio terminado.',
    liveChat: 'El chat en vivo llega con tu sitio terminado. Mientras tanto, escríbenos con el formulario de contacto.',
    analytics: 'Las estadísticas de visitas se activan en tu sitio terminado.',
    smsReminders: 'Los recordatorios de cita por SMS llegan con tu sitio terminado.',
    multilingual: 'El sitio en {languages} llega con tu sitio terminado.',
  },
  form: {
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    message: 'Mensaje',
    date: 'Fecha preferida',
    time: 'Hora preferida',
    service: 'Servicio',
    anyService: 'Cualquiera',
    send: 'Enviar mensaje',
    book: 'Pedir cita',
    subscribe: 'Suscribirme',
    order: 'Enviar pedido',
    orderWhat: '¿Qué quieres pedir?',
    eventAsk: 'Preguntar por eventos',
    eventWhich: '¿Qué evento o fecha?',
    sentBy: 'Tu mensaje llega a {name} por correo; al enviarlo se abre una página de confirmación.',
    honeypot: 'Deja este campo vacío',
    smsOptIn: 'Recordádmelo por SMS',
    consent: 'Acepto que {name} guarde estas respuestas para mi atención.',
    birthDate: 'Fecha de nacimiento',
    medications: 'Medicación actual',
    allergies: 'Alergias',
    conditions: 'Enfermedades',
    helpWith: '¿En qué podemos ayudarte?',
    heardFrom: '¿Cómo nos conociste?',
  },
  formTitles: {
    booking: 'Solicitud de cita',
    contact: 'Contacto',
    newsletter: 'Alta en el boletín',
    order: 'Pedido',
    events: 'Consulta de eventos',
    medical: 'Historial médico',
    intake: 'Formulario de admisión',
  },
  sections: {
    welcomePost: 'Nuestro nuevo sitio web',
    welcomePostText: 'Bienvenidos al sitio web de {name}. Aquí puedes {actions}.',
    illustration: 'Ilustración con los colores de {name}',
    findUs: 'Encuentra {name} en {city}.',
    openMap: 'Abrir el mapa de {city}',
    seo: 'Cada página de este sitio tiene su propio título y descripción, y un mapa del sitio las presenta a los buscadores.',
    faq: {
      where: '¿Dónde estáis?',
      what: '¿Qué ofrecéis?',
      book: '¿Cómo reservo?',
      contact: '¿Cómo os contacto?',
    },
    faqAnswers: {
      where: '{name} está en {city}.',
      what: '{services}.',
      book: 'Usa el formulario de la página {page}: te confirmamos la cita por correo.',
      contact: 'Envíanos un mensaje con el formulario de la página {page} y te respondemos por correo.',
    },
    privacy: [
      '{name} es responsable de los datos personales enviados a través de este sitio.',
      'Qué recogemos y por qué: lo que escribes en un formulario (tu nombre, correo y mensaje) se envía a {name} por correo para poder responderte. No se recoge nada más.',
      'Cuánto tiempo lo guardamos: lo necesario para responderte y lo que exige la ley.',
      'Tus derechos: puedes pedir ver, corregir o borrar tus datos, oponerte a su uso y reclamar ante la autoridad de protección de datos.',
    ],
    cookieLabel: 'Consentimiento de cookies',
    cookieText: 'Este sitio no usa cookies de seguimiento. Las cookies opcionales solo se usan si aceptas.',
    accept: 'Aceptar cookies opcionales',
    reject: 'Rechazar cookies opcionales',
    accessibility:
      'Cada página tiene un enlace para saltar al contenido, campos con etiqueta, foco visible y colores con buen contraste. Si algo no te funciona, dínoslo con el formulario de la página {page}.',
    newsletterLead: 'Recibe las novedades de {name} por correo.',
    social: 'Sigue a {name} en redes sociales.',
    contactLead: 'Escribe a {name}.',
  },
  footer: '© {name}',
};

export const SITE_TEXTS: Record<WriterLanguage, SiteTexts> = { en: EN, es: ES };

/** Fills `{key}` with the given values (already escaped by the caller when they go into markup). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A list in words: "a, b and c" / "a, b y c". */
export function listOf(items: readonly string[], lang: WriterLanguage): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${items[items.length - 1]}`;
}

/** Language names as the summary holds them (English), as a Spanish sentence names them. */
const SPANISH_NAMES: Record<string, string> = {
  english: 'inglés',
  spanish: 'español',
  french: 'francés',
  german: 'alemán',
  italian: 'italiano',
  portuguese: 'portugués',
  catalan: 'catalán',
  dutch: 'neerlandés',
  chinese: 'chino',
  arabic: 'árabe',
};

export const languageName = (name: string, lang: WriterLanguage) =>
  lang === 'es' ? (SPANISH_NAMES[name.trim().toLowerCase()] ?? name) : name;
