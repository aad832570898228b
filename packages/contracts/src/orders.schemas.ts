import { z } from 'zod';
import { CART_LIMITS } from './cart';
import { CategorySchema } from './catalog.schemas';
import { DELIVERY_STATUSES } from './custom-build';
import { INVOICE_KINDS } from './invoices';
import { consentMissingMessage, requiredConsents, type ConsentKey } from './legal-texts';
import { CHECKOUT_MESSAGES, ORDER_LIMITS, ORDER_STATUSES } from './orders';
import { plainText } from './plain-text';
import { LICENCES } from './licences';
import { PurchaseCodeSchema } from './licences.schemas';
import { SoldPromiseSchema } from './custom-build-delivery.schemas';

/**
 * zod schemas of the order, payment and download calls (docs/product/storefront.md §3/§5/§7, decision 017);
 * types in orders.ts.
 */

const money = z.string().regex(/^\d+\.\d{2}$/);

/** docs/product/storefront.md §3 Order item: price and template as they were at purchase. */
export const OrderItemSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
  price: money,
  template: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    price: money,
    category: CategorySchema,
    subcategory: z.string(),
    previewImage: z.string(),
  }),
  /** In the buyer's order list only: a newer version was uploaded since they last downloaded the item. */
  updateAvailable: z.boolean().optional(),
  /** The licence bought (decision 091); `quantity` is the number of licences. */
  licence: z.enum(LICENCES).optional(),
  /** The line upgraded `quantity` of the buyer's Regular licences to Extended, at the difference in price. */
  licenceUpgrade: z.boolean().optional(),
  /** The buyer's own order (dashboard, confirmation): one purchase code per licence, once paid. */
  purchaseCodes: z.array(PurchaseCodeSchema).optional(),
  /** This line's share of the order's discount code (decision 090), when it has one. */
  discount: money.optional(),
  /** A paid custom build's delivery (decision 036): in progress, then ready to download. */
  delivery: z
    .object({
      status: z.enum(DELIVERY_STATUSES),
      readyAt: z.string().nullable(),
      /** What the payment promised (decision 095); null on builds sold before it. */
      promise: SoldPromiseSchema.nullable().optional(),
    })
    .optional(),
});

/** One invoice or credit note of an order (decision 085), as the dashboard and the back office list it. */
export const OrderDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  grossAmount: money,
  currency: z.string(),
  pdfUrl: z.string(),
});

export const OrderSchema = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.enum(ORDER_STATUSES),
  totalAmount: money,
  customerEmail: z.string(),
  customerName: z.string(),
  /** From the checkout form's payment link; null until one was asked for. The dashboard resumes payment with it. */
  customerPhone: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  items: z.array(OrderItemSchema),
  /** GET /api/orders/:id only: a payment came when the order could no longer take it, and was refunded in full (decision 066). */
  paymentRefunded: z.boolean().optional(),
  /**
   * What was paid, as the payment provider reported it (decision 081); null until paid. The tax is in
   * `paidAmount`: added to the prices (`exclusive`) or inside them (`inclusive`); none under a reverse charge.
   */
  paid: z
    .object({
      paidAmount: money,
      taxAmount: money,
      taxBehavior: z.enum(['inclusive', 'exclusive']).nullable(),
      currency: z.string(),
      buyerCountry: z.string().nullable(),
      reverseCharge: z.boolean(),
    })
    .nullable(),
  /** The order's invoice and credit notes, oldest first (decision 085); none until it is paid. */
  documents: z.array(OrderDocumentSchema),
  /**
   * The discount code the order was placed with and what it takes off `totalAmount` (decision 090); null
   * without one. What is charged is totalAmount − discount (plus any tax added).
   */
  discount: z.object({ code: z.string(), amount: money, dueAmount: money }).nullable().optional(),
  /**
   * The versions of the texts the buyer agreed to at checkout (LEGAL_TEXTS), null for a text the order did not
   * need, and when; null on orders placed before the checkout had its boxes (decision 082).
   */
  consent: z
    .object({
      terms: z.string().nullable(),
      immediateDelivery: z.string().nullable(),
      serviceStart: z.string().nullable(),
      consentedAt: z.string(),
    })
    .nullable(),
});

/**
 * The checkout's boxes as the order call carries them (decision 082). A box counts as ticked only when
 * sent as `true`: false, "true", 1, null or nothing is a box left empty, named in the 400's message.
 */
export const OrderConsentSchema = z
  .unknown()
  .optional()
  .transform((value): Record<ConsentKey, boolean> => {
    const sent = typeof value === 'object' && value !== null ? (value as Partial<Record<ConsentKey, unknown>>) : {};
    return { terms: sent.terms === true, immediateDelivery: sent.immediateDelivery === true, serviceStart: sent.serviceStart === true };
  });

