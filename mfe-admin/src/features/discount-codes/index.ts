// The Discount codes tab's entry point (decision 090).
export { DiscountCodesTab } from './discount-codes-tab';
