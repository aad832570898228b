import type { ListingPackageFacts } from '@tm/contracts/listings.schemas';
import type { ListingValues } from './listing-form';

/** The form fields a package's facts can fill (the form has no features field: the tags' claims are checked instead). */
export type PackageFieldValues = Partial<Pick<ListingValues, 'platform' | 'version' | 'compatibility'>>;
export type Fillable = keyof PackageFieldValues;

export const FIELD_LABELS: Record<Fillable, string> = { platform: 'Platform', version: 'Version', compatibility: 'Compatibility' };

/** The fields these facts can fill, with the values they would put there (what the package does not show is left out). */
export function fillableValues(facts: ListingPackageFacts): PackageFieldValues {
  return {
    ...(facts.platform ? { platform: facts.platform } : {}),
    ...(facts.version ? { version: facts.version } : {}),
    ...(facts.compatibility.length > 0 ? { compatibility: facts.compatibility } : {}),
  };
}

/** "Platform, Version and Compatibility". */
export function fieldList(fields: readonly Fillable[]): string {
  const labels = fields.map((field) => FIELD_LABELS[field]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');
}
