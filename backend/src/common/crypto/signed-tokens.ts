import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { ClockService } from '../clock';

/** What a token is for: a token made for one purpose never verifies for another. */
export type TokenPurpose = 'payment-session' | 'download-link' | 'invoice-link' | 'account-export';

export type TokenFailure = 'invalid' | 'expired';

export class TokenError extends Error {
  constructor(readonly reason: TokenFailure) {
    super(`token ${reason}`);
  }
}

const MAX_TOKEN_LENGTH = 1000;

/**
 * Short-lived signed tokens (docs/architecture.md §5: payment confirmations, download links): the payload as
 * base64url JSON, then an HMAC-SHA256 over purpose and payload with a key derived from the
 * installation's secret. Tamper-proof and expiring, not secret: never put anything private inside.
 */
@Injectable()
export class SignedTokensService {
  private readonly keys = new Map<TokenPurpose, Buffer>();

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly clock: ClockService,
  ) {}

  sign(purpose: TokenPurpose, payload: Record<string, string | number>, expiresAt: Date): string {
    const body = Buffer.from(JSON.stringify({ ...payload, exp: expiresAt.getTime() })).toString('base64url');
    return `${body}.${this.mac(purpose, body)}`;
  }

  /** The payload (with `exp`), or a TokenError saying whether it is forged/damaged or just too old. */
  verify(purpose: TokenPurpose, token: unknown): Record<string, unknown> & { exp: number } {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) throw new TokenError('invalid');
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) throw new TokenError('invalid');
    const expected = Buffer.from(this.mac(purpose, body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new TokenError('invalid');
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      throw new TokenError('invalid');
    }
    if (!payload || typeof payload !== 'object' || typeof (payload as { exp?: unknown }).exp !== 'number') throw new TokenError('invalid');
    const result = payload as Record<string, unknown> & { exp: number };
    if (result.exp <= this.clock.now().getTime()) throw new TokenError('expired');
    return result;
  }

  private mac(purpose: TokenPurpose, body: string): string {
    return createHmac('sha256', this.key(purpose)).update(body).digest('base64url');
  }

  private key(purpose: TokenPurpose): Buffer {
    let key = this.keys.get(purpose);
    if (!key) {
      key = createHmac('sha256', this.config.sessionSecret).update(`tm:signed-token:${purpose}`).digest();
      this.keys.set(purpose, key);
    }
    return key;
  }
}
