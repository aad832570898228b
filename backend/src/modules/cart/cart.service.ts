import { Injectable } from '@nestjs/common';
import { CART_LIMITS, CART_MESSAGES, unitCount } from '@tm/contracts/cart';
import type { CartItem, CartMergeResult } from '@tm/contracts/cart.schemas';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { toCartItemDto } from './cart.dto';
import { CartRepository, type MergeLine } from './cart.repository';

/**
 * A signed-in customer's server cart (docs/product/storefront.md §4/§7, decision 016). Every call is
 * scoped to the session user: another user's item or template id simply is not found in this cart.
 */
@Injectable()
export class CartService {
  constructor(
    private readonly repository: CartRepository,
    private readonly clock: ClockService,
  ) {}

  async list(userId: string): Promise<CartItem[]> {
    return (await this.repository.lines(userId)).map((line) => toCartItemDto(line, this.clock.now()));
  }

  /**
   * Adds to the template's line (created if needed), never above the maximum. The same
   * Idempotency-Key again adds nothing and answers the line as it is (decision 050).
   */
  async add(userId: string, templateId: string, quantity: number, idempotencyKey?: string): Promise<CartItem> {
    const { lines, hasTemplate } = await this.repository.lineCount(userId, templateId);
    if (!hasTemplate && lines >= CART_LIMITS.maxLines) throw new ApiError(409, CART_MESSAGES.cartFull);
    const line = await this.repository.add(userId, templateId, quantity, this.clock.now(), idempotencyKey);
    if (line) return toCartItemDto(line, this.clock.now());
    // No line: the template is owned or does not exist (INSERT ... SELECT found none), or a repeated add whose line has gone since.
    if (await this.repository.owns(userId, templateId)) throw new ApiError(409, CART_MESSAGES.owned);
    if (idempotencyKey !== undefined && (await this.repository.templateExists(templateId)))
      throw new ApiError(409, CART_MESSAGES.addedBefore);
    throw new ApiError(404, CART_MESSAGES.templateNotFound);
  }

  /** Sets a line's quantity; 0 or less removes the line (answered as null). */
  async setQuantity(userId: string, idOrTemplateId: string, quantity: number): Promise<CartItem | null> {
    if (quantity < CART_LIMITS.minQuantity) {
      await this.remove(userId, idOrTemplateId);
      return null;
    }
    if (!(await this.repository.setQuantity(userId, idOrTemplateId, quantity))) throw new ApiError(404, CART_MESSAGES.itemNotFound);
    const line = await this.repository.line(userId, idOrTemplateId);
    if (!line) throw new ApiError(404, CART_MESSAGES.itemNotFound); // removed in between
    return toCartItemDto(line, this.clock.now());
  }

  async remove(userId: string, idOrTemplateId: string): Promise<void> {
    if (!(await this.repository.remove(userId, idOrTemplateId))) throw new ApiError(404, CART_MESSAGES.itemNotFound);
  }

  /**
   * The guest cart, applied once per mergeId; lines of one template sent twice are added together.
   * Templates the user owns are left out and named in `owned`, so the client can say so.
   */
  async merge(userId: string, mergeId: string, items: readonly MergeLine[]): Promise<CartMergeResult> {
    const byTemplate = new Map<string, number>();
    for (const item of items) byTemplate.set(item.templateId, (byTemplate.get(item.templateId) ?? 0) + item.quantity);
    const lines = [...byTemplate].map(([templateId, quantity]) => ({ templateId, quantity: Math.min(quantity, CART_LIMITS.maxQuantity) }));
    const merged = await this.repository.merge(userId, mergeId.toLowerCase(), lines, this.clock.now());
    const cart = await this.list(userId);
    return { items: cart, count: unitCount(cart), merged: merged?.added ?? 0, owned: merged?.owned ?? [] };
  }
}
