import { SITE_TEXTS } from '@tm/contracts/site';

/**
 * docs/product/storefront.md §2: the four benefits under the checkout summary, each as the shop keeps it (decision 053):
 * updates are the template page's promise, word for word, not "lifetime"; the refund is the refund policy's, for a
 * template not downloaded yet, not an unconditional guarantee.
 */
const BENEFITS = ['Instant download access', SITE_TEXTS.updatesIncluded, 'Commercial license', '30-day refund if not downloaded'] as const;

export function CheckoutBenefits() {
  return (
    <ul className="co-benefits" aria-label="Included with your purchase">
      {BENEFITS.map((benefit) => (
        <li key={benefit}>
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="M7.7 13.3 4.4 10a1 1 0 1 0-1.4 1.4l4 4a1 1 0 0 0 1.4 0l8.6-8.6A1 1 0 1 0 15.6 5.4l-7.9 7.9Z" />
          </svg>
          {benefit}
        </li>
      ))}
    </ul>
  );
}
