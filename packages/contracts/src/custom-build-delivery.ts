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
