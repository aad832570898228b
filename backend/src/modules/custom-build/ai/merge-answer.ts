import { CUSTOM_BUILD_LIMITS, type CustomBuildTimeline } from '@tm/contracts/custom-build';
import type { CustomBuildRequirements } from '@tm/contracts/custom-build.schemas';

/** How soon: a later timeline costs less, so only the visitor's words move it later. */
const RUSH: Record<CustomBuildTimeline, number> = { flexible: 0, standard: 1, rush: 2 };
import { extract } from '../offline/extract';

/**
 * The model proposes, our code decides (OWASP LLM01): what the model read from the message is added
 * to the requirements, but anything that would lower the price (a feature or page dropped, another
 * timeline, another page count) or rename the business only stands when the visitor's own words say
 * so, as the offline reader finds them. A message that talks the model into "make it $1" changes
 * nothing it did not ask for in plain words.
 */
export function mergeModelRequirements(
  current: CustomBuildRequirements,
  proposed: CustomBuildRequirements,
  message: string,
): CustomBuildRequirements {
  const said = extract(message);
  const keptFeatures = current.features.filter((f) => !said.declined.includes(f));
  return {
    businessType:
      current.businessType === null || said.businessType !== null ? (proposed.businessType ?? current.businessType) : current.businessType,
    pages: [...new Set([...current.pages, ...proposed.pages])].slice(0, CUSTOM_BUILD_LIMITS.maxPages),
    pageCount:
      proposed.pageCount !== null && (proposed.pageCount >= (current.pageCount ?? 0) || said.pageCount !== null)
        ? proposed.pageCount
        : current.pageCount,
    features: [...new Set([...keptFeatures, ...proposed.features.filter((f) => keptFeatures.includes(f) || !said.declined.includes(f))])],
    designPreferences: [...new Set([...current.designPreferences, ...proposed.designPreferences])].slice(-8),
    // The visitor's own words about time and platform, as the offline reader finds them, come first.
    timeline:
      said.timeline ??
      (proposed.timeline !== null && RUSH[proposed.timeline] >= RUSH[current.timeline ?? 'standard']
        ? proposed.timeline
        : current.timeline),
    platform: said.platform ?? proposed.platform ?? current.platform,
    asked: current.asked,
  };
}
