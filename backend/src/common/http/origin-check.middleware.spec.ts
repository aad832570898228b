import type { Request, Response } from 'express';
import { ApiError } from './api-error';
import { allowedOrigins, createOriginCheckMiddleware } from './origin-check.middleware';

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

describe('createOriginCheckMiddleware', () => {
  const request = (method: string, url: string, headers: Record<string, string>) =>
    ({ method, originalUrl: url, get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;
  const outcome = (check: ReturnType<typeof createOriginCheckMiddleware>, req: Request) => {
    let passed: unknown = 'not called';
    check(req, {} as Response, (error?: unknown) => (passed = error));
    return passed;
  };
  const crossSite = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' };

  it("lets through only the POSTs its openToEveryOrigin names (the form relay's, decision 092)", () => {
    const check = createOriginCheckMiddleware('https://shop.example.com', { openToEveryOrigin: (req) => req.originalUrl === '/api/open' });
    expect(outcome(check, request('POST', '/api/open', crossSite))).toBeUndefined();
    expect(outcome(check, request('PUT', '/api/open', crossSite))).toBeInstanceOf(ApiError);
    expect(outcome(check, request('POST', '/api/other', crossSite))).toBeInstanceOf(ApiError);
    expect(outcome(createOriginCheckMiddleware('https://shop.example.com'), request('POST', '/api/open', crossSite))).toBeInstanceOf(
      ApiError,
    );
  });
});
