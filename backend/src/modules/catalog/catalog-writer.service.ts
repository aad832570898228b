import { Injectable } from '@nestjs/common';
import type { TemplateDraft } from '@tm/catalog-generator';
import { ClockService } from '../../common/clock';
import type { Step } from '../../database/atomic-steps';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogWritesRepository } from './catalog-writes.repository';
import { checkDrafts } from './template-draft-checks';
import { ListingWritesRepository, type ListingBefore, type ListingFields } from './listing-writes.repository';
import { ListingSalesRepository, type ListingSale } from './listing-sales.repository';

export { TemplateDraftError } from './template-draft-checks';

export interface InsertManyOptions {
  /** 'error' (default): a slug already stored fails the whole call; 'skip': such drafts are left out. */
  onExistingSlug?: 'error' | 'skip';
}

export interface InsertManyResult {
  /** Ids of the stored templates, in the order of the drafts that were stored. */
  ids: string[];
  /** Slugs left out because they were already stored (onExistingSlug: 'skip'). */
  skippedSlugs: string[];
}

/**
 * The one way templates get written. Besides the row itself it keeps template_tags (the filter keys
 * with their copies of category, salesCount and createdAt) in step, writes the catalog_changes rows
 * the search index follows (decision 054) and clears the catalog cache; SQLite's FTS5 table (the back
 * office's search by name) follows by its triggers.
 */
@Injectable()
export class CatalogWriterService {
  constructor(
    private readonly writes: CatalogWritesRepository,
    private readonly cache: CatalogCacheService,
    private readonly clock: ClockService,
    private readonly listings: ListingWritesRepository,
    private readonly sales: ListingSalesRepository,
  ) {}

  /** Stores an owner's new listing (decision 076); `alsoRun` joins its transaction (the audit entry). */
  async createListing(id: string, fields: ListingFields, alsoRun: readonly Step[]): Promise<void> {
    try {
      await this.listings.create(id, fields, this.clock.now(), alsoRun);
    } finally {
      this.cache.invalidate();
    }
  }

  /** Saves an owner's listing over the revision it was read at; the refusal's reason, or null when saved. */
  async saveListing(before: ListingBefore, fields: ListingFields, alsoRun: readonly Step[]): Promise<string | null> {
    try {
      return await this.listings.save(before, fields, this.clock.now(), alsoRun);
    } finally {
      this.cache.invalidate();
    }
  }

  /**
   * Puts many listings on sale as one change (the bulk sale): one transaction with `alsoRun` (its one
   * audit entry), their change rows, and one drop of the cached answers, which also reads the next sale
   * boundary again (SaleBoundariesService), so the sale starts and ends on time on every process.
   */
  async putOnSale(ids: readonly string[], sale: ListingSale, alsoRun: readonly Step[]): Promise<void> {
    try {
      await this.sales.putOnSale(ids, sale, this.clock.now(), alsoRun);
    } finally {
      this.cache.invalidate();
    }
  }

  /** Stores drafts in one transaction (multi-row INSERTs). */
  async insertMany(drafts: readonly TemplateDraft[], options: InsertManyOptions = {}): Promise<InsertManyResult> {
    checkDrafts(drafts);
    try {
      return await this.writes.insertMany(drafts, this.clock.now(), options.onExistingSlug ?? 'error');
    } finally {
      this.cache.invalidate();
    }
  }

  /**
   * The statements that store drafts, for a caller's own atomic batch (a generation job commits them
   * with its position, decision 033): checked like insertMany's, but a slug already stored fails the
   * batch at its INSERT (the unique index) rather than being looked up first. Call `changed()` after
   * the batch commits.
   */
  insertSteps(drafts: readonly TemplateDraft[]): { steps: Step[]; ids: string[] } {
    checkDrafts(drafts);
    return this.writes.insertSteps(drafts, this.clock.now());
  }

  /** Someone committed insertSteps' statements: this process's cached catalog answers go. */
  changed(): void {
    this.cache.invalidate();
  }

  /** Sets a template's sales count, keeping the copies in template_tags in step. */
  async setSalesCount(templateId: string, salesCount: number): Promise<void> {
    if (!Number.isInteger(salesCount) || salesCount < 0) throw new Error(`Bad sales count ${salesCount}`);
    try {
      await this.writes.setSalesCount(templateId, salesCount, this.clock.now());
    } finally {
      this.cache.invalidate();
    }
  }

  /**
   * Deletes templates by id (their tags go by cascade, SQLite's name search entries by trigger; the
   * change rows take them out of the search index).
   * `alsoRun` joins the deletion's transaction (an admin's audit entry).
   */
  async deleteMany(ids: readonly string[], alsoRun: readonly Step[] = []): Promise<number> {
    try {
      return await this.writes.deleteMany(ids, alsoRun);
    } finally {
      this.cache.invalidate();
    }
  }

  /**
   * Sets or clears a template's ZIP flag, keeping the stats in step; false when the template does not
   * exist. One conditional UPDATE decides, so two calls at once for one template count its ZIP once.
   */
  async setHasZip(templateId: string, hasZip: boolean): Promise<boolean> {
    try {
      return await this.writes.setHasZip(templateId, hasZip, this.clock.now());
    } finally {
      this.cache.invalidate();
    }
  }

  /**
   * Sets or clears a template's ZIP flag together with other steps (a new version, its audit entry,
   * its owners' mails), all in one transaction; false, with nothing done, when the template does not
   * exist. The first UPDATE locks the template's row, so of two uploads at once the second sees the
   * first's flag and the stats count the ZIP once.
   */
  async changeZip(templateId: string, hasZip: boolean, alsoRun: readonly Step[]): Promise<boolean> {
    try {
      return await this.writes.changeZip(templateId, hasZip, alsoRun, this.clock.now());
    } finally {
      this.cache.invalidate();
    }
  }
}
