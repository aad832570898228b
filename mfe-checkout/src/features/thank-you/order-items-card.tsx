import type { Order } from '@tm/contracts/orders.schemas';
import { dollarsToCents, formatMoney } from '@tm/platform';
import { INVOICE_TEXTS } from '@tm/contracts/invoices';
import { OrderTotals } from './order-totals';
import { licensedLineName, purchaseCodeLine } from '@tm/contracts/licences';
import { isCustomBuildItem } from '@tm/contracts/orders';

/** docs/product/storefront.md §2 thank-you order summary: each item's name, quantity and line price, then the totals (with the tax when charged). */
export function OrderItemsCard({ order }: { order: Order }) {
  return (
    <section className="tm-card co-thanks-card" aria-labelledby="thanks-summary-title">
      <h2 id="thanks-summary-title" className="tm-card__title">
        Order Summary
      </h2>
      <ul className="co-thanks-items">
        {order.items.map((item) => (
          <li key={item.id} className="co-summary__row">
            <span>
              {/* "Aurora — Extended licence × 2" (decision 091); a custom build has no licence. */}
              {item.licence && !isCustomBuildItem(item.template) ? (
                <span className="co-thanks-items__name">
                  {licensedLineName(item.template.name, item.licence, item.quantity, item.licenceUpgrade ?? false)}
                </span>
              ) : (
                <>
                  <span className="co-thanks-items__name">{item.template.name}</span>
                  <span className="tm-muted"> × {item.quantity}</span>
                </>
              )}
              {(item.purchaseCodes ?? []).map((code) => (
                <span key={code.code} className="co-thanks-items__code">
                  {purchaseCodeLine(code.code)}
                </span>
              ))}
            </span>
            <span>{formatMoney(dollarsToCents(item.price) * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals order={order} />
      {/* The invoice, issued with the payment (decision 085); the dashboard lists it too. */}
      {order.documents
        .filter((document) => document.kind === 'invoice')
        .map((document) => (
          <p key={document.id} className="co-thanks-invoice">
            <a href={document.pdfUrl} target="_blank" rel="noopener">
              {INVOICE_TEXTS.download(document.kind, document.number)}
            </a>
          </p>
        ))}
    </section>
  );
}
