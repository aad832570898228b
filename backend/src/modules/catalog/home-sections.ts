import { HOME_SECTION_NAMES, HOME_SECTIONS, type HomeSection } from '@tm/contracts/catalog';

/** The home sections' signals (decision 028). */
export const HOME_SIGNALS = {
  /** 'Most Popular This Week' counts the units sold in this many days. */
  popularDays: 7,
  /** A hand-picked template has at least this many ratings: one happy buyer is not a pick. */
  handPickedMinRatings: 10,
  /** A trending template is rated at least this (by at least one buyer). */
  trendingMinRating: 4.5,
} as const;

/** How many rows each signal reads: enough to fill its section after every other section's picks. */
export const HOME_SIGNAL_READ = Object.values(HOME_SECTIONS).reduce((sum, size) => sum + size, 0);

/**
 * Fills the sections in HOME_SECTIONS order from their own signal, each taking templates no earlier
 * section shows; when a signal has too few (a quiet week, an unrated catalog), `fallback` (the all-time
 * best sellers) fills the rest. Only a catalog too small for every section repeats a template.
 */
export function assignHomeSections<T extends { id: string }>(
  signals: Record<HomeSection, readonly T[]>,
  fallback: readonly T[],
): Record<HomeSection, T[]> {
  const shown = new Set<string>();
  const sections = {} as Record<HomeSection, T[]>;
  for (const section of HOME_SECTION_NAMES) {
    const candidates = [...new Map([...signals[section], ...fallback].map((row) => [row.id, row] as const)).values()];
    const fresh = candidates.filter((row) => !shown.has(row.id));
    const picked = [...fresh, ...candidates.filter((row) => shown.has(row.id))].slice(0, HOME_SECTIONS[section]);
    for (const row of picked) shown.add(row.id);
    sections[section] = picked;
  }
  return sections;
}
