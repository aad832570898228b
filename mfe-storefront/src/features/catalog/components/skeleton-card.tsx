/** Placeholder card with the real card's shape, so the grid does not jump when data arrives. */
export function SkeletonCard() {
  return (
    <div className="sf-card sf-card--skeleton" aria-hidden="true">
      <div className="sf-card__media tm-skeleton" />
      <div className="sf-card__body">
        <span className="tm-skeleton sf-skeleton-line sf-skeleton-line--short" />
        <span className="tm-skeleton sf-skeleton-line" />
        <span className="tm-skeleton sf-skeleton-line sf-skeleton-line--short" />
        <span className="tm-skeleton sf-skeleton-line sf-skeleton-line--button" />
      </div>
    </div>
  );
}
