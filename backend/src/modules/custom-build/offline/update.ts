import { CUSTOM_BUILD_LIMITS, type CustomBuildFeature, type CustomBuildTimeline } from '@tm/contracts/custom-build';
import type { CustomBuildRequirements, RequestedItem } from '@tm/contracts/custom-build.schemas';
import { WRITER_LANGUAGES } from '@tm/contracts/custom-build-delivery';
import {
  addedBackPagesOf,
  budgetCentsOf,
  businessNameOf,
  contentProvidedOf,
  deadlineDaysOf,
  excludedPagesOf,
  languagesOf,
  locationOf,
  servicesOf,
  toneOf,
} from './details';
import { extract, type Findings } from './extract';
import { tokenize } from './language';
import { mergeRequests, requestsOf } from './requests';

/** Everything one message says (decision 094): extract's findings and the details beside them. */
export interface MessageReading extends Findings {
  languages: string[];
  deadlineDays: number | null;
  budgetCents: number | null;
  contentProvided: string[];
  excludedPages: string[];
  addedBackPages: string[];
  businessName: string | null;
  location: string | null;
  services: string[];
  tone: string | null;
  requests: RequestedItem[];
}

export function readMessage(message: string): MessageReading {
  const found = extract(message);
  const tokens = tokenize(message.slice(0, CUSTOM_BUILD_LIMITS.messageMaxChars));
  const asked = requestsOf(message);
  const languages = languagesOf(message);
  const deadlineDays = deadlineDaysOf(message);
  const excludedPages = excludedPagesOf(tokens);
  const features = unique([...found.features, ...asked.features, ...(languages.length >= 2 ? (['multilingual'] as const) : [])]);
  return {
    ...found,
    features,
    pages: found.pages.filter((p) => !excludedPages.includes(p)),
    // A deadline in days says the timeline too, for the screens that show it (decision 036).
    timeline: found.timeline ?? (deadlineDays === null ? null : timelineOf(deadlineDays)),
    languages,
    deadlineDays,
    budgetCents: budgetCentsOf(message),
    contentProvided: contentProvidedOf(message),
    excludedPages,
    addedBackPages: addedBackPagesOf(tokens).filter((p) => !excludedPages.includes(p)),
    businessName: businessNameOf(message),
    location: locationOf(message),
    services: servicesOf(message),
    tone: toneOf(message),
    requests: asked.requests,
  };
}

/** Up to 6 days is a rush, up to 17 standard, later flexible: the same cut as extract's timeline. */
export const timelineOf = (days: number): CustomBuildTimeline => (days <= 6 ? 'rush' : days <= 17 ? 'standard' : 'flexible');

/** A site language the built-in writer does not write in is qualified before payment (custom-build-delivery.ts). */
function languageRequests(languages: readonly string[]): RequestedItem[] {
  return languages
    .filter((l) => l !== 'English')
    .map((language) =>
      (WRITER_LANGUAGES as readonly string[]).includes(language)
        ? {
            text: `Site in ${language}`,
            included: true,
            reason: `Included: the first version and the finished site are written in ${language}`,
          }
        : {
            text: `Site in ${language}`,
            included: true,
            reason: `Included with a condition: the first version comes in English; the finished site is in ${language}`,
          },
    );
}

/**
 * The requirements after one message: what it adds is added, what it takes back is taken out (a
 * feature declined, a page excluded), what it corrects replaces the old value (a page count, a
 * deadline, a budget). Nothing said before is dropped unless this message says so.
 */
export function applyReading(current: CustomBuildRequirements, found: MessageReading): CustomBuildRequirements {
  const excludedPages = unique([...current.excludedPages.filter((p) => !found.addedBackPages.includes(p)), ...found.excludedPages]);
  const declinedFeatures = unique([...current.declinedFeatures.filter((f) => !found.features.includes(f)), ...found.declined]);
  // The first language heard stays the main one; later ones are added after it.
  const languages = unique([...current.languages, ...found.languages]).slice(0, 6);
  const multilingual: CustomBuildFeature[] = languages.length >= 2 ? ['multilingual'] : [];
  return {
    ...current,
    businessType: found.businessType ?? current.businessType,
    businessName: found.businessName ?? current.businessName,
    location: found.location ?? current.location,
    services: unique([...current.services, ...found.services]).slice(0, 12),
    tone: found.tone ?? current.tone,
    pages: unique([...current.pages, ...found.pages, ...found.addedBackPages])
      .filter((p) => !excludedPages.includes(p))
      .slice(0, CUSTOM_BUILD_LIMITS.maxPages),
    excludedPages,
    pageCount: found.pageCount ?? current.pageCount,
    features: unique([...current.features.filter((f) => !found.declined.includes(f)), ...found.features, ...multilingual]).filter(
      (f) => !declinedFeatures.includes(f),
    ) as CustomBuildFeature[],
    declinedFeatures,
    designPreferences: unique([...current.designPreferences, ...found.designPreferences]).slice(-8),
    timeline: found.timeline ?? current.timeline,
    deadlineDays: found.deadlineDays ?? current.deadlineDays,
    budgetCents: found.budgetCents ?? current.budgetCents,
    platform: found.platform ?? current.platform,
    languages,
    requests: mergeRequests(
      current.requests,
      languageRequests(languages).length
        ? [...found.requests.filter((r) => !r.text.startsWith('Site in ')), ...languageRequests(languages)]
        : found.requests,
    ),
    contentProvided: unique([...current.contentProvided, ...found.contentProvided]).slice(0, 10),
    asked: [...current.asked],
  };
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
