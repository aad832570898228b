import './discount.css';
// The discount feature's entry point (decision 090): the cart's code field and the applied code's state.
export { DiscountField } from './discount-field';
export { discountCentsOf, useDiscount } from './discount-store';
export { useAppliedDiscount } from './use-applied-discount';
