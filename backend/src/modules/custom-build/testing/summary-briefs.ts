import type { CustomBuildFeature, CustomBuildPlatform, CustomBuildTimeline } from '@tm/contracts/custom-build';
import type { ReplyLanguage } from '../offline/reply-language';

/**
 * Conversations of the kinds the consultant got wrong (vague, another language, legal, medical,
 * several locations, a shop platform named) and what the summary made from each must hold. Each
 * message goes to the offline consultant in turn; the summary is then generated as the page does.
 */
export interface SummaryBrief {
  kind: 'vague' | 'non-English' | 'legal' | 'medical' | 'multi-location' | 'e-commerce platform';
  messages: string[];
  /** What the consultant's replies must show, in order of the messages (a regex per message, or null). */
  replies?: Array<RegExp | null>;
  /** The language the first message is read as ('en' when not given). */
  language?: ReplyLanguage;
  summary: {
    businessType: string | null;
    /** Features the summary must list (it may list more). */
    features?: CustomBuildFeature[];
    /** Pages the summary must list, by name. */
    pages?: string[];
    timeline?: CustomBuildTimeline;
    platform?: CustomBuildPlatform;
  };
}

/** A reply that asks something (a question mark) and refuses nothing. */
export const ASKS = /\?/;

export const SUMMARY_BRIEFS: SummaryBrief[] = [
  // Vague: questions, not a refusal loop.
  {
    kind: 'vague',
    messages: ['I need a website', 'not sure really', 'something simple', 'whatever you think'],
    replies: [ASKS, ASKS, ASKS, /summary/],
    summary: { businessType: null, pages: ['Home', 'About', 'Contact'] },
  },
  {
    kind: 'vague',
    messages: ['hi, can you make me a site?', 'It is for my bakery', 'people should order cakes online'],
    replies: [ASKS, ASKS, ASKS],
    summary: { businessType: 'Bakery', features: ['shop'], pages: ['Home', 'Shop'] },
  },
  {
    kind: 'vague',
    messages: ['help', 'we are a small accounting firm, we need about 6 pages', 'in three days please'],
    replies: [ASKS, ASKS, /Rush: within 3 days/],
    summary: { businessType: 'Accounting Firm', timeline: 'rush' },
  },
  // Spanish is answered in Spanish (decision 094); another language gets an answer that says, in that
  // language, that the consultant works in English.
  {
    kind: 'non-English',
    language: 'es',
    messages: ['Hola, tenemos una panadería y queremos una tienda online con pagos y una galería de fotos.'],
    replies: [/He anotado: tienda online, pagos online, galería de fotos\. Idioma del sitio: español\./],
    summary: { businessType: 'Bakery', features: ['shop', 'payments', 'gallery'] },
  },
  {
    kind: 'non-English',
    language: 'fr',
    messages: ["Bonjour, je suis avocat et nous avons besoin d'un site avec un formulaire de contact."],
    replies: [/Je travaille en anglais/],
    summary: { businessType: 'Law Firm', features: ['contactForm'] },
  },
  {
    kind: 'non-English',
    language: 'de',
    messages: ['Hallo, wir sind eine Zahnarzt Praxis und brauchen eine Webseite mit Terminbuchung und Datenschutz (DSGVO).'],
    replies: [/Ich arbeite auf Englisch/],
    summary: { businessType: 'Dental Clinic', features: ['booking', 'privacy'] },
  },
  {
    kind: 'non-English',
    language: 'other',
    messages: ['Здравствуйте, нам нужен сайт для ресторана', 'A restaurant with a menu and table reservations'],
    replies: [/I work in English/, ASKS],
    summary: { businessType: 'Restaurant', features: ['menu', 'booking'] },
  },
  // Legal.
  {
    kind: 'legal',
    messages: [
      'We are a law firm. The site needs our practice areas, attorney profiles and a contact form, and it must be GDPR compliant.',
      'Navy and corporate',
      'in three days',
    ],
    replies: [/Practice Areas/, ASKS, /Rush: within 3 days/],
    summary: {
      businessType: 'Law Firm',
      features: ['contactForm', 'privacy'],
      pages: ['Practice Areas', 'Attorneys', 'Contact', 'Privacy Policy'],
      timeline: 'rush',
    },
  },
  {
    kind: 'legal',
    messages: [
      'Immigration lawyer, solo practice. I need 8 pages: areas of practice, my profile, FAQ, a blog and a cookie banner. Within two weeks.',
    ],
    summary: {
      businessType: 'Law Firm',
      features: ['faq', 'blog', 'privacy'],
      pages: ['Practice Areas', 'FAQ', 'Blog'],
      timeline: 'standard',
    },
  },
  // Medical.
  {
    kind: 'medical',
    messages: [
      'Dental practice: online appointment booking, a patient portal, new patient forms, the insurance we accept and our doctor profiles.',
    ],
    summary: {
      businessType: 'Dental Clinic',
      features: ['booking', 'members'],
      pages: ['Patient Information', 'Insurance', 'Doctors', 'Book Online'],
    },
  },
  {
    kind: 'medical',
    messages: [
      'We run a GP medical practice. Patients need information for new patients, opening hours and a map, and the site in English and Polish.',
      'calm green, in a month',
    ],
    summary: { businessType: 'Medical Practice', features: ['maps', 'multilingual'], pages: ['Patient Information'], timeline: 'flexible' },
  },
  {
    kind: 'medical',
    messages: ['physiotherapy clinic, people book treatments online and read a FAQ, privacy policy please, needed in 10 days'],
    summary: { businessType: 'Physiotherapy Clinic', features: ['booking', 'faq', 'privacy'], pages: ['Services'], timeline: 'standard' },
  },
  // Several locations.
  {
    kind: 'multi-location',
    messages: [
      'Our bakery has three shops, in Leeds, York and Hull. We need a locations page with a map for each, opening hours and a contact form.',
    ],
    summary: { businessType: 'Bakery', features: ['maps', 'contactForm'], pages: ['Locations', 'Contact'] },
  },
  {
    kind: 'multi-location',
    messages: ['gym with 4 branches across the city: class timetable, membership sign up, store locator'],
    summary: { businessType: 'Fitness Studio', features: ['events', 'members'], pages: ['Locations'] },
  },
  // A shop platform named: the summary says what the delivery is for it.
  {
    kind: 'e-commerce platform',
    messages: ['I sell handmade jewellery and want a Shopify store with a blog and instagram links.'],
    replies: [/not a Shopify theme/],
    summary: { businessType: 'Jewelry Store', features: ['shop', 'blog', 'social'], pages: ['Shop', 'Blog'], platform: 'Shopify' },
  },
  {
    kind: 'e-commerce platform',
    messages: ['We are a coffee roaster selling beans online on WooCommerce; subscriptions, reviews and a newsletter. ASAP.'],
    summary: {
      businessType: 'Coffee Roastery',
      features: ['shop', 'members', 'testimonials', 'newsletter'],
      platform: 'WooCommerce',
      timeline: 'rush',
    },
  },
  {
    kind: 'e-commerce platform',
    messages: ['Fashion boutique moving from Wix: online shop with card payments, lookbook gallery, 5 pages, in 3 weeks.'],
    summary: { businessType: 'Fashion Boutique', features: ['shop', 'payments', 'gallery'], platform: 'Wix', timeline: 'flexible' },
  },
];
