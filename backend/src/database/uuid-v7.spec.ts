import { uuidV7 } from './uuid-v7';

describe('uuidV7', () => {
  it('makes RFC 9562 version 7 UUIDs', () => {
    expect(uuidV7()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sorts ids made one after another in the order they were made, within a millisecond too', () => {
    const ids = Array.from({ length: 5000 }, () => uuidV7());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('starts with the time', () => {
    const id = uuidV7(Date.UTC(2030, 0, 1));
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBeGreaterThanOrEqual(Date.UTC(2030, 0, 1));
  });
});
