import { CUSTOM_BUILD_LIMITS, type CustomBuildTimeline } from '@tm/contracts/custom-build';
import type { CustomBuildRequirements } from '@tm/contracts/custom-build.schemas';
import { mergeRequests } from '../offline/requests';
import { pagesOf } from '../pricing';
import { applyReading, readMessage } from '../offline/update';

/** How soon: a later timeline costs less, so only the visitor's words move it later. */
const RUSH: Record<CustomBuildTimeline, number> = { flexible: 0, standard: 1, rush: 2 };

const lower = (values: readonly string[]) => new Set(values.map((v) => v.trim().toLowerCase()));

/**
 * The model proposes, our code decides (OWASP LLM01; decisions 036 and 094).
 *
 * - **The offline reader is a floor**: the requirements start from what the offline consultant reads in
 *   the visitor's message (readMessage + applyReading), so whatever it finds is kept even when the
 *   model leaves it out; the model's proposal only adds to it.
 * - **Nothing lowers the price without the visitor's words**: a feature or page dropped, a page
 *   excluded, a feature declined, a later timeline or a smaller page count only stands when the offline
 *   reader finds it in the message; the business is renamed only when the message names one. A message
 *   that talks the model into "make it $1" changes nothing it did not ask for in plain words.
 */
export function mergeModelRequirements(
  current: CustomBuildRequirements,
  proposed: CustomBuildRequirements,
  message: string,
): CustomBuildRequirements {
  const said = readMessage(message);
  const floor = applyReading(current, said);
  const excluded = lower(floor.excludedPages);
  const features = [
    ...new Set([...floor.features, ...proposed.features.filter((f) => !floor.declinedFeatures.includes(f) && !said.declined.includes(f))]),
  ];
  return {
    ...floor,
    businessType:
      current.businessType === null || said.businessType !== null
        ? (said.businessType ?? proposed.businessType ?? current.businessType)
        : current.businessType,
    businessName: said.businessName ?? (current.businessName === null ? proposed.businessName : current.businessName),
    location: said.location ?? (current.location === null ? proposed.location : current.location),
    services: [...new Set([...floor.services, ...proposed.services])].slice(0, 12),
    tone: said.tone ?? proposed.tone ?? floor.tone,
    pages: [...new Set([...floor.pages, ...proposed.pages])]
      .filter((p) => !excluded.has(p.toLowerCase()))
      .slice(0, CUSTOM_BUILD_LIMITS.maxPages),
    pageCount:
      said.pageCount !== null
        ? said.pageCount
        : // Fewer pages than the site has now (the three defaults included) lowers the price: not the model's to say.
          proposed.pageCount !== null && proposed.pageCount >= Math.max(current.pageCount ?? 0, pagesOf(floor).length)
          ? proposed.pageCount
          : current.pageCount,
    features,
    designPreferences: [...new Set([...floor.designPreferences, ...proposed.designPreferences])].slice(-8),
    // The visitor's own words about time and platform, as the offline reader finds them, come first.
    timeline:
      said.timeline ??
      (proposed.timeline !== null && RUSH[proposed.timeline] >= RUSH[current.timeline ?? 'standard']
        ? proposed.timeline
        : current.timeline),
    deadlineDays: said.deadlineDays ?? proposed.deadlineDays ?? current.deadlineDays,
    budgetCents: said.budgetCents ?? proposed.budgetCents ?? current.budgetCents,
    platform: said.platform ?? proposed.platform ?? current.platform,
    languages: [...new Set([...floor.languages, ...proposed.languages])].slice(0, 6),
    // What the model read as a request is kept, but never marks an offline-known request differently.
    requests: mergeRequests(proposed.requests, floor.requests),
    contentProvided: [...new Set([...floor.contentProvided, ...proposed.contentProvided])].slice(0, 10),
    asked: current.asked,
  };
}
