import { centsToDecimal } from '@tm/contracts/catalog';
import type { PublishRequirement } from '@tm/contracts/listings';
import type { Listing } from '@tm/contracts/listings.schemas';
import { platformFacts } from '@tm/contracts/platforms';
import type { TemplateEntity } from '../catalog/entities/template.entity';

/** Made by the generator (its images drawn, its package built on request) rather than uploaded by the owner. */
export const isGenerated = (t: Pick<TemplateEntity, 'design'>) => t.design !== null;

/** What publishing still needs (decision 076): a name, a price, an image and a checked ZIP; a generated template has its own. */
export function publishMissing(
  t: Pick<TemplateEntity, 'name' | 'priceCents' | 'images' | 'hasZip' | 'design' | 'previewImage'>,
): PublishRequirement[] {
  const generated = isGenerated(t);
  const missing: PublishRequirement[] = [];
  if (t.name.trim() === '') missing.push('name');
  if (!(t.priceCents > 0)) missing.push('price');
  if (!generated && (t.images ?? []).length === 0) missing.push('image');
  if (!generated && !t.hasZip) missing.push('zip');
  return missing;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** A templates row as the editor shows it; a generated template's platform and compatibility are its category's. */
export function toListingDto(t: TemplateEntity): Listing {
  const facts = platformFacts(t.category, t.subcategory);
  return {
    id: t.id,
    revision: t.revision,
    status: t.status,
    name: t.name,
    slug: t.slug,
    category: t.category,
    subcategory: t.subcategory,
    platform: t.platform ?? facts.platform,
    shortDescription: t.description,
    longDescription: t.longDescription ?? '',
    tags: t.tags,
    compatibility: t.compatibility ?? facts.compatibility,
    version: t.version ?? '',
    price: centsToDecimal(t.priceCents),
    salePrice: t.salePriceCents === null ? null : centsToDecimal(t.salePriceCents),
    extendedPrice: t.extendedPriceCents === null || t.extendedPriceCents === undefined ? null : centsToDecimal(t.extendedPriceCents),
    saleStartsAt: iso(t.saleStartsAt),
    saleEndsAt: iso(t.saleEndsAt),
    livePreviewUrl: t.livePreviewUrl,
    images: t.images ?? [],
    coverImageId: t.coverImageId,
    hasZip: Boolean(t.hasZip),
    generated: isGenerated(t),
    publishMissing: publishMissing(t),
    createdAt: new Date(t.createdAt).toISOString(),
    updatedAt: new Date(t.updatedAt).toISOString(),
  };
}
