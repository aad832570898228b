// Zod-free and pure: the backend, the admin and the storefront may all import it.

/**
 * A custom build's first version reaches the customer within this many hours of payment, whatever the
 * finished site's due date (decision 093).
 */
export const FIRST_VERSION_HOURS = 2;

/**
 * A delivered custom build the customer has not answered (neither accepted nor asked for a revision)
 * within this many calendar days counts as accepted (decision 093).
 */
export const ACCEPTANCE_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day `at` falls on in `timeZone`, as midnight UTC of that day (so day arithmetic ignores DST). */
function localDayOf(at: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
}

/**
 * The day a custom build's finished site is due (decision 093), as YYYY-MM-DD in the shop's time zone.
 *
 * The payment's local day is the calendar day `paidAt` falls on in `timeZone`; it never counts, whatever
 * the hour or the weekday. Day 1 is the first Monday-to-Friday day after it, day 2 the next, and the
 * site is due on day `leadDays`. So a payment on Friday evening with 1 day is due on Monday, one on
 * Saturday or Sunday with 5 days on the next Friday, one on Monday with 5 days on the next Monday.
 * Public holidays are not known and count as working days. Days are calendar days of the zone, so a
 * change to or from summer time does not move the answer.
 *
 * Throws a RangeError for an invalid date, a `leadDays` that is not a whole number from 1 up, or a time
 * zone the runtime does not know.
 */
export function finishedSiteDue(paidAt: Date, leadDays: number, timeZone: string): string {
  if (Number.isNaN(paidAt.getTime())) throw new RangeError('paidAt must be a valid date');
  if (!Number.isInteger(leadDays) || leadDays < 1) throw new RangeError('leadDays must be a whole number from 1 up');
  let day = localDayOf(paidAt, timeZone);
  for (let counted = 0; counted < leadDays;) {
    day = new Date(day.getTime() + DAY_MS);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return day.toISOString().slice(0, 10);
}

/**
 * The languages the built-in writer writes a first version's copy in (English names, as
 * CustomBuildRequirements.languages holds them). A site asked for in another language gets its first
 * version in English, and the summary says so before payment; the finished site is in the language asked for.
 */
export const WRITER_LANGUAGES = ['English', 'Spanish'] as const;

/**
 * What a custom build delivers today, whatever platform the visitor named: static files (decision 095).
 * A platform theme (WordPress) is not built; the summary's platform note says so.
 */
export const DELIVERED_SITE = 'static HTML and CSS files, with JavaScript only where a feature needs it, that you can host anywhere';

/**
 * Who owns the delivered site (decision 095): the buyer, unlike a template, which is licensed. Parts that
 * carry a licence file of their own stay under it, as LICENCE_TERMS.ownLicenceFiles says of templates.
 */
export const SITE_OWNERSHIP =
  'You own the site: full rights to use, change and publish it, and parts that come with a licence file of their own (fonts, images, code libraries) stay under that file.';

/** The terms as the summary answer carries them (DeliveryTermsSchema in custom-build-delivery.schemas.ts). */
export interface DeliveryTermsFacts {
  firstVersionHours: number;
  leadDays: number;
  /** 'YYYY-MM-DD' in the shop's time zone. */
  finishedSiteDue: string;
  revisionRounds: number;
  acceptanceDays: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * 'YYYY-MM-DD' as the pages and mails say a day: "Friday 11 December 2026". A calendar day, so it is
 * formatted at UTC (the day was already counted in the shop's zone by finishedSiteDue). The shop has no
 * locale setting; its texts are British-style English, as the static pages are.
 */
export function readableDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(at.getTime())) throw new RangeError('day must be YYYY-MM-DD');
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/**
 * The two steps and the conditions, as sentences (decision 095): the summary card, the checkout card,
 * the order confirmation and the dashboard all say them from here. `when`: a 'quote' before payment
 * (the date if paid today) or a build 'sold' (the date stored at payment).
 */
export function deliveryTermsText(terms: DeliveryTermsFacts, when: 'quote' | 'sold' = 'quote') {
  const rounds =
    terms.revisionRounds === 0
      ? 'with no rounds of changes included'
      : `after up to ${plural(terms.revisionRounds, 'round', 'rounds')} of your changes`;
  const due = readableDay(terms.finishedSiteDue);
  return {
    firstVersion: `First version within ${plural(terms.firstVersionHours, 'hour', 'hours')} of payment: every page and feature of your summary, to download from your dashboard.`,
    finishedSite:
      when === 'quote'
        ? `Finished site by ${due} if you pay today (${plural(terms.leadDays, 'working day', 'working days')}), ${rounds}.`
        : `Finished site by ${due} (${plural(terms.leadDays, 'working day', 'working days')} after payment), ${rounds}.`,
    price: 'Both steps are included in the price.',
    site: `The site is ${DELIVERED_SITE}. ${SITE_OWNERSHIP}`,
    acceptance: `If you neither accept the delivered site nor ask for changes within ${terms.acceptanceDays} days of its delivery, it counts as accepted.`,
  };
}

/** A sold build's promise as its order item keeps it (SoldPromiseSchema). */
export interface SoldPromiseFacts {
  finishedSiteDue: string;
  leadDays: number;
  revisionRounds: number;
}

/**
 * The two steps of a build sold, with the date and rounds kept at payment (decision 095), numbered as
 * the summary said them: for the confirmation mail and the dashboard.
 */
export function soldDeliveryLines(promise: SoldPromiseFacts): string[] {
  const text = deliveryTermsText({ ...promise, firstVersionHours: FIRST_VERSION_HOURS, acceptanceDays: ACCEPTANCE_DAYS }, 'sold');
  return [`1. ${text.firstVersion}`, `2. ${text.finishedSite}`, text.price, text.acceptance];
}
