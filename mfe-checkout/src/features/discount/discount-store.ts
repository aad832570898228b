import { create } from 'zustand';
import type { DiscountQuote } from '@tm/contracts/discounts.schemas';
import { STORAGE_KEYS } from '@tm/contracts/routes';
import { readStorage, removeStorage, writeStorage } from '@tm/platform';

/**
 * The code applied in the cart (decision 090), kept for this tab's session so the checkout reads it and
 * sends it with Place Order, which checks it again. The quote is what the server last said it takes off.
 */
interface DiscountState {
  code: string | null;
  quote: DiscountQuote | null;
  applied: (quote: DiscountQuote) => void;
  removed: () => void;
}

export const useDiscount = create<DiscountState>((set) => ({
  code: readStorage('session', STORAGE_KEYS.discountCode),
  quote: null,
  applied: (quote) => {
    writeStorage('session', STORAGE_KEYS.discountCode, quote.code);
    set({ code: quote.code, quote });
  },
  removed: () => {
    removeStorage('session', STORAGE_KEYS.discountCode);
    set({ code: null, quote: null });
  },
}));

/** The discount in cents as last quoted, or 0. */
export const discountCentsOf = (quote: DiscountQuote | null) => (quote ? Math.round(Number(quote.discountAmount) * 100) : 0);
