import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { PURCHASE_CODE_MESSAGES } from '@tm/contracts/licences';
import type { NewSupportToken, PurchaseCodeCheck, SupportToken } from '@tm/contracts/licences.schemas';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { uuidV7 } from '../../database/uuid-v7';
import { AuditLogService, type AdminActor } from '../../infrastructure/audit';
import { bySubject, RateLimitService } from '../../infrastructure/rate-limit';
import { PurchaseCodesRepository } from './purchase-codes.repository';
import { SupportTokensRepository, type StoredSupportToken } from './support-tokens.repository';

/** Checks per client address per minute, found or not: a code cannot be guessed by asking (decision 091). */
export const PURCHASE_CODE_CHECKS = { bucket: 'purchase-code-check', max: 30, windowMs: 60_000 } as const;
export const TOO_MANY_CHECKS = 'Too many purchase code checks: wait a minute and try again';
/** A support token: "tmst_" and 32 random bytes, base64url. */
const TOKEN_PREFIX = 'tmst_';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const toDto = (token: StoredSupportToken): SupportToken => ({
  id: token.id,
  label: token.label,
  hint: token.hint,
  createdAt: token.createdAt.toISOString(),
  revokedAt: token.revokedAt ? token.revokedAt.toISOString() : null,
});

/** Purchase code checks for the owner's support desk, and the tokens it checks with (decision 091). */
@Injectable()
export class LicencesService {
  constructor(
    private readonly codes: PurchaseCodesRepository,
    private readonly tokens: SupportTokensRepository,
    private readonly audit: AuditLogService,
    private readonly limits: RateLimitService,
    private readonly clock: ClockService,
  ) {}

  /**
   * GET /api/admin/purchase-codes/:code. An admin's session or a live support token (Bearer); either way
   * each check takes a place of the address's per-minute allowance, so codes cannot be enumerated. The
   * answer names the buyer as they named themselves at checkout, never their email.
   */
  async verify(
    code: string,
    viewer: 'admin' | 'customer' | 'none',
    authorization: string | undefined,
    ip: string,
  ): Promise<PurchaseCodeCheck> {
    await this.limits.take(PURCHASE_CODE_CHECKS, bySubject.address(ip), TOO_MANY_CHECKS);
    if (viewer !== 'admin' && !(await this.tokenIsLive(authorization))) {
      // A customer's session without a token is signed in but not allowed, like every admin route (403).
      if (viewer === 'customer' && authorization === undefined) throw new ApiError(403, AUTH_MESSAGES.adminOnly);
      throw new ApiError(401, PURCHASE_CODE_MESSAGES.unauthorized);
    }
    const facts = await this.codes.lookup(code);
    if (!facts) throw new ApiError(404, PURCHASE_CODE_MESSAGES.notFound);
    return {
      code: facts.code,
      status: facts.stands ? 'valid' : 'refunded',
      licence: facts.licence,
      template: { id: facts.templateId, name: facts.templateName, slug: facts.templateSlug },
      buyerName: facts.buyerName,
      orderNumber: facts.orderNumber,
      purchasedAt: facts.purchasedAt.toISOString(),
      upgradedAt: facts.upgradedAt ? facts.upgradedAt.toISOString() : null,
    };
  }

  private async tokenIsLive(authorization: string | undefined): Promise<boolean> {
    const match = /^Bearer\s+(\S{1,200})$/i.exec(authorization?.trim() ?? '');
    if (!match?.[1]?.startsWith(TOKEN_PREFIX)) return false;
    return this.tokens.isLive(hashOf(match[1]));
  }

  async listTokens(): Promise<SupportToken[]> {
    return (await this.tokens.list()).map(toDto);
  }

  /** A new token, shown this once: only its hash is kept. */
  async createToken(actor: AdminActor, label: string): Promise<NewSupportToken> {
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const stored = { id: uuidV7(), label, hint: token.slice(-4), createdAt: this.clock.now(), revokedAt: null };
    await this.tokens.insert({ ...stored, tokenHash: hashOf(token) }, [
      this.audit.step(actor, {
        action: 'support-token.create',
        targetType: 'support-token',
        targetId: stored.id,
        detail: `Support token "${label}" (…${stored.hint}) created`,
      }),
    ]);
    return { ...toDto(stored), token };
  }

  async revokeToken(actor: AdminActor, id: string): Promise<SupportToken> {
    const token = await this.tokens.find(id);
    if (!token || token.revokedAt) throw new ApiError(404, PURCHASE_CODE_MESSAGES.tokenNotFound);
    const refusal = await this.tokens.revoke(id, this.clock.now(), [
      this.audit.step(actor, {
        action: 'support-token.revoke',
        targetType: 'support-token',
        targetId: id,
        detail: `Support token "${token.label}" (…${token.hint}) revoked`,
      }),
    ]);
    if (refusal) throw new ApiError(404, PURCHASE_CODE_MESSAGES.tokenNotFound);
    return toDto({ ...token, revokedAt: this.clock.now() });
  }
}
