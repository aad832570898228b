import { Injectable } from '@nestjs/common';
import { centsToDecimal } from '@tm/contracts/catalog';
import { DISCOUNT_MESSAGES, discountLabel, discountStatusOf, normalizeDiscountCode } from '@tm/contracts/discounts';
import type { AdminDiscountCode, DiscountCodeInput, DiscountCodeUpdate, DiscountQuote } from '@tm/contracts/discounts.schemas';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { isUniqueViolation } from '../../database/unique-violation';
import { uuidV7 } from '../../database/uuid-v7';
import { AuditLogService, type AdminActor, type AuditChanges } from '../../infrastructure/audit';
import { CartService } from '../cart';
import type { UserEntity } from '../users/entities/user.entity';
import { allocateDiscount, discountTotalCents, type PricedLine } from './discount-allocation';
import { DiscountThrottleService } from './discount-throttle.service';
import { DiscountsRepository, type ReservationRefusal } from './discounts.repository';
import type { DiscountCodeEntity } from './entities/discount-code.entity';

/** A line a code is priced against: a template's (with its category) or a custom build's (never discounted). */
export interface DiscountableLine {
  key: string;
  templateId: string | null;
  category: string | null;
  amountCents: number;
}

/** What a code gives an order: the code, the discount and each line's share (by key). */
export interface PricedDiscount {
  code: DiscountCodeEntity;
  totalCents: number;
  shares: Map<string, number>;
}

const codeError = (message: string) => new ApiError(400, message, {}, { field: 'code' });

/**
 * Discount codes (decision 090): the back office's codes, and a code's price for a cart or an order,
 * checked the same way by the cart's "Have a code?" and by Place Order.
 */
@Injectable()
export class DiscountsService {
  constructor(
    private readonly codes: DiscountsRepository,
    private readonly cart: CartService,
    private readonly throttle: DiscountThrottleService,
    private readonly audit: AuditLogService,
    private readonly clock: ClockService,
  ) {}

  async list(): Promise<AdminDiscountCode[]> {
    const rows = await this.codes.all();
    const [targets, pending] = await Promise.all([this.codes.targetsOf(rows.map((row) => row.id)), this.codes.pendingCounts()]);
    return rows.map((row) => this.toAdmin(row, targets.get(row.id)!, pending.get(row.id) ?? 0));
  }

