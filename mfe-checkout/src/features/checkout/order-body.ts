import type { CustomBuildSummary } from '@tm/contracts/custom-build.schemas';
import { requiredConsents, type ConsentKey } from '@tm/contracts/legal-texts';
import type { CheckoutForm, CreateOrderBody, OrderConsent } from '@tm/contracts/orders.schemas';
import { totalCents, type ResolvedLine } from '../cart-lines';
import { customBuildCents } from './use-custom-build-cart';

/** The checkout's boxes this cart needs (decision 082): the terms, and the withdrawal wording of what it holds. */
export const neededConsents = (lines: readonly ResolvedLine[], customBuild: CustomBuildSummary | null): ConsentKey[] =>
  requiredConsents({ templates: lines.length > 0, customBuild: customBuild !== null });

/**
 * docs/product/storefront.md §3 order create payload. The server builds the order from its own cart and prices; the
 * total is sent so it can refuse an order priced differently from what the shopper saw; the boxes shown
 * are sent as ticked, and the server refuses the order unless each one it needs is (decision 082).
 */
export function buildOrderBody(
  form: CheckoutForm,
  boxes: Readonly<Record<ConsentKey, boolean>>,
  lines: ResolvedLine[],
  userId: string,
  customBuild: CustomBuildSummary | null = null,
  discount: { code: string; cents: number } | null = null,
): CreateOrderBody {
  const consent: OrderConsent = {};
  for (const key of neededConsents(lines, customBuild)) consent[key] = boxes[key];
  return {
    customerEmail: form.email,
    customerName: `${form.firstName} ${form.lastName}`,
    // With a discount code, the total after it (decision 090): the server prices the code again and refuses another.
    totalAmount: (totalCents(lines) + customBuildCents(customBuild) - (discount?.cents ?? 0)) / 100,
    items: lines.map((line) => ({
      templateId: line.templateId,
      templateName: line.name,
      price: line.template?.price ?? '0.00',
      quantity: line.quantity,
    })),
    userId,
    // The stored summary in the cart: the server prices it, the total lets it refuse a stale one.
    ...(customBuild ? { customBuildId: customBuild.id } : {}),
    consent,
    ...(discount ? { discountCode: discount.code } : {}),
  };
}
