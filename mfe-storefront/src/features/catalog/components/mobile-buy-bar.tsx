import { AddToCartButton, formatDollars } from '@tm/platform';

/**
 * On a phone the price and Add to Cart stay in reach (decision 039): a bar fixed to the bottom of the
 * screen, shown only on narrow screens (CSS), with room kept for it under the page so it never hides
 * the last of the content.
 */
export function MobileBuyBar({ templateId, templateName, price }: { templateId: string; templateName: string; price: string }) {
  return (
    <div className="sf-mobile-buy" role="region" aria-label="Buy this template">
      <p className="sf-mobile-buy__price">
        <span className="sf-price">{formatDollars(price)}</span>
        <span className="sf-mobile-buy__note">One-time purchase</span>
      </p>
      <AddToCartButton templateId={templateId} templateName={templateName} />
    </div>
  );
}
