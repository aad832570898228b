import { ACCEPTANCE_DAYS, finishedSiteDue, FIRST_VERSION_HOURS } from './custom-build-delivery';

const at = (iso: string) => new Date(iso);
const weekday = (ymd: string) => new Date(`${ymd}T00:00:00Z`).getUTCDay();

// Decision 093: a custom build's finished site is due leadDays working days after the payment's local day.
describe('finishedSiteDue', () => {
  it('counts from the first working day after the day of payment, whatever the hour', () => {
    expect(finishedSiteDue(at('2026-12-07T00:01:00Z'), 1, 'UTC')).toBe('2026-12-08'); // Monday → Tuesday
    expect(finishedSiteDue(at('2026-12-07T23:59:00Z'), 1, 'UTC')).toBe('2026-12-08');
    expect(finishedSiteDue(at('2026-12-09T12:00:00Z'), 2, 'UTC')).toBe('2026-12-11'); // Wednesday → Friday
    expect(finishedSiteDue(at('2026-12-07T09:00:00Z'), 5, 'UTC')).toBe('2026-12-14'); // Monday → next Monday
  });

  it('skips the weekend', () => {
    expect(finishedSiteDue(at('2026-12-04T18:30:00Z'), 1, 'UTC')).toBe('2026-12-07'); // Friday evening → Monday
    expect(finishedSiteDue(at('2026-12-03T10:00:00Z'), 2, 'UTC')).toBe('2026-12-07'); // Thursday → Monday
    expect(finishedSiteDue(at('2026-12-05T10:00:00Z'), 5, 'UTC')).toBe('2026-12-11'); // Saturday → next Friday
    expect(finishedSiteDue(at('2026-12-06T22:00:00Z'), 5, 'UTC')).toBe('2026-12-11'); // Sunday → next Friday
    expect(finishedSiteDue(at('2026-12-04T10:00:00Z'), 6, 'UTC')).toBe('2026-12-14'); // Friday → Monday a week on
  });

  it("takes the day of payment in the shop's time zone, not UTC's, at midnight", () => {
    // Sunday 23:30 in UTC is already Monday 00:30 in Berlin: Berlin's day 1 is Tuesday.
    expect(finishedSiteDue(at('2026-12-06T23:30:00Z'), 1, 'UTC')).toBe('2026-12-07');
    expect(finishedSiteDue(at('2026-12-06T23:30:00Z'), 1, 'Europe/Berlin')).toBe('2026-12-08');
    // Tuesday 03:00 in UTC is still Monday 22:00 in New York.
    expect(finishedSiteDue(at('2026-12-08T03:00:00Z'), 1, 'UTC')).toBe('2026-12-09');
    expect(finishedSiteDue(at('2026-12-08T03:00:00Z'), 1, 'America/New_York')).toBe('2026-12-08');
    // Friday 11:30 in UTC is Saturday 00:30 in Auckland (UTC+13 in December): the weekend there.
    expect(finishedSiteDue(at('2026-12-04T11:30:00Z'), 5, 'Pacific/Auckland')).toBe('2026-12-11');
    expect(finishedSiteDue(at('2026-12-04T10:30:00Z'), 5, 'Pacific/Auckland')).toBe('2026-12-11');
    expect(finishedSiteDue(at('2026-12-04T10:30:00Z'), 1, 'Pacific/Auckland')).toBe('2026-12-07');
    // The last millisecond of a local day and the first of the next.
    expect(finishedSiteDue(at('2026-12-07T22:59:59.999Z'), 1, 'Europe/Berlin')).toBe('2026-12-08');
    expect(finishedSiteDue(at('2026-12-07T23:00:00.000Z'), 1, 'Europe/Berlin')).toBe('2026-12-09');
  });

  it('keeps to calendar days across a change to or from summer time', () => {
    // Berlin goes to summer time on Sunday 29 March 2026: 22:30 UTC that day is Monday 00:30 CEST (UTC+2).
    expect(finishedSiteDue(at('2026-03-29T22:30:00Z'), 1, 'Europe/Berlin')).toBe('2026-03-31');
    // Berlin leaves it on Sunday 25 October 2026: 22:30 UTC that day is still Sunday, 23:30 CET (UTC+1).
    expect(finishedSiteDue(at('2026-10-25T22:30:00Z'), 1, 'Europe/Berlin')).toBe('2026-10-26');
    // Paid on the Friday before the change, due the week after it.
    expect(finishedSiteDue(at('2026-10-23T21:59:00Z'), 5, 'Europe/Berlin')).toBe('2026-10-30');
    expect(finishedSiteDue(at('2026-10-23T22:00:00Z'), 5, 'Europe/Berlin')).toBe('2026-10-30'); // Saturday 00:00 CEST
    // New York on 8 March 2026 (the day has 23 hours): Sunday 23:30 EDT is 03:30 UTC on Monday.
    expect(finishedSiteDue(at('2026-03-09T03:30:00Z'), 1, 'America/New_York')).toBe('2026-03-09');
    expect(finishedSiteDue(at('2026-03-09T04:00:00Z'), 1, 'America/New_York')).toBe('2026-03-10');
  });

  it('takes 1 day and 60 days (twelve working weeks), across a new year', () => {
    expect(finishedSiteDue(at('2026-12-31T12:00:00Z'), 1, 'UTC')).toBe('2027-01-01'); // Thursday → Friday
    expect(finishedSiteDue(at('2026-12-07T12:00:00Z'), 60, 'UTC')).toBe('2027-03-01'); // Monday → Monday, 84 days on
    expect(finishedSiteDue(at('2026-12-05T12:00:00Z'), 60, 'UTC')).toBe('2027-02-26'); // Saturday → Friday
    expect(finishedSiteDue(at('2026-12-07T12:00:00Z'), 60, 'Europe/Berlin')).toBe('2027-03-01');
  });

  it('always lands on a weekday with exactly leadDays weekdays after the day of payment', () => {
    for (let start = 0; start < 14; start += 1) {
      const paid = new Date(Date.UTC(2026, 11, 1 + start, 15));
      const paidDay = paid.toISOString().slice(0, 10);
      for (let lead = 1; lead <= 12; lead += 1) {
        const due = finishedSiteDue(paid, lead, 'UTC');
        expect([1, 2, 3, 4, 5]).toContain(weekday(due));
        let weekdays = 0;
        for (let d = new Date(`${paidDay}T00:00:00Z`); d.toISOString().slice(0, 10) < due;) {
          d = new Date(d.getTime() + 86_400_000);
          if (![0, 6].includes(d.getUTCDay())) weekdays += 1;
        }
        expect(weekdays).toBe(lead);
      }
    }
  });

  it('refuses an invalid date, a lead time that is not a whole number from 1, and an unknown zone', () => {
    expect(() => finishedSiteDue(new Date('nonsense'), 5, 'UTC')).toThrow(RangeError);
    expect(() => finishedSiteDue(at('2026-12-07T12:00:00Z'), 0, 'UTC')).toThrow(RangeError);
    expect(() => finishedSiteDue(at('2026-12-07T12:00:00Z'), 1.5, 'UTC')).toThrow(RangeError);
    expect(() => finishedSiteDue(at('2026-12-07T12:00:00Z'), Number.NaN, 'UTC')).toThrow(RangeError);
    expect(() => finishedSiteDue(at('2026-12-07T12:00:00Z'), 5, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('custom build promises', () => {
  it('sends a first version within 2 hours and takes silence after 14 days as acceptance', () => {
    expect(FIRST_VERSION_HOURS).toBe(2);
    expect(ACCEPTANCE_DAYS).toBe(14);
  });
});
