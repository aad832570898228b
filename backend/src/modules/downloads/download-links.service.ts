import { Injectable } from '@nestjs/common';
import { downloadItemPath, downloadOrderPath, ORDER_LIMITS, ORDER_MESSAGES } from '@tm/contracts/orders';
import { ClockService } from '../../common/clock';
import { SignedTokensService, TokenError } from '../../common/crypto/signed-tokens';
import { ApiError } from '../../common/http/api-error';
import { parseUuid } from '../../common/uuid';

/** What a download link vouches for: an order of a user, and, for an item link, one of its items. */
export interface DownloadLinkClaims {
  orderId: string;
  userId: string;
  /** Set on a one-item link, which opens that item only; an order link opens every item. */
  orderItemId?: string;
}

interface LinkOrder {
  id: string;
  userId: string;
}

/**
 * Signed, expiring download links for the confirmation email (docs/architecture.md §5: links handed out are
 * short-lived and signed): they stand in for the owner's session, so a buyer can download from the
 * email without signing in. The token is SignedTokensService 'download-link' over {o, u[, i]}.
 * Paths are absolute paths (no origin): the mail code puts PUBLIC_URL in front. The two methods fit
 * the orders module's OrderDownloadLinks, so it can use this service as it is.
 */
@Injectable()
export class DownloadLinksService {
  constructor(
    private readonly tokens: SignedTokensService,
    private readonly clock: ClockService,
  ) {}

  /** GET /api/downloads/order/{orderId}?token=… : every item in one ZIP. */
  orderLink(order: LinkOrder): string {
    return downloadOrderPath(order.id, { token: this.sign({ o: order.id, u: order.userId }) });
  }

  /** GET /api/downloads/template/{orderItemId}?orderId=…&token=… : one item. */
  itemLink(order: LinkOrder, orderItemId: string): string {
    return downloadItemPath(orderItemId, { orderId: order.id, token: this.sign({ o: order.id, u: order.userId, i: orderItemId }) });
  }

  /** The claims of a link token; 401 'This download link is invalid or has expired' otherwise. */
  verify(token: unknown): DownloadLinkClaims {
    let payload: Record<string, unknown>;
    try {
      payload = this.tokens.verify('download-link', token);
    } catch (error) {
      if (error instanceof TokenError) throw invalidLink();
      throw error;
    }
    const orderId = parseUuid(payload.o);
    const userId = typeof payload.u === 'string' && payload.u ? payload.u : null;
    const orderItemId = payload.i === undefined ? undefined : parseUuid(payload.i);
    if (!orderId || !userId || orderItemId === null) throw invalidLink();
    return { orderId, userId, ...(orderItemId ? { orderItemId } : {}) };
  }

  private sign(payload: Record<string, string>): string {
    return this.tokens.sign('download-link', payload, new Date(this.clock.now().getTime() + ORDER_LIMITS.emailDownloadLinkMs));
  }
}

export function invalidLink(): ApiError {
  return new ApiError(401, ORDER_MESSAGES.invalidDownloadLink);
}
