// The cart page, and the parts of its summary the checkout shows too. Its styles come with this index:
// the checkout and thank-you pages lay out with them (co-layout, co-summary) and import it for them.
import './cart.css';

export { CartPage } from './cart-page';
export { CartThumbnail } from './cart-thumbnail';
export { LicenceLine } from './licence-line';
export { OwnedWarning } from './owned-warning';
export { PriceChangeNote } from './price-change-note';
export { SummaryTotals } from './summary-totals';
export { discountRow, discountSignature } from './order-summary';
