import { z } from 'zod';
import { LICENCES, PURCHASE_CODE_MESSAGES, PURCHASE_CODE_PATTERN, PURCHASE_CODE_STATUSES } from './licences';

/** zod schemas of the licence calls (decision 091); the constants are in licences.ts. */

export const LicenceSchema = z.enum(LICENCES, { error: PURCHASE_CODE_MESSAGES.licence });

export const PurchaseCodeParamSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(64, PURCHASE_CODE_MESSAGES.malformed)
  .regex(PURCHASE_CODE_PATTERN, PURCHASE_CODE_MESSAGES.malformed);

/** What a support desk learns of a code: never the buyer's email (decision 091). */
export const PurchaseCodeCheckSchema = z.object({
  code: z.string(),
  status: z.enum(PURCHASE_CODE_STATUSES),
  licence: LicenceSchema,
  template: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  buyerName: z.string(),
  orderNumber: z.string(),
  purchasedAt: z.string(),
  /** When a Regular code became Extended by an upgrade; null otherwise. */
  upgradedAt: z.string().nullable(),
});

export const SupportTokenSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** The token's last characters, so the owner can tell tokens apart. */
  hint: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});

export const NewSupportTokenBodySchema = z.object({
  label: z
    .string({ error: PURCHASE_CODE_MESSAGES.tokenLabel })
    .trim()
    .min(1, PURCHASE_CODE_MESSAGES.tokenLabel)
    .max(80, PURCHASE_CODE_MESSAGES.tokenLabel),
});

export const NewSupportTokenSchema = SupportTokenSchema.extend({ token: z.string() });

/** A licence held, as the buyer's order shows it. */
export const PurchaseCodeSchema = z.object({ code: z.string(), licence: LicenceSchema, upgradedAt: z.string().nullable() });

export type PurchaseCodeCheck = z.infer<typeof PurchaseCodeCheckSchema>;
export type SupportToken = z.infer<typeof SupportTokenSchema>;
export type NewSupportToken = z.infer<typeof NewSupportTokenSchema>;
export type NewSupportTokenBody = z.input<typeof NewSupportTokenBodySchema>;
export type PurchaseCode = z.infer<typeof PurchaseCodeSchema>;
