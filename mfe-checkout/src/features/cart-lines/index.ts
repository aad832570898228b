// A cart's lines with their templates resolved, and their prices: the cart and the checkout both show
// them. A feature of its own, not the cart's insides, so the checkout's order body (and its unit test)
// needs no page, component or stylesheet to price the lines.
export { lineCents, totalCents, unitCents } from './line-totals';
export { useResolvedLines, type ResolvedLine } from './use-resolved-lines';
