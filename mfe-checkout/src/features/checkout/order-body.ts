import type { CustomBuildSummary } from '@tm/contracts/custom-build.schemas';
import type { CheckoutForm, CreateOrderBody } from '@tm/contracts/orders.schemas';
import { totalCents, type ResolvedLine } from '../cart-lines';
import { customBuildCents } from './use-custom-build-cart';

/**
 * docs/product/storefront.md §3 order create payload. The server builds the order from its own cart and prices; the
 * total is sent so it can refuse an order priced differently from what the shopper saw.
 */
export function buildOrderBody(
  form: CheckoutForm,
  lines: ResolvedLine[],
  userId: string,
  customBuild: CustomBuildSummary | null = null,
): CreateOrderBody {
  return {
    customerEmail: form.email,
    customerName: `${form.firstName} ${form.lastName}`,
    totalAmount: (totalCents(lines) + customBuildCents(customBuild)) / 100,
    items: lines.map((line) => ({
      templateId: line.templateId,
      templateName: line.name,
      price: line.template?.price ?? '0.00',
      quantity: line.quantity,
    })),
    userId,
    // The stored summary in the cart: the server prices it, the total lets it refuse a stale one.
    ...(customBuild ? { customBuildId: customBuild.id } : {}),
  };
}
