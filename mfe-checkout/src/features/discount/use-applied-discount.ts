import { useEffect, useState } from 'react';
import { DISCOUNT_API } from '@tm/contracts/discounts';
import type { DiscountQuote } from '@tm/contracts/discounts.schemas';
import { ApiError, postJson } from '@tm/platform';
import { useDiscount } from './discount-store';

/**
 * The applied code's quote for the cart as it is: asked again whenever the lines change (a line added or
 * removed changes what the code takes off). A code that no longer applies is dropped and why is returned.
 */
export function useAppliedDiscount(signature: string, signedIn: boolean): { quote: DiscountQuote | null; dropped: string | null } {
  const { code, quote, applied, removed } = useDiscount();
  const [dropped, setDropped] = useState<string | null>(null);
  useEffect(() => {
    if (!code || !signedIn || signature === '') return;
    let live = true;
    postJson<DiscountQuote>(DISCOUNT_API.apply, { code }).then(
      (fresh) => {
        if (live) applied(fresh);
      },
      (error: unknown) => {
        if (!live) return;
        // A throttled or unreachable server says nothing about the code: it stays, and Place Order checks it.
        if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
          removed();
          setDropped(error.message);
        }
      },
    );
    return () => {
      live = false;
    };
  }, [code, signature, signedIn, applied, removed]);
  return { quote: code ? quote : null, dropped };
}
