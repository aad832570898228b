import { addDays, dayIn, monthOf, startOfDay, weekOf } from './revenue-days';

// Decision 089: a sale's day is its calendar day in the shop's zone.
describe('revenue days', () => {
  it('names the calendar day of an instant in a zone', () => {
    const instant = new Date('2030-02-01T03:00:00Z');
    expect(dayIn(instant, 'UTC')).toBe('2030-02-01');
    expect(dayIn(instant, 'America/New_York')).toBe('2030-01-31');
    expect(dayIn(new Date('2030-01-31T23:30:00Z'), 'Asia/Tokyo')).toBe('2030-02-01');
  });

  it('finds the first instant of a day in a zone, across a daylight-saving change', () => {
    expect(startOfDay('2030-01-31', 'America/New_York').toISOString()).toBe('2030-01-31T05:00:00.000Z');
    expect(startOfDay('2030-07-01', 'America/New_York').toISOString()).toBe('2030-07-01T04:00:00.000Z');
    expect(startOfDay('2030-03-31', 'Europe/Berlin').toISOString()).toBe('2030-03-30T23:00:00.000Z');
    expect(startOfDay('2030-04-01', 'Europe/Berlin').toISOString()).toBe('2030-03-31T22:00:00.000Z');
    expect(startOfDay('2030-05-05', 'UTC').toISOString()).toBe('2030-05-05T00:00:00.000Z');
  });

  it('moves by days and finds a day’s week (from Monday) and month', () => {
    expect(addDays('2030-02-28', 1)).toBe('2030-03-01');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
    expect(weekOf('2030-02-03')).toBe('2030-01-28');
    expect(weekOf('2030-01-28')).toBe('2030-01-28');
    expect(monthOf('2030-02-17')).toBe('2030-02-01');
  });
});
