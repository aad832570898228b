/** The cart's loading state: the shape of two lines and the summary, announced once as loading. */
export function CartSkeleton() {
  return (
    <div className="co-layout" role="status" aria-live="polite">
      <span className="tm-visually-hidden">Loading your cart...</span>
      <ul className="co-lines" aria-hidden="true">
        {[0, 1].map((key) => (
          <li key={key} className="co-line">
            <span className="tm-skeleton co-thumb" />
            <div className="co-line__body">
              <span className="tm-skeleton co-skeleton-text co-skeleton-text--wide" />
              <span className="tm-skeleton co-skeleton-text" />
              <span className="tm-skeleton co-skeleton-text co-skeleton-text--short" />
            </div>
          </li>
        ))}
      </ul>
      <div className="tm-card co-summary" aria-hidden="true">
        <span className="tm-skeleton co-skeleton-text co-skeleton-text--wide" />
        <span className="tm-skeleton co-skeleton-text" />
        <span className="tm-skeleton co-skeleton-block" />
      </div>
    </div>
  );
}
