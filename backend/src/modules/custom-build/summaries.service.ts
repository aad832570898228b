import { Injectable } from '@nestjs/common';
import { CUSTOM_BUILD_MESSAGES, platformNote } from '@tm/contracts/custom-build';
import type {
  CustomBuildRequirements,
  CustomBuildSummaryDto as CustomBuildSummary,
  SavedSummaries,
} from '@tm/contracts/custom-build.schemas';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { uuidV7 } from '../../database/uuid-v7';
import type { UserEntity } from '../users/entities/user.entity';
import type { CustomBuildSummaryEntity } from './entities/custom-build-summary.entity';
import { CustomBuildRepository } from './custom-build.repository';
import { featureLabels, formatPrice, priceBreakdown, quote, timelineLabel } from './pricing';

type StoredSummary = Omit<CustomBuildSummary, 'id' | 'createdAt'>;

export function toSummaryDto(row: CustomBuildSummaryEntity): CustomBuildSummary {
  const stored = JSON.parse(row.summary) as Omit<StoredSummary, 'breakdown' | 'notes'> &
    Partial<Pick<StoredSummary, 'breakdown' | 'notes'>>;
  // The price column is the authority: the JSON copy is only what the card shows. Summaries stored
  // before the breakdown and notes existed have neither.
  return {
    ...stored,
    breakdown: stored.breakdown ?? [],
    notes: stored.notes ?? [],
    price: formatPrice(row.priceCents),
    id: row.id,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the summary card shows of the requirements, priced by our formula (decision 036). */
export function summaryOf(
  requirements: CustomBuildRequirements,
): StoredSummary & { priceCents: number; timelineKey: CustomBuildRequirements['timeline'] } {
  const priced = quote(requirements);
  return {
    businessType: requirements.businessType,
    designPreferences: requirements.designPreferences,
    features: featureLabels(requirements.features),
    pages: priced.pages,
    numberOfPages: priced.numberOfPages,
    estimatedHours: priced.estimatedHours,
    timeline: timelineLabel(priced.timeline),
    price: formatPrice(priced.priceCents),
    breakdown: priceBreakdown(requirements),
    notes: requirements.platform ? [platformNote(requirements.platform)] : [],
    priceCents: priced.priceCents,
    timelineKey: priced.timeline,
  };
}

export const requirementsOf = (row: CustomBuildSummaryEntity) => JSON.parse(row.requirements) as CustomBuildRequirements;

/**
 * Summaries (decision 036): priced by our formula and stored when generated; afterwards only their id
 * is taken from a browser, so an edited copy is never sold at its edited price.
 */
@Injectable()
export class CustomBuildSummariesService {
  constructor(
    private readonly repository: CustomBuildRepository,
    private readonly clock: ClockService,
  ) {}

  async generate(requirements: CustomBuildRequirements, user: UserEntity | undefined): Promise<CustomBuildSummary> {
    const { priceCents, timelineKey, ...summary } = summaryOf(requirements);
    const now = this.clock.now();
    const row: CustomBuildSummaryEntity = {
      id: uuidV7(now.getTime()),
      userId: user && !user.isAdmin ? user.id : null,
      requirements: JSON.stringify({ ...requirements, timeline: timelineKey, asked: [] }),
      summary: JSON.stringify(summary),
      priceCents,
      createdAt: now,
    };
    await this.repository.insertSummary(row);
    return toSummaryDto(row);
  }

  /** The stored summary the browser's copy names, made the user's (a guest's summary is claimed); 404 otherwise. */
  async own(user: UserEntity, summaryId: string): Promise<CustomBuildSummaryEntity> {
    const id = summaryId.toLowerCase();
    const row = await this.repository.summary(id);
    if (!row) throw new ApiError(404, CUSTOM_BUILD_MESSAGES.summaryNotFound);
    if (row.userId === user.id) return row;
    if (row.userId === null && (await this.repository.claim(id, user.id))) return { ...row, userId: user.id };
    throw new ApiError(404, CUSTOM_BUILD_MESSAGES.summaryNotFound);
  }

  async save(user: UserEntity, summaryId: string): Promise<CustomBuildSummary> {
    return toSummaryDto(await this.own(user, summaryId));
  }

  async list(user: UserEntity): Promise<SavedSummaries> {
    const rows = await this.repository.summariesOf(user.id);
    return { summaries: rows.map((row) => ({ id: row.id, summary: toSummaryDto(row), createdAt: row.createdAt.toISOString() })) };
  }

  async addToCart(user: UserEntity, summaryId: string): Promise<CustomBuildSummary> {
    const row = await this.own(user, summaryId);
    if (await this.repository.ordered(row.id)) throw new ApiError(409, CUSTOM_BUILD_MESSAGES.alreadyOrdered);
    await this.repository.putInCart(user.id, row.id, this.clock.now());
    return toSummaryDto(row);
  }

  async cart(user: UserEntity): Promise<CustomBuildSummary | null> {
    const row = await this.repository.cartSummary(user.id);
    return row ? toSummaryDto(row) : null;
  }

  async removeFromCart(user: UserEntity): Promise<void> {
    await this.repository.removeFromCart(user.id);
  }
}
