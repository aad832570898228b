import type { Dayjs } from 'dayjs';
import { LISTING_API } from '@tm/contracts/listings';
import { BulkSaleResultSchema, type BulkSaleBody, type BulkSaleResult } from '@tm/contracts/listings.schemas';
import type { Category } from '@tm/contracts/catalog';
import { apiFetch } from '@tm/platform';

/** Which listings the sale takes: the chosen rows, or the whole category (and subcategory) the table is filtered to. */
export type SaleTarget =
  { kind: 'selected'; ids: readonly string[] } | { kind: 'category'; category: Category; subcategory: string | null };

/** The dialog's fields as the form holds them. */
export interface BulkSaleValues {
  percentOff: number | null;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
}

/** The request body: times with the admin's own offset (the server reads any offset), null for "at once" and "no end". */
export function bulkSaleBody(target: SaleTarget, values: BulkSaleValues): BulkSaleBody {
  const where =
    target.kind === 'selected'
      ? { templateIds: [...target.ids] }
      : { category: target.category, ...(target.subcategory ? { subcategory: target.subcategory } : {}) };
  return {
    ...where,
    percentOff: values.percentOff ?? 0,
    startsAt: values.startsAt ? values.startsAt.format() : null,
    endsAt: values.endsAt ? values.endsAt.format() : null,
  };
}

/** POST the bulk sale; the answer says how many went on sale ("3 templates on sale"). */
export async function putOnSale(body: BulkSaleBody): Promise<BulkSaleResult> {
  return BulkSaleResultSchema.parse(await apiFetch(LISTING_API.bulkSale, { method: 'POST', body }));
}