/** docs/product/storefront.md §3 order create payload. Prices and quantities are the server's; the total must agree. */
export const CreateOrderBodySchema = z
  .object({
    // The length first, aborting: the address pattern is not run over a body-sized string (decision 064).
    customerEmail: z
      .string({ error: CHECKOUT_MESSAGES.email })
      .max(254, { error: CHECKOUT_MESSAGES.email, abort: true })
      .pipe(z.email(CHECKOUT_MESSAGES.email)),
    customerName: plainText('customerName').trim().min(1, 'customerName is required').max(120),
    totalAmount: z.number({ error: 'totalAmount must be a number' }).nonnegative('totalAmount must be a number').finite(),
    items: z
      .array(
        z.object({
          templateId: z.string().trim().min(1, 'templateId is required').max(64),
          templateName: z.string().max(200).optional(),
          price: z.union([z.string().max(20), z.number()]).optional(),
          quantity: z.number().int().min(CART_LIMITS.minQuantity).max(CART_LIMITS.maxQuantity).optional(),
        }),
      )
      .max(ORDER_LIMITS.maxItems),
    userId: z.string().max(64).optional(),
    /** The stored custom-build summary in the buyer's cart, ordered with (or without) templates; its price is the server's. */
    customBuildId: z.uuid('customBuildId must be a custom build summary id').optional(),
    /** The boxes the buyer ticked: the terms, and the withdrawal wording of what the order holds (decision 082). */
    consent: OrderConsentSchema,
    /** The code applied in the cart (decision 090): checked again here; `totalAmount` is then the total after it. */
    discountCode: z.string().trim().max(64, 'discountCode must be at most 64 characters').optional(),
  })
  .refine((body) => body.items.length > 0 || body.customBuildId !== undefined, { message: 'Your cart is empty', path: ['items'] })
  .superRefine((body, ctx) => {
    const missing = requiredConsents(orderContents(body)).filter((key) => !body.consent[key]);
    if (missing.length > 0) ctx.addIssue({ code: 'custom', message: consentMissingMessage(missing), path: ['consent'] });
  });

/** What the order call asks for: templates, a custom build, or both. */
export const orderContents = (body: { items: readonly unknown[]; customBuildId?: string | undefined }) => ({
  templates: body.items.length > 0,
  customBuild: body.customBuildId !== undefined,
});

/** docs/product/storefront.md §5: the checkout form (the client validates with it too). */
export const CheckoutFormSchema = z.object({
  firstName: plainText('First name').trim().min(2, CHECKOUT_MESSAGES.firstName).max(50),
  lastName: plainText('Last name').trim().min(2, CHECKOUT_MESSAGES.lastName).max(50),
  email: z.string().trim().max(254, { error: CHECKOUT_MESSAGES.email, abort: true }).pipe(z.email(CHECKOUT_MESSAGES.email)),
  mobileNo: z
    .string()
    .trim()
    .min(10, CHECKOUT_MESSAGES.mobileNo)
    .max(20, 'Mobile number must be at most 20 characters')
    .regex(/^\+?[\d\s().-]+$/, 'Mobile number can only contain digits, spaces, +, -, ( and )'),
});

/**
 * The checkout form with the boxes the cart needs (decision 082): each needed box must be ticked, with its
 * own message; the others are not shown. The server checks the same boxes (CreateOrderBodySchema).
 */
export function checkoutFormWithConsent(needed: readonly ConsentKey[]) {
  const box = (key: ConsentKey) =>
    needed.includes(key) ? z.boolean().refine((ticked) => ticked, consentMissingMessage([key])) : z.boolean();
  return CheckoutFormSchema.extend({ terms: box('terms'), immediateDelivery: box('immediateDelivery'), serviceStart: box('serviceStart') });
}

/** docs/product/storefront.md §3 payment link request. */
export const PaymentLinkBodySchema = CheckoutFormSchema.extend({ orderId: z.uuid('orderId must be an order id') });
export const PaymentLinkResultSchema = z.object({ paymentLink: z.string() });

/** The gateway's confirmation: the signed session from the payment link. */
export const CompleteOrderBodySchema = z.object({
  session: z.string({ error: 'session is required' }).min(1, 'session is required').max(1000),
});

/** 'You own this' and its Download: each owned template with the order item it downloads through (downloadItemPath). */
export const OwnedTemplatesSchema = z.object({
  templateIds: z.array(z.string()),
  downloads: z.array(z.object({ templateId: z.string(), orderId: z.string(), orderItemId: z.string() })),
  /** Standing Regular licences held, by template id (decision 091): the detail page offers their upgrade. */
  regularLicences: z.record(z.string(), z.number().int()).optional(),
});

export type Order = z.infer<typeof OrderSchema>;
export type OrderItem = z.infer<typeof OrderItemSchema>;
/** The boxes as a caller sends them: only `true` is a ticked box. */
export type OrderConsent = Partial<Record<ConsentKey, boolean>>;
export type CreateOrderBody = Omit<z.input<typeof CreateOrderBodySchema>, 'consent'> & { consent: OrderConsent };
export type CheckoutForm = z.input<typeof CheckoutFormSchema>;
export type CheckoutFormWithConsent = z.input<ReturnType<typeof checkoutFormWithConsent>>;
export type PaymentLinkBody = z.input<typeof PaymentLinkBodySchema>;
export type PaymentLinkResult = z.infer<typeof PaymentLinkResultSchema>;
export type CompleteOrderBody = z.input<typeof CompleteOrderBodySchema>;
export type OwnedTemplates = z.infer<typeof OwnedTemplatesSchema>;
