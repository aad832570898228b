import { CATEGORIES, LISTING_SUBCATEGORIES } from '@tm/contracts/catalog';
import type { TemplateDraft } from '@tm/catalog-generator';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class TemplateDraftError extends Error {
  constructor(slug: string, problem: string) {
    super(`Template draft "${slug}": ${problem}`);
    this.name = 'TemplateDraftError';
  }
}

/** A template's filter keys: its tags plus its own subcategory, lower-case, once each. */
export function filterKeys(draft: Pick<TemplateDraft, 'tags' | 'subcategory'>): string[] {
  return [...new Set([draft.subcategory, ...draft.tags].map((t) => t.trim().toLowerCase()))];
}

/** Each draft valid, and no slug twice. */
export function checkDrafts(drafts: readonly TemplateDraft[]): void {
  const seen = new Set<string>();
  for (const draft of drafts) {
    checkDraft(draft);
    if (seen.has(draft.slug)) throw new TemplateDraftError(draft.slug, 'slug appears twice in one call');
    seen.add(draft.slug);
  }
}

/** Programming errors in a generator are caught here, before they reach the database. */
function checkDraft(d: TemplateDraft): void {
  const fail = (problem: string): never => {
    throw new TemplateDraftError(String(d.slug), problem);
  };
  if (typeof d.slug !== 'string' || d.slug.length > 160 || !SLUG.test(d.slug))
    fail('slug must be a lower-case slug of at most 160 characters');
  if (!d.name || d.name.length > 200) fail('name must have 1 to 200 characters');
  if (typeof d.description !== 'string') fail('description must be text');
  if (!(CATEGORIES as readonly string[]).includes(d.category)) fail(`unknown category ${d.category}`);
  if (!SLUG.test(d.subcategory) || d.subcategory.length > 60) fail('subcategory must be a lower-case slug of at most 60 characters');
  if (!LISTING_SUBCATEGORIES[d.category].includes(d.subcategory)) fail(`subcategory ${d.subcategory} is not one of ${d.category}'s`);
  if (!Number.isInteger(d.priceCents) || d.priceCents < 0) fail('priceCents must be a whole number of cents');
  if (!(d.rating >= 0 && d.rating <= 5)) fail('rating must be between 0 and 5');
  if (!Number.isInteger(d.ratingCount) || d.ratingCount < 0) fail('ratingCount must be a whole number');
  if (!Number.isInteger(d.salesCount) || d.salesCount < 0) fail('salesCount must be a whole number');
  if (!Array.isArray(d.features) || !Array.isArray(d.screenshots) || !Array.isArray(d.tags))
    fail('features, screenshots and tags must be lists');
  for (const tag of filterKeys(d))
    if (!SLUG.test(tag) || tag.length > 60) fail(`tag "${tag}" must be a lower-case slug of at most 60 characters`);
  if (!(d.createdAt instanceof Date) || Number.isNaN(d.createdAt.getTime())) fail('createdAt must be a valid Date');
  if (!d.previewImage || d.previewImage.length > 500) fail('previewImage must have 1 to 500 characters');
  if (d.livePreviewUrl !== null && (typeof d.livePreviewUrl !== 'string' || d.livePreviewUrl.length > 500)) {
    fail('livePreviewUrl must be null or at most 500 characters');
  }
}
