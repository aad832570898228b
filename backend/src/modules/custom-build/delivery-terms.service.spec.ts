import { deliveryTermsText, readableDay, soldDeliveryLines } from '@tm/contracts/custom-build-delivery';
import { promiseAt, termsAt } from './delivery-terms.service';

const LA = { leadDays: 5, revisionRounds: 2, timeZone: 'America/Los_Angeles' };

describe('delivery terms (decision 095)', () => {
  it("counts a payment at 23:30 on a Friday in the shop's zone from that Friday, not from the Saturday it is in UTC", () => {
    const fridayNight = new Date('2026-12-12T07:30:00Z'); // Friday 11 December, 23:30 in Los Angeles
    expect(termsAt(LA, fridayNight)).toMatchObject({ finishedSiteDue: '2026-12-18', finishedSiteDueText: 'Friday 18 December 2026' });
    expect(termsAt({ ...LA, leadDays: 1 }, fridayNight).finishedSiteDue).toBe('2026-12-14');
    expect(promiseAt(LA, fridayNight)).toEqual({
      firstVersionDueAt: new Date('2026-12-12T09:30:00Z'),
      finishedSiteDueOn: '2026-12-18',
      leadDays: 5,
      revisionRounds: 2,
    });
  });

  it("uses the shop's day: Thursday 23:30 in Los Angeles is due Friday with 1 day, where UTC's Friday would give Monday", () => {
    const thursdayNight = new Date('2026-12-11T07:30:00Z');
    expect(termsAt({ ...LA, leadDays: 1 }, thursdayNight).finishedSiteDue).toBe('2026-12-11');
    expect(termsAt({ ...LA, leadDays: 1, timeZone: 'UTC' }, thursdayNight).finishedSiteDue).toBe('2026-12-14');
  });

  it('counts a time zone the runtime does not know in UTC and says so, rather than failing the answer', () => {
    expect(termsAt({ ...LA, timeZone: 'Mars/Olympus_Mons' }, new Date('2026-12-07T10:00:00Z'))).toMatchObject({
      timeZone: 'UTC',
      finishedSiteDue: '2026-12-14',
    });
  });

  it('says the rounds as they are: none, one, several', () => {
    const base = { firstVersionHours: 2, leadDays: 1, finishedSiteDue: '2026-12-08', acceptanceDays: 14 };
    expect(deliveryTermsText({ ...base, revisionRounds: 0 }).finishedSite).toBe(
      'Finished site by Tuesday 8 December 2026 if you pay today (1 working day), with no rounds of changes included.',
    );
    expect(deliveryTermsText({ ...base, revisionRounds: 1 }).finishedSite).toContain('after up to 1 round of your changes');
    expect(soldDeliveryLines({ finishedSiteDue: '2026-12-08', leadDays: 1, revisionRounds: 3 })[1]).toBe(
      '2. Finished site by Tuesday 8 December 2026 (1 working day after payment), after up to 3 rounds of your changes.',
    );
  });

  it('refuses a day that is not YYYY-MM-DD', () => {
    expect(readableDay('2026-02-28')).toBe('Saturday 28 February 2026');
    expect(() => readableDay('28/02/2026')).toThrow(RangeError);
  });
});
