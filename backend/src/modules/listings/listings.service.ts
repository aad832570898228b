import { Injectable } from '@nestjs/common';
import { LISTING_DEMO_MESSAGES, LISTING_LIMITS, LISTING_MESSAGES, PUBLISH_REQUIREMENTS, slugFromName } from '@tm/contracts/listings';
import type { Listing, ListingImagesOrder, ListingInput } from '@tm/contracts/listings.schemas';
import { platformFacts } from '@tm/contracts/platforms';
import { ApiError } from '../../common/http/api-error';
import { parseUuid } from '../../common/uuid';
import type { Step } from '../../database/atomic-steps';
import { isUniqueViolation } from '../../database/unique-violation';
import { uuidV7 } from '../../database/uuid-v7';
import { AuditLogService, type AdminActor, type AuditChanges } from '../../infrastructure/audit';
import { CatalogWriterService, LISTING_FIELD_COLUMNS, LISTING_WRITE_REFUSALS, type ListingFields } from '../catalog';
import type { StoredListingImage, TemplateEntity } from '../catalog/entities/template.entity';
import { ListingDemosRepository } from './demo/listing-demos.repository';
import { ListingImageProcessorService, type UploadedListingImage } from './images';
import { publishMissing, toListingDto } from './listing.dto';
import { ListingsRepository } from './listings.repository';
import { renderListingMarkdown } from './markdown';

/** Fields the audit log compares, before and after a save: every written one but those that follow others (the HTML, the preview, the screenshots). */
const DERIVED: ReadonlySet<keyof ListingFields> = new Set(['longDescriptionHtml', 'previewImage', 'screenshots']);
const AUDITED = LISTING_FIELD_COLUMNS.filter((field) => !DERIVED.has(field));

/** A new listing, checked. */
export interface PlannedCreate {
  kind: 'create';
  id: string;
  fields: ListingFields;
}

/** A save of a listing, checked against the row it was planned on. */
export interface PlannedSave {
  kind: 'save';
  current: TemplateEntity;
  fields: ListingFields;
  changed: boolean;
}

/** The owner's listing editor (decision 076): create, read and save listings and their images, each save audited. */
@Injectable()
export class ListingsService {
  constructor(
    private readonly listings: ListingsRepository,
    private readonly writer: CatalogWriterService,
    private readonly audit: AuditLogService,
    private readonly images: ListingImageProcessorService,
    private readonly demos: ListingDemosRepository,
  ) {}

  async get(id: string): Promise<Listing> {
    return toListingDto(await this.found(id));
  }

  async create(actor: AdminActor, input: ListingInput): Promise<Listing> {
    const plan = await this.planCreate(input);
    await this.commit(actor, plan);
    return this.get(plan.id);
  }

  async save(actor: AdminActor, id: string, input: ListingInput): Promise<Listing> {
    const current = await this.found(id);
    if (input.revision === undefined) throw new ApiError(400, 'revision is required');
    if (input.revision !== current.revision) throw new ApiError(409, LISTING_MESSAGES.changedSinceOpened);
    await this.commit(actor, await this.planSave(current, input));
    return this.get(current.id);
  }

  /** A new listing checked and ready to store (the import's dry run stops here): refusals throw ApiError. */
  async planCreate(input: ListingInput): Promise<PlannedCreate> {
    const slug = input.slug ? input.slug : await this.freeSlug(slugFromName(input.name) || 'template');
    const fields = this.fieldsOf(input, slug, null);
    this.checkPublishable({ ...fields, hasZip: false, design: null });
    if (await this.listings.slugTaken(slug, null)) throw new ApiError(409, LISTING_MESSAGES.slugTaken);
    return { kind: 'create', id: uuidV7(), fields };
  }

  /** A listing's new fields checked against it as it is: refusals throw ApiError; `changed` is false when nothing differs. */
  async planSave(current: TemplateEntity, input: ListingInput): Promise<PlannedSave> {
    const slug = input.slug ? input.slug : current.slug;
    const fields = this.fieldsOf(input, slug, current);
    if (fields.status !== 'draft') this.checkPublishable({ ...fields, hasZip: current.hasZip, design: current.design });
    if (slug !== current.slug && (await this.listings.slugTaken(slug, current.id))) throw new ApiError(409, LISTING_MESSAGES.slugTaken);
    // An uploaded demo is the listing's live demo until it is removed: an external address does not quietly replace it.
    if (
      fields.livePreviewUrl !== current.livePreviewUrl &&
      /^https?:/i.test(fields.livePreviewUrl ?? '') &&
      (await this.demos.byTemplate(current.id))
    )
      throw new ApiError(422, LISTING_DEMO_MESSAGES.externalWhileUploaded);
    return { kind: 'save', current, fields, changed: Object.keys(this.changes(this.fieldsOfRow(current), fields)).length > 0 };
  }

