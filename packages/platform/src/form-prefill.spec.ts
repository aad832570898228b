import { prefillValues } from './form-prefill';

describe('prefillValues', () => {
  const empty = { firstName: '', lastName: '', email: '' };

  it('fills the fields it is given', () => {
    expect(prefillValues(empty, { firstName: 'Sam', email: 'sam@example.com' }, new Set())).toEqual({
      firstName: 'Sam',
      lastName: '',
      email: 'sam@example.com',
    });
  });

  it('never overwrites a field the user edited, even one they emptied', () => {
    const current = { firstName: '', lastName: 'Typed', email: '' };
    expect(prefillValues(current, { firstName: 'Sam', lastName: 'Shopper' }, new Set(['firstName', 'lastName']))).toBe(current);
  });

  it('returns the same object when nothing changes, so a re-render does not loop', () => {
    const current = { firstName: 'Sam', lastName: '', email: '' };
    expect(prefillValues(current, { firstName: 'Sam', lastName: undefined }, new Set())).toBe(current);
  });
});
