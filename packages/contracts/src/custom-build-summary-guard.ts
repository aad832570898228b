import type { CustomBuildSummary } from './custom-build.schemas';

/**
 * Whether a value kept in the browser still reads as a summary (zod-free: the platform bundle of
 * the first screen reads it). The server trusts only its id anyway.
 */
export function isCustomBuildSummary(value: unknown): value is CustomBuildSummary {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return (
    typeof v.id === 'string' &&
    (v.businessType === null || typeof v.businessType === 'string') &&
    strings(v.designPreferences) &&
    strings(v.features) &&
    strings(v.pages) &&
    Number.isInteger(v.numberOfPages) &&
    Number.isInteger(v.estimatedHours) &&
    typeof v.timeline === 'string' &&
    typeof v.price === 'string' &&
    /^\$\d{1,3}(,\d{3})*$/.test(v.price) &&
    typeof v.createdAt === 'string'
  );
}
