import { Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { ORDER_MESSAGES } from '@tm/contracts/orders';
import { ApiError } from '../../common/http/api-error';
import type { OrderEntity } from '../order-records/entities/order.entity';
import type { OrderItemEntity } from '../order-records/entities/order-item.entity';
import type { DownloadVia } from './entities/download-log.entity';
import { parseUuid } from '../../common/uuid';
import { DownloadLinksService, invalidLink, type DownloadLinkClaims } from './download-links.service';
import { DownloadsRepository } from './downloads.repository';

/** Who asks: the session's user (if any) and the `token` query parameter (if given, even empty). */
export interface DownloadCaller {
  user?: { id: string };
  token?: unknown;
}

/** A checked right to download these items of this completed order. */
export interface DownloadGrant {
  order: OrderEntity;
  items: OrderItemEntity[];
  via: DownloadVia;
}

const orderNotFound = () => new ApiError(404, ORDER_MESSAGES.orderNotFound);
const itemNotFound = () => new ApiError(404, ORDER_MESSAGES.itemNotFound);

/**
 * Decides, at download time, whether a caller gets an order's files (decision 017). The owner's session
 * or a signed link of that order; nobody else, admins included, and an order that exists is never
 * told apart from one that does not (404 'Order not found' for both).
 */
@Injectable()
export class DownloadAccessService {
  constructor(
    private readonly repository: DownloadsRepository,
    private readonly links: DownloadLinksService,
  ) {}

  /** Every entitled item of the order (GET /api/downloads/order/:orderId). */
  async orderGrant(rawOrderId: unknown, caller: DownloadCaller): Promise<DownloadGrant> {
    const { order, via, claims } = await this.completedOrder(rawOrderId, caller);
    // A one-item link opens that item, not the whole order.
    if (claims?.orderItemId) throw invalidLink();
    const items = await this.repository.entitledItems(order);
    if (items.length === 0) throw itemNotFound();
    return { order, items, via };
  }

  /** One item, by order item id or template id (GET /api/downloads/template/:itemId?orderId=). */
  async itemGrant(rawItemId: unknown, rawOrderId: unknown, caller: DownloadCaller): Promise<DownloadGrant> {
    const { order, via, claims } = await this.completedOrder(rawOrderId, caller);
    const itemId = parseUuid(rawItemId);
    if (!itemId) throw itemNotFound();
    const matches = await this.repository.entitledItems(order, itemId);
    // An order item id names one line; a template id could only match by accident when it equals one.
    const item = matches.find((m) => m.id === itemId) ?? matches.find((m) => m.templateId === itemId);
    if (!item) throw itemNotFound();
    if (claims?.orderItemId && claims.orderItemId !== item.id) throw invalidLink();
    return { order, items: [item], via };
  }

  /**
   * The order, if the caller may have it and it is completed. The owner's session wins over a token
   * (an owner clicking an old email link while signed in still gets the file); otherwise a token is
   * checked when one was given; otherwise signed-in callers get 404 and signed-out ones 401.
   */
  private async completedOrder(
    rawOrderId: unknown,
    caller: DownloadCaller,
  ): Promise<{ order: OrderEntity; via: DownloadVia; claims?: DownloadLinkClaims }> {
    const orderId = parseUuid(rawOrderId);
    if (!orderId) throw orderNotFound();
    const hasToken = caller.token !== undefined;
    if (!caller.user && !hasToken) throw new ApiError(401, AUTH_MESSAGES.notSignedIn);

    const order = await this.repository.findOrder(orderId);
    let via: DownloadVia;
    let claims: DownloadLinkClaims | undefined;
    if (caller.user && order && order.userId === caller.user.id) {
      via = 'session';
    } else if (hasToken) {
      claims = this.links.verify(caller.token);
      if (claims.orderId !== orderId) throw invalidLink();
      if (!order) throw orderNotFound(); // signed by us for this id, so its existence is no secret to the holder
      if (claims.userId !== order.userId) throw invalidLink();
      via = 'link';
    } else {
      throw orderNotFound();
    }
    // Checked now, not when the link was made: a link of a pending order opens nothing until it is paid.
    if (order.status !== 'completed') throw new ApiError(409, ORDER_MESSAGES.orderNotCompleted);
    return claims ? { order, via, claims } : { order, via };
  }
}
