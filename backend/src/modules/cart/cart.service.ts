import { Injectable } from '@nestjs/common';
import { CART_LIMITS, CART_MESSAGES, unitCount } from '@tm/contracts/cart';
import { PURCHASE_CODE_MESSAGES, type Licence } from '@tm/contracts/licences';
import type { CartItem, CartMergeResult } from '@tm/contracts/cart.schemas';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { licencePriceCentsAt } from '../catalog';
import { PurchaseCodesRepository } from '../licences';
import { ShopSettingsService } from '../shop-settings';
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
    private readonly codes: PurchaseCodesRepository,
    private readonly shop: ShopSettingsService,
  ) {}

  private async multiple(): Promise<number> {
    return (await this.shop.identity()).extendedLicenceMultiple;
  }

  async list(userId: string): Promise<CartItem[]> {
    const [lines, multiple] = await Promise.all([this.repository.lines(userId), this.multiple()]);
    return lines.map((line) => toCartItemDto(line, this.clock.now(), multiple));
  }

  /**
   * Adds to the template's line (created if needed), never above the maximum. The same
   * Idempotency-Key again adds nothing and answers the line as it is (decision 050).
   */
  async add(
    userId: string,
    templateId: string,
    quantity: number,
    idempotencyKey?: string,
    licence: Licence = 'regular',
  ): Promise<CartItem> {
    const { lines, hasTemplate } = await this.repository.lineCount(userId, templateId);
    if (!hasTemplate && lines >= CART_LIMITS.maxLines) throw new ApiError(409, CART_MESSAGES.cartFull);
    const [template, multiple] = await Promise.all([this.repository.template(templateId), this.multiple()]);
    if (!template) throw new ApiError(404, CART_MESSAGES.templateNotFound);
    // An Extended licence of a template the buyer holds Regular licences of is an upgrade of as many of
    // them as they ask, at the difference in price (decision 091); a second Regular one is not sold yet.
    let upgrade = false;
    let cap: number = CART_LIMITS.maxQuantity;
    if (licence === 'extended' && (await this.repository.owns(userId, templateId))) {
      const held = await this.codes.held(userId, templateId);
      if (held.regular === 0) throw new ApiError(409, PURCHASE_CODE_MESSAGES.ownsExtended);
      if (quantity > held.regular) throw new ApiError(409, PURCHASE_CODE_MESSAGES.upgradeQuantity(held.regular));
      upgrade = true;
      cap = Math.min(cap, held.regular);
    }
    const now = this.clock.now();
    const priceCents = licencePriceCentsAt(template, licence, upgrade, multiple, now);
    const line = await this.repository.add(userId, templateId, quantity, now, idempotencyKey, {
      licence,
      priceCents,
      allowOwned: upgrade,
      cap,
    });
    if (line) return toCartItemDto(line, this.clock.now(), multiple);
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
    const before = await this.repository.line(userId, idOrTemplateId);
    if (!before) throw new ApiError(404, CART_MESSAGES.itemNotFound);
    // An upgrade line upgrades at most the Regular licences held (decision 091).
    if (before.cartLicence === 'extended' && Number(before.cartOwned) > 0) {
      const held = await this.codes.held(userId, before.id);
      if (quantity > held.regular) throw new ApiError(409, PURCHASE_CODE_MESSAGES.upgradeQuantity(held.regular));
    }
    if (!(await this.repository.setQuantity(userId, idOrTemplateId, quantity))) throw new ApiError(404, CART_MESSAGES.itemNotFound);
    const line = await this.repository.line(userId, idOrTemplateId);
    if (!line) throw new ApiError(404, CART_MESSAGES.itemNotFound); // removed in between
    return toCartItemDto(line, this.clock.now(), await this.multiple());
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
