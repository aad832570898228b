/**
 * Simple inline card-brand marks (docs/product/storefront.md §1 footer); drawn here so no third-party asset is fetched.
 * Shown only with Stripe, and only the brands Stripe Checkout takes without further setup: no PayPal,
 * which this shop does not offer (decision 042).
 */
export function CardBrands() {
  return (
    <ul className="card-brands" aria-label="Accepted payment methods">
      <li>
        <svg viewBox="0 0 60 38" role="img" aria-label="Visa">
          <rect width="60" height="38" rx="6" fill="#fff" stroke="#e2e8f0" />
          <text
            x="30"
            y="25"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="15"
            fontStyle="italic"
            fontWeight="900"
            fill="#1a1f71"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 60 38" role="img" aria-label="Mastercard">
          <rect width="60" height="38" rx="6" fill="#fff" stroke="#e2e8f0" />
          <circle cx="25" cy="19" r="10" fill="#eb001b" />
          <circle cx="35" cy="19" r="10" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 60 38" role="img" aria-label="Stripe">
          <rect width="60" height="38" rx="6" fill="#635bff" />
          <text x="30" y="24" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="13" fontWeight="800" fill="#fff">
            stripe
          </text>
        </svg>
      </li>
    </ul>
  );
}