  /** Stores a planned write with its audit entry. */
  async commit(actor: AdminActor, plan: PlannedCreate | PlannedSave): Promise<void> {
    if (plan.kind === 'save') {
      await this.write(actor, plan.current, plan.fields);
      return;
    }
    const changes = this.changes(null, plan.fields);
    try {
      await this.writer.createListing(plan.id, plan.fields, [
        this.audit.step(actor, { action: 'listing.create', targetType: 'template', targetId: plan.id, detail: plan.fields.name, changes }),
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, LISTING_MESSAGES.slugTaken);
      throw error;
    }
  }

  /** The template by id (404 when there is none). */
  async found(id: string): Promise<TemplateEntity> {
    const uuid = parseUuid(id);
    const row = uuid ? await this.listings.byId(uuid) : null;
    if (!row) throw new ApiError(404, LISTING_MESSAGES.notFound);
    return row;
  }

  /** Adds an uploaded image (decoded, re-encoded to WebP in two sizes); the first becomes the cover. */
  async addImage(actor: AdminActor, id: string, revision: number, file: UploadedListingImage): Promise<Listing> {
    const current = await this.found(id);
    if (revision !== current.revision) throw new ApiError(409, LISTING_MESSAGES.changedSinceOpened);
    const images = current.images ?? [];
    if (images.length >= LISTING_LIMITS.maxImages) throw new ApiError(422, LISTING_MESSAGES.tooManyImages);
    const image = await this.images.addImage(id, { path: file.path });
    try {
      return await this.write(actor, current, this.withImages(current, [...images, image], current.coverImageId ?? image.id));
    } catch (error) {
      await this.images.removeImage(id, image.id);
      throw error;
    }
  }

  /** Puts the images in the given order (every image once) and makes one of them the cover. */
  async arrangeImages(actor: AdminActor, id: string, arrangement: ListingImagesOrder): Promise<Listing> {
    const current = await this.found(id);
    if (arrangement.revision !== current.revision) throw new ApiError(409, LISTING_MESSAGES.changedSinceOpened);
    const byId = new Map((current.images ?? []).map((image) => [image.id, image]));
    const ordered = arrangement.order.map((imageId) => byId.get(imageId));
    if (ordered.length !== byId.size || new Set(arrangement.order).size !== byId.size || ordered.some((image) => !image)) {
      throw new ApiError(400, 'order must name every image of the listing once');
    }
    if (!byId.has(arrangement.cover)) throw new ApiError(400, 'cover must be one of the listing’s images');
    return this.write(actor, current, this.withImages(current, ordered as StoredListingImage[], arrangement.cover));
  }

  /** Removes one image; a published listing keeps at least one. */
  async removeImage(actor: AdminActor, id: string, imageId: string, revision: number): Promise<Listing> {
    const current = await this.found(id);
    if (revision !== current.revision) throw new ApiError(409, LISTING_MESSAGES.changedSinceOpened);
    const images = current.images ?? [];
    if (!images.some((image) => image.id === imageId)) throw new ApiError(404, 'Image not found');
    const left = images.filter((image) => image.id !== imageId);
    const fields = this.withImages(current, left, current.coverImageId === imageId ? (left[0]?.id ?? null) : current.coverImageId);
    if (fields.status !== 'draft') this.checkPublishable({ ...fields, hasZip: current.hasZip, design: current.design });
    const saved = await this.write(actor, current, fields);
    await this.images.removeImage(id, imageId);
    return saved;
  }

  /**
   * Points the listing's live demo at `livePreviewUrl` (its uploaded demo's /preview/ path, or back to
   * none or the generated demo), with `alsoRun` (the demo's row) and the audit entry `action` in the
   * same transaction; refused (409) when the listing changed since `current` was read.
   */
  async setLiveDemo(
    actor: AdminActor,
    current: TemplateEntity,
    livePreviewUrl: string | null,
    audit: { action: string; detail: string },
    alsoRun: readonly Step[],
  ): Promise<Listing> {
    return this.write(actor, current, { ...this.fieldsOfRow(current), livePreviewUrl }, { ...audit, alsoRun });
  }

  private async write(
    actor: AdminActor,
    current: TemplateEntity,
    fields: ListingFields,
    also: { action?: string; detail?: string; alsoRun?: readonly Step[] } = {},
  ): Promise<Listing> {
    const before = this.fieldsOfRow(current);
    const changes = this.changes(before, fields);
    const action =
      also.action ??
      (before.status !== 'published' && fields.status === 'published'
        ? 'listing.publish'
        : before.status === 'published' && fields.status !== 'published'
          ? 'listing.unpublish'
          : 'priceCents' in changes || 'salePriceCents' in changes || 'extendedPriceCents' in changes
            ? 'listing.price'
            : 'listing.edit');
    let refused: string | null;
    try {
      refused = await this.writer.saveListing(
        { id: current.id, revision: current.revision, slug: current.slug, status: current.status },
        fields,
        [
          this.audit.step(actor, { action, targetType: 'template', targetId: current.id, detail: also.detail ?? fields.name, changes }),
          ...(also.alsoRun ?? []),
        ],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, LISTING_MESSAGES.slugTaken);
      throw error;
    }
    if (refused === LISTING_WRITE_REFUSALS.changed) throw new ApiError(409, LISTING_MESSAGES.changedSinceOpened);
    return this.get(current.id);
  }

  /** A slug made from a name that no template has yet: the name's, or it with -2, -3… */
  private async freeSlug(base: string): Promise<string> {
    for (let n = 1; n < 50; n += 1) {
      const suffix = n === 1 ? '' : `-${n}`;
      const slug = `${base.slice(0, LISTING_LIMITS.maxSlug - suffix.length).replace(/-+$/, '')}${suffix}`;
      if (!(await this.listings.slugTaken(slug, null))) return slug;
    }
    return `${base.slice(0, LISTING_LIMITS.maxSlug - 9)}-${uuidV7().slice(-8)}`;
  }

  private checkPublishable(listing: Parameters<typeof publishMissing>[0] & { status: ListingFields['status'] }): void {
    if (listing.status === 'draft') return;
    const missing = publishMissing({ ...listing, images: listing.images });
    if (missing.length > 0) {
      const message = `${LISTING_MESSAGES.cannotPublish}: add ${missing.map((m) => PUBLISH_REQUIREMENTS[m]).join(', ')}`;
      throw new ApiError(422, message, {}, { missing });
    }
  }

  /** The row's columns from the form; images and the generated demo's path stay the row's own. */
  private fieldsOf(input: ListingInput, slug: string, current: TemplateEntity | null): ListingFields {
    const ownDemo = current?.livePreviewUrl?.startsWith('/preview/') ? current.livePreviewUrl : null;
    let livePreviewUrl = input.livePreviewUrl;
    // A generated template keeps its own demo unless given an external one, and the demo follows its slug;
    // another template's /preview/ path is never taken.
    if (livePreviewUrl === null || livePreviewUrl.startsWith('/preview/')) livePreviewUrl = ownDemo ? `/preview/${slug}` : null;
    const images = current?.images ?? null;
    const facts = platformFacts(input.category, input.subcategory);
    return {
      slug,
      name: input.name,
      description: input.shortDescription,
      longDescription: input.longDescription,
      longDescriptionHtml: renderListingMarkdown(input.longDescription),
      category: input.category,
      subcategory: input.subcategory,
      // The category's own platform and compatibility stay unset (they follow the category) until the owner picks others.
      platform: input.platform === facts.platform && !current?.platform ? null : input.platform,
      tags: [...new Set(input.tags.map((tag) => slugFromName(tag, LISTING_LIMITS.maxTag)).filter((tag) => tag !== ''))],
      compatibility:
        !current?.compatibility && JSON.stringify(input.compatibility) === JSON.stringify(facts.compatibility) ? null : input.compatibility,
      version: input.version === '' ? null : input.version,
      priceCents: input.price,
      salePriceCents: input.salePrice,
      extendedPriceCents: input.extendedPrice === undefined ? (current?.extendedPriceCents ?? null) : input.extendedPrice,
      saleStartsAt: input.saleStartsAt,
      saleEndsAt: input.saleEndsAt,
      livePreviewUrl,
      status: input.status,
      images,
      coverImageId: current?.coverImageId ?? null,
      previewImage: current?.previewImage ?? '',
      screenshots: current?.screenshots ?? [],
    };
  }

  private fieldsOfRow(row: TemplateEntity): ListingFields {
    return {
      slug: row.slug,
      name: row.name,
      description: row.description,
      longDescription: row.longDescription ?? '',
      longDescriptionHtml: row.longDescriptionHtml ?? '',
      category: row.category,
      subcategory: row.subcategory,
      platform: row.platform,
      tags: row.tags,
      compatibility: row.compatibility,
      version: row.version,
      priceCents: row.priceCents,
      salePriceCents: row.salePriceCents,
      extendedPriceCents: row.extendedPriceCents,
      saleStartsAt: row.saleStartsAt,
      saleEndsAt: row.saleEndsAt,
      livePreviewUrl: row.livePreviewUrl,
      status: row.status,
      images: row.images,
      coverImageId: row.coverImageId,
      previewImage: row.previewImage,
      screenshots: row.screenshots,
    };
  }

  /** The row's fields with these images: the cover's card size is the listing's preview, the detail sizes its screenshots. */
  private withImages(row: TemplateEntity, images: StoredListingImage[], coverId: string | null): ListingFields {
    const cover = images.find((image) => image.id === coverId) ?? images[0];
    return {
      ...this.fieldsOfRow(row),
      images,
      coverImageId: cover?.id ?? null,
      previewImage: cover?.cardUrl ?? (row.images === null ? row.previewImage : ''),
      screenshots: images.length > 0 || row.images !== null ? images.map((image) => image.url) : row.screenshots,
    };
  }

  /** Field by field, what differs (all of `after` for a new listing). */
  private changes(before: ListingFields | null, after: ListingFields): AuditChanges {
    const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
    const changes: AuditChanges = {};
    for (const field of AUDITED) {
      const was = before ? plain(before[field]) : null;
      const is = plain(after[field]);
      if (JSON.stringify(was) !== JSON.stringify(is)) changes[field] = { before: was ?? null, after: is ?? null };
    }
    return changes;
  }
}
