import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** The content codings the server answers with besides identity, best first (docs/decisions/025). */
export type ContentCoding = 'br' | 'gzip';
export const CONTENT_CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/** Bodies smaller than this go as they are: a compressed frame saves little and costs a round of CPU. */
export const COMPRESS_MIN_BYTES = 1024;

/** The file suffix of each coding's precompressed variant (built by packages/build-config). */
export const CODING_SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses a body made at run time (catalog JSON, the shell's page). Brotli 5 and gzip 6 give nearly
 * all of the size gain for a fraction of the CPU of the maximum levels, which only the build can afford.
 */
export function compress(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 });
}

interface Accepted {
  q: Map<string, number>;
  star?: number;
  lowest: number;
}

function parseAcceptEncoding(header: string): Accepted {
  const q = new Map<string, number>();
  let star: number | undefined;
  let lowest = 1;
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    if (!name) continue;
    let quality = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key?.toLowerCase() !== 'q') continue;
      // RFC 9110 qvalue: 0 to 1 with up to three decimals; anything else makes the entry unusable.
      quality = value !== undefined && /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : -1;
    }
    if (quality < 0) continue;
    const key = name === 'x-gzip' ? 'gzip' : name;
    if (key === '*') star = quality;
    else q.set(key, Math.max(quality, q.get(key) ?? 0));
    lowest = Math.min(lowest, quality);
  }
  return { q, star, lowest };
}

/**
 * The coding to answer with, given the request's Accept-Encoding and the codings a body is available
 * in: the one the client weighs highest (q-values), the server's order (br, gzip, identity) breaking
 * ties. No header means identity. Identity not listed counts as the lowest listed weight (as
 * `negotiator` does), so "gzip;q=0.5" still gets gzip. When the client refuses everything
 * ("identity;q=0" alone) the body goes as it is rather than a 406: an answer the client may not like
 * beats none.
 */
export function negotiateEncoding(header: string | string[] | undefined, available: readonly ContentCoding[]): ContentCoding | 'identity' {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value || available.length === 0) return 'identity';
  const accepted = parseAcceptEncoding(value);
  const weight = (coding: string) => accepted.q.get(coding) ?? accepted.star ?? 0;
  let best: ContentCoding | 'identity' = 'identity';
  let bestQ = accepted.q.get('identity') ?? (accepted.star !== undefined ? accepted.star : accepted.lowest);
  for (const coding of CONTENT_CODINGS) {
    if (!available.includes(coding)) continue;
    const q = weight(coding);
    // Strictly better, or as good as identity: a compressed body is the server's preference.
    if (q > 0 && (q > bestQ || (best === 'identity' && q === bestQ))) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/** A weak validator of a body (the same scheme as Express's default), shared by every coding of it. */
export function weakEtag(body: Buffer): string {
  return `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;
}

/** RFC 9110 If-None-Match with the weak comparison: `*` or any listed tag equal to `etag` once W/ is dropped. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * A body and its compressed forms, each made the first time a request wants it (a body that only
 * curl asks for is never compressed, one that browsers ask for once in brotli).
 */
export interface EncodedBody {
  identity: Buffer;
  etag: string;
  /** The forms made so far; null for a form tried that was not smaller. */
  codings: Partial<Record<ContentCoding, Buffer | null>>;
  /** Forms being made (so concurrent requests compress once). */
  making?: Partial<Record<ContentCoding, Promise<Buffer | null>>>;
}

/** The body with its ETag; its compressed forms come from codingOf, on demand. */
export function encodeBody(body: Buffer): EncodedBody {
  return { identity: body, etag: weakEtag(body), codings: {} };
}

/** The codings a body can be sent in: those made, and those not yet tried when it is COMPRESS_MIN_BYTES or more. */
export function codingsOf(body: EncodedBody): ContentCoding[] {
  return CONTENT_CODINGS.filter((coding) => {
    const made = body.codings[coding];
    return made ? true : made === undefined && body.identity.length >= COMPRESS_MIN_BYTES;
  });
}

/** The body in `coding`, compressed the first time it is asked for; null when that form is not smaller. */
export function codingOf(body: EncodedBody, coding: ContentCoding): Promise<Buffer | null> {
  const made = body.codings[coding];
  if (made !== undefined) return Promise.resolve(made);
  body.making ??= {};
  let making = body.making[coding];
  if (making === undefined) {
    making = compress(body.identity, coding).then((compressed) => {
      const kept = compressed.length < body.identity.length ? compressed : null;
      body.codings[coding] = kept;
      delete body.making![coding];
      return kept;
    });
    // A failed compression is not kept: the next request tries again.
    making.catch(() => delete body.making![coding]);
    body.making[coding] = making;
  }
  return making;
}

/** Adds Accept-Encoding to a response's Vary header once. */
export function varyOnAcceptEncoding(res: { getHeader(name: string): unknown; setHeader(name: string, value: string): unknown }): void {
  const current = res.getHeader('vary');
  const list = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(list)) return;
  res.setHeader('Vary', list ? `${list}, Accept-Encoding` : 'Accept-Encoding');
}
