import type { Template } from '@tm/contracts/catalog.schemas';
import { SkeletonCard } from './skeleton-card';
import { TemplateCard } from './template-card';

export interface TemplateGridProps {
  templates: Template[];
  /** Give rank badges #1..#rankTop to the first items. */
  rankTop?: number;
  /**
   * How many leading images load at once, at high priority: the first, the largest thing on a phone's
   * first screen. The others load as they near the screen (at once on a wide one), so they do not
   * share the phone's bandwidth with it (docs/decisions/056).
   */
  eagerImages?: number;
  label?: string;
  className?: string;
  /** The cards' heading level: 2 when no section heading sits between the grid and the page's h1. */
  cardHeadingLevel?: 2 | 3;
}

export function TemplateGrid({
  templates,
  rankTop = 0,
  eagerImages = 0,
  label,
  className = 'sf-grid',
  cardHeadingLevel,
}: TemplateGridProps) {
  return (
    <ul className={className} aria-label={label}>
      {templates.map((template, index) => (
        <li key={template.id}>
          <TemplateCard
            template={template}
            rank={index < rankTop ? index + 1 : undefined}
            eagerImage={index < eagerImages}
            headingLevel={cardHeadingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

/** The loading state of a grid: `count` skeleton cards and one polite announcement. */
export function SkeletonGrid({
  count,
  label = 'Loading templates...',
  className = 'sf-grid',
}: {
  count: number;
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="tm-visually-hidden">{label}</span>
      <div className={className} data-testid="skeleton-grid">
        {Array.from({ length: count }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </div>
    </div>
  );
}
