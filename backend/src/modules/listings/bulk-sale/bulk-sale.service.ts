import { Injectable } from '@nestjs/common';
import { CATEGORY_LABELS, type Category } from '@tm/contracts/catalog';
import { BULK_SALE_LIMITS, BULK_SALE_MESSAGES, bulkSaleSummary, discountedCents } from '@tm/contracts/listings';
import type { BulkSaleInput, BulkSaleResult } from '@tm/contracts/listings.schemas';
import { ClockService } from '../../../common/clock';
import { ApiError } from '../../../common/http/api-error';
import { parseUuid } from '../../../common/uuid';
import { AuditLogService, type AdminActor, type AuditChanges } from '../../../infrastructure/audit';
import { CatalogWriterService } from '../../catalog';
import { BulkSaleRepository, type SaleCandidate } from './bulk-sale.repository';

/**
 * Ids the audit entry lists: its `changes` column is TEXT (64 KB on MySQL), which holds about 1,600
 * ids; a larger category sale lists the first ones and says how many more there were.
 */
const AUDITED_IDS = 1_500;

/**
 * The bulk sale (docs/product/back-office.md, decision 076's sales): a percentage off the chosen
 * templates, or off every listing of a category, as one change: one transaction, one audit entry,
 * one drop of the catalog's cached answers.
 */
@Injectable()
export class BulkSaleService {
  constructor(
    private readonly candidates: BulkSaleRepository,
    private readonly writer: CatalogWriterService,
    private readonly audit: AuditLogService,
    private readonly clock: ClockService,
  ) {}

  async putOnSale(actor: AdminActor, input: BulkSaleInput): Promise<BulkSaleResult> {
    this.checkDates(input.startsAt, input.endsAt);
    const listings =
      input.templateIds !== undefined
        ? await this.chosen(input.templateIds)
        : await this.ofCategory(input.category!, input.subcategory ?? null);
    // A price too low for the discount to lower it (a free draft, a few cents at a small percentage) stays as it is.
    const ids = listings.filter((l) => discountedCents(l.priceCents, input.percentOff) < l.priceCents).map((l) => l.id);
    if (ids.length === 0) throw new ApiError(422, BULK_SALE_MESSAGES.nothingToLower);
    const skipped = listings.length - ids.length;
    await this.writer.putOnSale(ids, { percentOff: input.percentOff, startsAt: input.startsAt, endsAt: input.endsAt }, [
      this.audit.step(actor, {
        action: 'listings.bulk-sale',
        targetType: 'listings',
        targetId: input.category ?? 'selection',
        detail: this.detail(input, ids.length),
        changes: this.changes(input, ids, skipped),
      }),
    ]);
    return { count: ids.length, skipped, message: bulkSaleSummary(ids.length, skipped) };
  }

  /** An end must be in the future and after the start (422: the form shows the words by its fields). */
  private checkDates(startsAt: Date | null, endsAt: Date | null): void {
    if (endsAt === null) return;
    if (startsAt !== null && endsAt <= startsAt) throw new ApiError(422, BULK_SALE_MESSAGES.endsBeforeStart);
    if (endsAt <= this.clock.now()) throw new ApiError(422, BULK_SALE_MESSAGES.endsInPast);
  }

  /** The chosen templates, every one of them found (404 naming none otherwise: the table is out of date). */
  private async chosen(templateIds: readonly string[]): Promise<SaleCandidate[]> {
    const ids = [...new Set(templateIds.map((id) => parseUuid(id)))];
    if (ids.some((id) => id === null)) throw new ApiError(404, BULK_SALE_MESSAGES.notFound);
    const found = new Map((await this.candidates.byIds(ids as string[])).map((listing) => [listing.id, listing]));
    if (found.size !== ids.length) throw new ApiError(404, BULK_SALE_MESSAGES.notFound);
    return ids.map((id) => found.get(id!)!); // in the order chosen: the audit entry lists them so
  }

  /** Every listing of the category (or subcategory), whatever its status; too many is refused whole. */
  private async ofCategory(category: Category, subcategory: string | null): Promise<SaleCandidate[]> {
    const found = await this.candidates.inCategory(category, subcategory, BULK_SALE_LIMITS.maxCategoryListings + 1);
    if (found.length > BULK_SALE_LIMITS.maxCategoryListings) throw new ApiError(422, BULK_SALE_MESSAGES.tooManyInCategory);
    if (found.length === 0) throw new ApiError(422, BULK_SALE_MESSAGES.emptyCategory);
    return found;
  }

  private detail(input: BulkSaleInput, count: number): string {
    const what = `${input.percentOff}% off ${count} ${count === 1 ? 'template' : 'templates'}`;
    if (input.category === undefined) return what;
    return `${what} in ${CATEGORY_LABELS[input.category]}${input.subcategory ? ` / ${input.subcategory}` : ''}`;
  }

  /** The sale as the audit log shows it: percent, dates, where, how many, and which. */
  private changes(input: BulkSaleInput, ids: readonly string[], skipped: number): AuditChanges {
    const set = (after: unknown) => ({ before: null, after });
    return {
      percentOff: set(input.percentOff),
      saleStartsAt: set(input.startsAt?.toISOString() ?? null),
      saleEndsAt: set(input.endsAt?.toISOString() ?? null),
      ...(input.category !== undefined ? { category: set(input.category) } : {}),
      ...(input.subcategory !== undefined ? { subcategory: set(input.subcategory) } : {}),
      count: set(ids.length),
      ...(skipped > 0 ? { skipped: set(skipped) } : {}),
      templateIds: set(ids.slice(0, AUDITED_IDS)),
      ...(ids.length > AUDITED_IDS ? { templateIdsNotListed: set(ids.length - AUDITED_IDS) } : {}),
    };
  }
}
