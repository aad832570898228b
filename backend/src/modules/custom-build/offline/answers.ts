import { CUSTOM_BUILD_FEATURES } from '@tm/contracts/custom-build';
import { FIRST_VERSION_HOURS, finishedSiteDue } from '@tm/contracts/custom-build-delivery';
import type { CustomBuildRequirements } from '@tm/contracts/custom-build.schemas';
import { pagesOf } from '../pricing';
import type { Question } from './intents';

/** The owner's delivery terms the consultant answers from (decision 093): read from shop_settings by ConsultantService. */
export interface ConsultantTerms {
  leadDays: number;
  revisionRounds: number;
  timeZone: string;
  /** Today, for "if you pay today, due on ...". */
  now: Date;
}

/** The defaults of shop_settings (decision 093), for callers without the settings (unit tests). */
export const DEFAULT_TERMS = (): ConsultantTerms => ({ leadDays: 5, revisionRounds: 2, timeZone: 'UTC', now: new Date() });

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Monday 14 December", in English like the rest of the replies. */
const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The finished site's due date if paid today, and how many calendar days away it is. */
export function dueIfPaidToday(terms: ConsultantTerms): { iso: string; calendarDays: number } {
  const iso = finishedSiteDue(terms.now, terms.leadDays, terms.timeZone);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: terms.timeZone }).format(terms.now);
  return { iso, calendarDays: Math.round((Date.parse(iso) - Date.parse(today)) / DAY_MS) };
}

const workingDays = (n: number) => `${n} working ${n === 1 ? 'day' : 'days'}`;
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * The visitor's deadline beside the promise (decision 094): their days are kept as theirs, the due date
 * is the owner's lead time, and a deadline shorter than it is said plainly, never promised.
 */
export function deadlineSentence(askedDays: number, terms: ConsultantTerms): { met: boolean; text: string } {
  const due = dueIfPaidToday(terms);
  const met = due.calendarDays <= askedDays;
  const promise = `the finished site is due on ${longDate(due.iso)} (${workingDays(terms.leadDays)} after payment, if you pay today); the first version comes within ${FIRST_VERSION_HOURS} hours of payment.`;
  return {
    met,
    text: met
      ? `You asked for ${days(askedDays)}: ${promise}`
      : `You asked for ${days(askedDays)}: I cannot promise that. ${promise[0]!.toUpperCase()}${promise.slice(1)}`,
  };
}

export const deliveryAnswer = (terms: ConsultantTerms) => {
  const due = dueIfPaidToday(terms);
  return `Delivery: the first version of your site comes within ${FIRST_VERSION_HOURS} hours of payment, and the finished site is due ${workingDays(terms.leadDays)} after payment (on ${longDate(due.iso)} if you pay today).`;
};

export const revisionsAnswer = (terms: ConsultantTerms) =>
  terms.revisionRounds === 0
    ? 'Revisions: the price includes no rounds of changes after the first version; further changes are quoted separately.'
    : `Revisions: the price includes ${terms.revisionRounds} ${terms.revisionRounds === 1 ? 'round' : 'rounds'} of changes after the first version; you send your changes, we make them before the due date.`;

export const OWNERSHIP_ANSWER =
  'Ownership: the site we build for you is yours. You receive all its files (plain HTML and CSS) with a licence made out to you, and you may keep, change, host and publish it as you like, with no ongoing fee to us.';

export const HOSTING_ANSWER =
  'Hosting: not included. The site is delivered as static files that run on any web host (Netlify, GitHub Pages, Cloudflare Pages or your own web space), and the README says how to put it online; the domain is yours to register.';

export function pagesAnswer(r: CustomBuildRequirements): string {
  const pages = pagesOf(r);
  const excluded = r.excludedPages.length ? ` Left out, as you asked: ${r.excludedPages.join(', ')}.` : '';
  return `Pages: ${pages.length} — ${pages.join(', ')}.${excluded}`;
}

export function includedAnswer(r: CustomBuildRequirements, terms: ConsultantTerms): string {
  const features = [...new Set(r.features)].map((f) => CUSTOM_BUILD_FEATURES[f]);
  const included = r.requests.filter((q) => q.included).map((q) => q.text);
  const notIncluded = r.requests.filter((q) => !q.included).map((q) => `${q.text} (${q.reason ?? 'not included'})`);
  return [
    `Included: the design, responsive layout and basic SEO tags, ${pagesOf(r).length} pages`,
    features.length ? `, ${features.join(', ')}` : '',
    included.length ? `, and ${included.join(', ')}` : '',
    `; the first version within ${FIRST_VERSION_HOURS} hours of payment and ${terms.revisionRounds} ${terms.revisionRounds === 1 ? 'round' : 'rounds'} of changes.`,
    ` Not included: hosting and the domain${notIncluded.length ? `, ${notIncluded.join(', ')}` : ''}.`,
  ].join('');
}

export const PRICE_ANSWER_TEXT =
  'The price is calculated from your requirements when the summary is generated: a base for the home page and design, hours for each extra page and each feature, at our hourly rate. The summary shows every part.';

/** The direct answer to one question, from the requirements as they are after this message. */
export function answerOf(question: Question, r: CustomBuildRequirements, terms: ConsultantTerms): string {
  switch (question) {
    case 'pages':
      return pagesAnswer(r);
    case 'included':
      return includedAnswer(r, terms);
    case 'ownership':
      return OWNERSHIP_ANSWER;
    case 'hosting':
      return HOSTING_ANSWER;
    case 'revisions':
      return revisionsAnswer(terms);
    case 'delivery':
      return r.deadlineDays !== null ? deadlineSentence(r.deadlineDays, terms).text : deliveryAnswer(terms);
    case 'price':
      return PRICE_ANSWER_TEXT;
  }
}
