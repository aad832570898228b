import { CUSTOM_BUILD_FEATURES, type CustomBuildFeature } from '@tm/contracts/custom-build';
import type { RequestedItem } from '@tm/contracts/custom-build.schemas';

/**
 * Things visitors ask for that no feature of the list names (decision 094). Each is kept in the
 * requirements in plain words and answered: included (and inside which priced part) or not included
 * and why. `feature` is the priced feature that carries it: asking for it asks for that feature.
 */
interface KnownRequest {
  pattern: RegExp;
  text: string;
  included: boolean;
  reason: string;
  feature?: CustomBuildFeature;
}

const partOf = (feature: CustomBuildFeature) => `Part of ${CUSTOM_BUILD_FEATURES[feature]}`;

export const KNOWN_REQUESTS: readonly KnownRequest[] = [
  {
    pattern:
      /\b(choice of (dentist|doctor|practitioner|therapist|stylist|staff|hygienist)|choose (their|a|the|your) (own )?(dentist|doctor|practitioner|therapist|stylist|hygienist)|pick (their|a|the) (dentist|doctor|therapist|stylist)|elegir (el |al |su )?(dentista|doctor|medico)|choisir (son |le )?(dentiste|medecin))/,
    text: 'Choice of practitioner when booking',
    included: true,
    reason: `${partOf('booking')}: the booking form lists your practitioners`,
    feature: 'booking',
  },
  {
    pattern: /\b(reschedul\w*|cancel\w* (an |their |the )?(appointment|booking)s? online)/,
    text: 'Cancel or reschedule online',
    included: true,
    reason: `${partOf('booking')}: the confirmation links to change the booking`,
    feature: 'booking',
  },
  {
    pattern: /\b(email reminders?|reminder emails?|remind\w* by email)/,
    text: 'Email reminders',
    included: true,
    reason: `${partOf('booking')}: the booking service you connect sends the confirmation and reminder emails`,
    feature: 'booking',
  },
  {
    pattern: /\bbefore (and|&) after (photos|pictures|gallery)/,
    text: 'Before-and-after photos',
    included: true,
    reason: partOf('gallery'),
    feature: 'gallery',
  },
  {
    pattern: /\b(hosting|host (it|the site|the website)|web host|alojamiento|hebergement)\b/,
    text: 'Hosting',
    included: false,
    reason: 'Not included: the site is delivered as static files that run on any web host (Netlify, GitHub Pages or your own)',
  },
  {
    pattern: /\b(domain name|register (a|the|our) domain|buy (a|the) domain|dominio)\b/,
    text: 'Domain name',
    included: false,
    reason: 'Not included: you register the domain and point it at your host',
  },
  {
    pattern: /\b((design|create|make|new) (a |us a |me a |our )?(new )?logo|logo design|disenar (un |el )?logo)/,
    text: 'Logo design',
    included: false,
    reason: 'Not included: send us your logo, or the site shows your business name in its typeface',
  },
  {
    pattern: /\b(mobile app|ios app|android app|an app\b|app for (iphone|android))/,
    text: 'Mobile app',
    included: false,
    reason: 'Not included: a mobile app is another product; the site itself works on phones',
  },
  {
    pattern: /\b(telehealth|telemedicine|video (consultation|call|appointment)s?|online consultation by video)/,
    text: 'Video consultations',
    included: false,
    reason: 'Not included: video calls need a telehealth service; the site links to yours',
  },
  {
    pattern: /\b(hipaa|patient records|medical records|health records|ehr|emr)\b/,
    text: 'Keeping patient records (HIPAA)',
    included: false,
    reason: 'Not included: the site stores no patient data; forms send their answers on, and a records system of your own keeps them',
  },
  {
    pattern: /\b(secure (document|file) upload|upload (their |client |)?documents|document upload|file upload|client documents)/,
    text: 'Secure document upload',
    included: false,
    reason: 'Not included: uploads need a document service; the site links to yours',
  },
  {
    pattern: /\b(e-?signatures?|sign (documents|contracts) online|docusign)/,
    text: 'Electronic signatures',
    included: false,
    reason: 'Not included: signing needs an e-signature service; the site links to yours',
  },
  {
    pattern: /\b(gift cards?|vouchers?|gift certificates?)/,
    text: 'Gift cards',
    included: false,
    reason: 'Not included: gift cards need a payment service; ask for an online store to sell them',
  },
  {
    pattern: /\b(loyalty (program|programme|scheme|card)|reward points)/,
    text: 'Loyalty programme',
    included: false,
    reason: 'Not included: a loyalty scheme needs a service of its own',
  },
  {
    pattern: /\b(calculator|estimator|quote calculator|tax calculator)\b/,
    text: 'Online calculator',
    included: false,
    reason: 'Not included: a calculator is custom code beyond the pages and features priced',
  },
  {
    pattern: /\b(accessib\w+|wcag|ada complian\w*|screen readers?)/,
    text: 'Accessibility',
    included: true,
    reason: 'Part of the base: headings, labels, contrast and keyboard use on every page',
  },
  {
    pattern: /\b(mobile[- ]friendly|responsive|works on (phones|mobile)|movil)\b/,
    text: 'Works on phones',
    included: true,
    reason: 'Part of the base: every page is responsive',
  },
  {
    pattern: /\b(google calendar|calendly|outlook calendar|mailchimp|hubspot|salesforce|crm)\b/,
    text: 'Connection to your own service (calendar, mailing list or CRM)',
    included: false,
    reason: 'Not included: the forms are ready to connect; you link them to your account',
  },
  {
    pattern: /\b(free consultation|consultation request|request a consultation|case evaluation)/,
    text: 'Consultation requests',
    included: true,
    reason: partOf('contactForm'),
    feature: 'contactForm',
  },
  {
    pattern: /\b(copywriting|write (the|our|all the) (texts?|copy|content)|escribir los textos)/,
    text: 'Texts written for you',
    included: true,
    reason: 'Part of the base: the first version is written from what you told us; you correct it in your revision rounds',
  },
];

/** The requests a message makes, in the list's words, and the features they bring. */
export function requestsOf(text: string): { requests: RequestedItem[]; features: CustomBuildFeature[] } {
  const folded = text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  const found = KNOWN_REQUESTS.filter((r) => r.pattern.test(folded) && !negatedBefore(folded, r.pattern));
  return {
    requests: found.map(({ text: label, included, reason }) => ({ text: label, included, reason })),
    features: [...new Set(found.flatMap((r) => (r.feature ? [r.feature] : [])))],
  };
}

/** "no hosting needed" still asks about hosting; "we do not need an app" does not ask for an app. */
function negatedBefore(text: string, pattern: RegExp): boolean {
  const at = text.search(pattern);
  if (at < 0) return false;
  const before = text.slice(Math.max(0, at - 25), at);
  return /\b(no|not|don't|dont|without|sin|pas de|kein\w*)\b[^.,;]*$/.test(before) && !/\b(hosting|host)\b/.test(text.slice(at, at + 12));
}

/** Requests merged by their text, the later answer winning. */
export function mergeRequests(current: readonly RequestedItem[], added: readonly RequestedItem[]): RequestedItem[] {
  const byText = new Map(current.map((r) => [r.text.toLowerCase(), r]));
  for (const r of added) byText.set(r.text.toLowerCase(), r);
  return [...byText.values()].slice(0, 20);
}
