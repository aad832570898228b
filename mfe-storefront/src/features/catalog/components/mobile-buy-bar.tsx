import { AddToCartButton, TaxNote, formatDollars } from '@tm/platform';
import { RegularPrice } from './sale-price';

/**
 * On a phone the price and Add to Cart stay in reach (decision 039): a bar fixed to the bottom of the
 * screen, shown only on narrow screens (CSS), with room kept for it under the page so it never hides
 * the last of the content. A running sale shows its regular price struck through, as the buy box does.
 */
export function MobileBuyBar({
  templateId,
  templateName,
  price,
  regularPrice,
}: {
  templateId: string;
  templateName: string;
  price: string;
  regularPrice: string | null;
}) {
  return (
    <div className="sf-mobile-buy" role="region" aria-label="Buy this template">
      <p className="sf-mobile-buy__price">
        <span>
          <span className="sf-price">
            {formatDollars(price)}
            <TaxNote />
          </span>{' '}
          <RegularPrice regularPrice={regularPrice} />
        </span>
        <span className="sf-mobile-buy__note">One-time purchase</span>
      </p>
      <AddToCartButton templateId={templateId} templateName={templateName} />
    </div>
  );
}
