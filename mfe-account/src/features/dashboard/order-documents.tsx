import { INVOICE_TEXTS } from '@tm/contracts/invoices';
import type { Order } from '@tm/contracts/orders.schemas';
import { formatDollars, formatShortDate, shortOrderId } from '@tm/platform';

/**
 * The order's invoice and credit notes (decision 085), each a link to its PDF. Nothing for an order
 * that was never paid, or was paid before the shop issued invoices.
 */
export function OrderDocuments({ order }: { order: Order }) {
  if (order.documents.length === 0) return null;
  return (
    <ul className="account-order__documents" aria-label={`Invoices of order #${shortOrderId(order.id)}`}>
      {order.documents.map((document) => (
        <li key={document.id}>
          <a href={document.pdfUrl} target="_blank" rel="noopener">
            {INVOICE_TEXTS.download(document.kind, document.number)}
          </a>{' '}
          <span className="tm-muted">
            {formatShortDate(document.issuedAt)} · {formatDollars(document.grossAmount)}
          </span>
        </li>
      ))}
    </ul>
  );
}
