import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  codingOf,
  codingsOf,
  COMPRESS_MIN_BYTES,
  encodeBody,
  ifNoneMatchHits,
  negotiateEncoding,
  varyOnAcceptEncoding,
} from './content-encoding';

describe('negotiateEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it.each([
    ['a browser (all at q=1): brotli, the server preference', 'gzip, deflate, br, zstd', both, 'br'],
    ['gzip only', 'gzip, deflate', both, 'gzip'],
    ['gzip weighed above brotli', 'br;q=0.5, gzip;q=0.9', both, 'gzip'],
    ['brotli refused', 'br;q=0, gzip', both, 'gzip'],
    ['x-gzip as gzip', 'x-gzip', both, 'gzip'],
    ['a wildcard', '*', both, 'br'],
    ['a wildcard with brotli refused', '*, br;q=0', both, 'gzip'],
    ['identity weighed above both', 'identity, gzip;q=0.5, br;q=0.5', both, 'identity'],
    ['identity not listed, gzip at a low weight', 'gzip;q=0.2', both, 'gzip'],
    ['only identity', 'identity', both, 'identity'],
    ['no header', undefined, both, 'identity'],
    ['an empty header (no coding wanted)', '', both, 'identity'],
    ['everything refused: identity rather than nothing', 'identity;q=0, *;q=0', both, 'identity'],
    ['a malformed weight makes that entry unusable', 'br;q=high, gzip', both, 'gzip'],
    ['case and spaces', ' GZIP ; Q=1 ', both, 'gzip'],
    ['only gzip available', 'br, gzip', ['gzip'] as const, 'gzip'],
    ['nothing available', 'br, gzip', [] as const, 'identity'],
  ])('%s', (_name, header, available, expected) => {
    expect(negotiateEncoding(header, available)).toBe(expected);
  });
});

describe('encodeBody and codingOf', () => {
  it('keeps a small body as it is and offers it in no coding', () => {
    const body = Buffer.from('{"ok":true}');
    const encoded = encodeBody(body);
    expect(encoded.identity).toBe(body);
    expect(codingsOf(encoded)).toEqual([]);
  });

  it('makes the brotli or gzip form of a body of 1 KB or more when first asked, once, decoding to the same bytes', async () => {
    const body = Buffer.from(JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ name: `Template ${i}`, price: 49 }))));
    expect(body.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    const encoded = encodeBody(body);
    expect(encoded.etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    expect(codingsOf(encoded)).toEqual(['br', 'gzip']);
    expect(encoded.codings).toEqual({}); // nothing compressed before a request wants it
    const [br, again] = await Promise.all([codingOf(encoded, 'br'), codingOf(encoded, 'br')]);
    expect(again).toBe(br);
    expect(brotliDecompressSync(br!)).toEqual(body);
    expect(br!.length).toBeLessThan(body.length / 4);
    expect(Object.keys(encoded.codings)).toEqual(['br']);
    expect(gunzipSync((await codingOf(encoded, 'gzip'))!)).toEqual(body);
  });

  it('gives null for a form that would not be smaller, and no longer offers it', async () => {
    const noise = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + ((i * i) % 251)) % 256));
    const encoded = encodeBody(noise);
    const forms = await Promise.all([codingOf(encoded, 'br'), codingOf(encoded, 'gzip')]);
    for (const form of forms) if (form) expect(form.length).toBeLessThan(noise.length);
    expect(codingsOf(encoded)).toEqual((['br', 'gzip'] as const).filter((_, i) => forms[i] !== null));
  });
});

describe('ifNoneMatchHits', () => {
  const etag = 'W/"2a-abc"';
  it.each([
    ['the same tag', 'W/"2a-abc"', true],
    ['the strong form of it (weak comparison)', '"2a-abc"', true],
    ['one of a list', '"x", W/"2a-abc"', true],
    ['a wildcard', '*', true],
    ['another tag', 'W/"2a-abd"', false],
    ['no header', undefined, false],
  ])('%s', (_name, header, expected) => {
    expect(ifNoneMatchHits(header, etag)).toBe(expected);
  });
});

describe('varyOnAcceptEncoding', () => {
  const response = (vary?: string) => {
    const headers: Record<string, string> = vary ? { vary } : {};
    return {
      headers,
      getHeader: (n: string) => headers[n.toLowerCase()],
      setHeader: (n: string, v: string) => (headers[n.toLowerCase()] = v),
    };
  };

  it('adds Accept-Encoding to what Vary already lists, once', () => {
    const res = response('Origin');
    varyOnAcceptEncoding(res);
    varyOnAcceptEncoding(res);
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
  });

  it('sets it when there is no Vary yet', () => {
    const res = response();
    varyOnAcceptEncoding(res);
    expect(res.headers.vary).toBe('Accept-Encoding');
  });
});