  async create(actor: AdminActor, input: DiscountCodeInput): Promise<AdminDiscountCode> {
    const now = this.clock.now();
    const id = uuidV7(now.getTime());
    const row = { ...this.stored(input), id, createdAt: now, updatedAt: now };
    const audit = this.audit.step(actor, {
      action: 'discount-code.create',
      targetType: 'discount-code',
      targetId: id,
      detail: `${row.code}: ${describe(input)}`,
    });
    try {
      await this.codes.insert(row, input, audit);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, DISCOUNT_MESSAGES.codeTaken, {}, { field: 'code' });
      throw error;
    }
    return this.one(id);
  }

  async update(actor: AdminActor, id: string, input: DiscountCodeUpdate): Promise<AdminDiscountCode> {
    const before = await this.found(id);
    if (before.archived) throw new ApiError(409, DISCOUNT_MESSAGES.archived);
    if (before.revision !== input.revision) throw new ApiError(409, DISCOUNT_MESSAGES.stale);
    const beforeTargets = (await this.codes.targetsOf([id])).get(id)!;
    const after = this.stored(input);
    const changes: AuditChanges = {};
    const was = { ...this.fieldsOf(before), ...beforeTargets };
    const now = { ...this.fieldsOf({ ...before, ...after }), templateIds: input.templateIds, categories: input.categories };
    for (const key of Object.keys(now) as Array<keyof typeof now>) {
      if (JSON.stringify(was[key]) !== JSON.stringify(now[key])) changes[key] = { before: was[key], after: now[key] };
    }
    if (Object.keys(changes).length === 0) return this.one(id);
    const audit = this.audit.step(actor, {
      action: 'discount-code.update',
      targetType: 'discount-code',
      targetId: id,
      detail: `${after.code}: ${describe(input)}`,
      changes,
    });
    let outcome: 'stale' | null;
    try {
      outcome = await this.codes.update({ ...after, id, updatedAt: this.clock.now() }, input.revision, input, audit);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, DISCOUNT_MESSAGES.codeTaken, {}, { field: 'code' });
      throw error;
    }
    if (outcome === 'stale') throw new ApiError(409, DISCOUNT_MESSAGES.stale);
    return this.one(id);
  }

  async archive(actor: AdminActor, id: string, revision: number): Promise<AdminDiscountCode> {
    const code = await this.found(id);
    if (code.archived) throw new ApiError(409, DISCOUNT_MESSAGES.archived);
    const audit = this.audit.step(actor, {
      action: 'discount-code.archive',
      targetType: 'discount-code',
      targetId: id,
      detail: `${code.code} archived`,
    });
    if ((await this.codes.archive(id, revision, this.clock.now(), audit)) === 'stale') throw new ApiError(409, DISCOUNT_MESSAGES.stale);
    return this.one(id);
  }

  /** POST /api/cart/discount: what the code takes off the buyer's cart as it is now. */
  async quote(user: UserEntity, ip: string, typed: string): Promise<DiscountQuote> {
    // The cart as the buyer sees it, each line at the price Place Order will charge.
    const cartLines = await this.cart.list(user.id);
    if (cartLines.length === 0) throw codeError(DISCOUNT_MESSAGES.cartEmpty);
    const lines: DiscountableLine[] = cartLines.map((line) => ({
      key: line.templateId,
      templateId: line.templateId,
      category: line.template?.category ?? null,
      amountCents: Math.round(Number(line.price ?? line.template?.price ?? 0) * 100) * line.quantity,
    }));
    const priced = await this.price(user, ip, typed, lines);
    const subtotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
    return {
      code: priced.code.code,
      label: discountLabel({
        kind: priced.code.kind,
        percentOff: priced.code.percentOff,
        amountOff: priced.code.amountOffCents === null ? null : centsToDecimal(priced.code.amountOffCents),
      }),
      subtotalAmount: centsToDecimal(subtotal),
      discountAmount: centsToDecimal(priced.totalCents),
      totalAmount: centsToDecimal(subtotal - priced.totalCents),
      lines: lines
        .filter((line) => (priced.shares.get(line.key) ?? 0) > 0)
        .map((line) => ({ templateId: line.templateId!, discountAmount: centsToDecimal(priced.shares.get(line.key)!) })),
    };
  }

  /**
   * The code's discount on these lines for this buyer, or the reason it gives none: unknown (counted by
   * the throttle), not yet valid, expired, used up (completed uses and pending orders holding it),
   * already used by this buyer, for none of these templates, or under its minimum (the eligible lines').
   * Place Order checks the limits again under the code's lock (reservationSteps).
   */
  async price(user: Pick<UserEntity, 'id'>, ip: string, typed: string, lines: readonly DiscountableLine[]): Promise<PricedDiscount> {
    await this.throttle.assertAllowed(user.id, ip);
    const wanted = normalizeDiscountCode(typed);
    const code = wanted.length > 0 && wanted.length <= 32 ? await this.codes.findByCode(wanted) : null;
    if (!code || code.archived) {
      await this.throttle.recordFailure(user.id, ip);
      throw codeError(DISCOUNT_MESSAGES.unknown);
    }
    const now = this.clock.now().getTime();
    if (code.startsAt !== null && code.startsAt.getTime() > now) throw codeError(DISCOUNT_MESSAGES.notYetValid);
    if (code.endsAt !== null && code.endsAt.getTime() <= now) throw codeError(DISCOUNT_MESSAGES.expired);
    // The buyer's own pending orders are left out here: placing the same cart again goes on with that
    // order (which holds its use already); any other order is refused under the lock (reservationSteps).
    if (code.usageLimit !== null && code.usedCount + (await this.codes.pendingCount(code.id, user.id)) >= code.usageLimit)
      throw new ApiError(409, DISCOUNT_MESSAGES.usedUp);
    if (code.oncePerBuyer && (await this.codes.paidByBuyer(code.id, user.id))) throw new ApiError(409, DISCOUNT_MESSAGES.alreadyUsed);

    const targets = (await this.codes.targetsOf([code.id])).get(code.id)!;
    const eligible = (line: DiscountableLine) =>
      line.templateId !== null &&
      (code.scope === 'all' || targets.templateIds.includes(line.templateId) || targets.categories.includes(line.category ?? ''));
    const priced: PricedLine[] = lines.map((line) => ({ key: line.key, amountCents: line.amountCents, eligible: eligible(line) }));
    const eligibleCents = priced.filter((line) => line.eligible).reduce((sum, line) => sum + line.amountCents, 0);
    if (eligibleCents === 0) throw codeError(DISCOUNT_MESSAGES.notForTheseTemplates);
    if (eligibleCents < code.minimumOrderCents)
      throw codeError(DISCOUNT_MESSAGES.minimumNotMet(`$${centsToDecimal(code.minimumOrderCents)}`));
    const totalCents = discountTotalCents(code, eligibleCents);
    return { code, totalCents, shares: allocateDiscount(priced, totalCents) };
  }

  /** The Place Order batch's first steps with this code (DiscountsRepository.reservationSteps). */
  reservationSteps(code: DiscountCodeEntity, userId: string) {
    return this.codes.reservationSteps(code, userId);
  }

  /** A refusal of the reservation as the buyer reads it. */
  static refusalError(refusal: ReservationRefusal): ApiError {
    switch (refusal) {
      case 'discount-gone':
        return codeError(DISCOUNT_MESSAGES.unknown);
      case 'discount-used-up':
        return new ApiError(409, DISCOUNT_MESSAGES.usedUp);
      case 'discount-already-used':
        return new ApiError(409, DISCOUNT_MESSAGES.alreadyUsed);
    }
  }

  private async found(id: string): Promise<DiscountCodeEntity> {
    const code = /^[0-9a-f-]{36}$/i.test(id) ? await this.codes.findById(id.toLowerCase()) : null;
    if (!code) throw new ApiError(404, DISCOUNT_MESSAGES.notFound);
    return code;
  }

  private async one(id: string): Promise<AdminDiscountCode> {
    const code = await this.found(id);
    const [targets, pending] = await Promise.all([this.codes.targetsOf([id]), this.codes.pendingCount(id)]);
    return this.toAdmin(code, targets.get(id)!, pending);
  }

  private stored(input: DiscountCodeInput) {
    return {
      code: input.code,
      kind: input.kind,
      percentOff: input.percentOff,
      amountOffCents: input.amountOffCents,
      startsAt: input.startsAt === null ? null : new Date(input.startsAt),
      endsAt: input.endsAt === null ? null : new Date(input.endsAt),
      usageLimit: input.usageLimit,
      oncePerBuyer: input.oncePerBuyer,
      minimumOrderCents: input.minimumOrderCents,
      scope: input.scope,
    };
  }

  private fieldsOf(code: ReturnType<DiscountsService['stored']>) {
    return {
      ...code,
      oncePerBuyer: Boolean(code.oncePerBuyer),
      startsAt: code.startsAt?.toISOString() ?? null,
      endsAt: code.endsAt?.toISOString() ?? null,
    };
  }

  private toAdmin(row: DiscountCodeEntity, targets: { templateIds: string[]; categories: string[] }, pending: number): AdminDiscountCode {
    const dto = {
      id: row.id,
      code: row.code,
      kind: row.kind,
      percentOff: row.percentOff === null ? null : Number(row.percentOff),
      amountOffCents: row.amountOffCents === null ? null : Number(row.amountOffCents),
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
      usageLimit: row.usageLimit === null ? null : Number(row.usageLimit),
      oncePerBuyer: Boolean(row.oncePerBuyer),
      minimumOrderCents: Number(row.minimumOrderCents),
      scope: row.scope,
      templateIds: targets.templateIds,
      categories: targets.categories as AdminDiscountCode['categories'],
      usedCount: Number(row.usedCount),
      pendingCount: pending,
      archived: Boolean(row.archived),
      revision: Number(row.revision),
      createdAt: row.createdAt.toISOString(),
    };
    return { ...dto, status: discountStatusOf(dto, this.clock.now()) };
  }
}

/** A code's terms on one line, for the audit entry. */
function describe(input: DiscountCodeInput): string {
  const off = input.kind === 'percent' ? `${input.percentOff}% off` : `$${centsToDecimal(input.amountOffCents ?? 0)} off`;
  const scope = input.scope === 'all' ? 'all templates' : [...input.templateIds, ...input.categories].join(', ');
  const limit = input.usageLimit === null ? 'no limit' : `limit ${input.usageLimit}`;
  return `${off}, ${scope}, ${limit}${input.oncePerBuyer ? ', once per buyer' : ''}, minimum $${centsToDecimal(input.minimumOrderCents)}`;
}
