import { allowedOrigins } from './origin-check.middleware';

describe('allowedOrigins', () => {
  it("is PUBLIC_URL's origin only for a public address", () => {
    expect([...allowedOrigins('https://shop.example.com')]).toEqual(['https://shop.example.com']);
    expect([...allowedOrigins('https://shop.example.com:8443/store')]).toEqual(['https://shop.example.com:8443']);
  });

  it('takes the loopback names of a local shop as the same shop, on the same port and scheme only', () => {
    const origins = allowedOrigins('http://localhost:3000');
    expect([...origins].sort()).toEqual(['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']);
    expect(origins.has('http://localhost:3001')).toBe(false);
    expect(origins.has('https://localhost:3000')).toBe(false);
  });
});
