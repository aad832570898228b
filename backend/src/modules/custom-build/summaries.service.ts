import { Injectable } from '@nestjs/common';
import { CUSTOM_BUILD_FEATURES, CUSTOM_BUILD_MESSAGES, platformNote } from '@tm/contracts/custom-build';
import { FIRST_VERSION_HOURS } from '@tm/contracts/custom-build-delivery';
import type {
  ChatMessage,
  CustomBuildRequirements,
  CustomBuildSummaryDto as CustomBuildSummary,
  RequestedLine,
  SavedSummaries,
} from '@tm/contracts/custom-build.schemas';
import { CustomBuildRequirementsSchema, CustomBuildSummarySchema } from '@tm/contracts/custom-build.schemas';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { uuidV7 } from '../../database/uuid-v7';
import type { UserEntity } from '../users/entities/user.entity';
import type { CustomBuildSummaryEntity } from './entities/custom-build-summary.entity';
import { CustomBuildRepository } from './custom-build.repository';
import { DeliveryTermsService } from './delivery-terms.service';
import { DEFAULT_TERMS, deadlineSentence, type ConsultantTerms } from './offline/answers';
import { featureLabels, formatPrice, priceBreakdown, quote, timelineLabel } from './pricing';

type StoredSummary = Omit<CustomBuildSummary, 'id' | 'createdAt'>;

export function toSummaryDto(row: CustomBuildSummaryEntity): CustomBuildSummary {
  // The price column is the authority: the JSON copy is only what the card shows. Summaries stored
  // before the breakdown, the notes or the requirements shown back (decision 094) have none of them:
  // the schema's defaults fill them in.
  const stored = CustomBuildSummarySchema.omit({ id: true, createdAt: true, price: true }).parse(JSON.parse(row.summary));
  return {
    ...stored,
    price: formatPrice(row.priceCents),
    id: row.id,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What the summary card shows of the requirements, priced by our formula (decision 036), and every
 * requirement the visitor stated shown back (decision 094): features priced, requests included or not
 * with the reason, declined features and excluded pages, languages, their deadline against the owner's
 * lead time (`terms`, shop_settings; the defaults when not given) and their budget against the price.
 */
export function summaryOf(
  requirements: CustomBuildRequirements,
  terms: ConsultantTerms = DEFAULT_TERMS(),
): StoredSummary & { priceCents: number; timelineKey: CustomBuildRequirements['timeline'] } {
  const priced = quote(requirements);
  const deadline = requirements.deadlineDays === null ? null : deadlineSentence(requirements.deadlineDays, terms);
  const budget = requirements.budgetCents;
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
    businessName: requirements.businessName,
    location: requirements.location,
    services: requirements.services,
    tone: requirements.tone,
    requested: requestedLines(requirements),
    languages: requirements.languages,
    deadline:
      deadline && requirements.deadlineDays !== null
        ? {
            askedDays: requirements.deadlineDays,
            leadDays: terms.leadDays,
            firstVersionHours: FIRST_VERSION_HOURS,
            met: deadline.met,
            text: deadline.text,
          }
        : null,
    budget:
      budget === null
        ? null
        : {
            budgetCents: budget,
            within: priced.priceCents <= budget,
            text:
              priced.priceCents <= budget
                ? `${formatPrice(priced.priceCents)} is within your budget of ${formatPrice(budget)}.`
                : `${formatPrice(priced.priceCents)} is ${formatPrice(priced.priceCents - budget)} over your budget of ${formatPrice(budget)}: leave out a feature or pages to come closer.`,
          },
    contentProvided: requirements.contentProvided,
    excludedPages: requirements.excludedPages,
    priceCents: priced.priceCents,
    timelineKey: priced.timeline,
  };
}

/** Every feature priced, every request in the visitor's words, every feature they declined: nothing silently dropped. */
function requestedLines(r: CustomBuildRequirements): RequestedLine[] {
  return [
    ...[...new Set(r.features)].map((f) => ({ label: CUSTOM_BUILD_FEATURES[f], status: 'priced' as const, reason: null })),
    ...r.requests.map((q) => ({
      label: q.text,
      status: q.included ? ('included' as const) : ('not-included' as const),
      reason: q.reason,
    })),
    ...r.declinedFeatures
      .filter((f) => !r.features.includes(f))
      .map((f) => ({ label: CUSTOM_BUILD_FEATURES[f], status: 'not-included' as const, reason: 'You said you do not want it' })),
  ];
}

/** What a TEXT column holds (64 KB in MySQL), in UTF-8 bytes, with room to spare. */
const CONVERSATION_MAX_BYTES = 60_000;

/**
 * The chat kept with its summary for the studio desk (decision 097), as JSON: the newest messages that
 * fit a TEXT column (a chat at the body's limits could be larger; the end of it says most about the
 * summary). Null when there was none.
 */
export function keptConversation(conversation: readonly ChatMessage[]): string | null {
  let kept = [...conversation];
  while (kept.length > 0 && Buffer.byteLength(JSON.stringify(kept), 'utf8') > CONVERSATION_MAX_BYTES) kept = kept.slice(1);
  return kept.length > 0 ? JSON.stringify(kept) : null;
}

/** The stored requirements; those stored before a field existed get its default (decision 094). */
export const requirementsOf = (row: CustomBuildSummaryEntity): CustomBuildRequirements =>
  CustomBuildRequirementsSchema.parse(JSON.parse(row.requirements));

/**
 * Summaries (decision 036): priced by our formula and stored when generated; afterwards only their id
 * is taken from a browser, so an edited copy is never sold at its edited price.
 */
@Injectable()
export class CustomBuildSummariesService {
  constructor(
    private readonly repository: CustomBuildRepository,
    private readonly clock: ClockService,
    private readonly terms: DeliveryTermsService,
  ) {}

  /** Every summary answer says what is delivered and when, counted now from the owner's settings (decision 095). */
  private async withTerms(summaries: CustomBuildSummary[]): Promise<CustomBuildSummary[]> {
    if (summaries.length === 0) return summaries;
    const delivery = await this.terms.current();
    return summaries.map((summary) => ({ ...summary, delivery }));
  }

  private async withTermsOne(summary: CustomBuildSummary): Promise<CustomBuildSummary> {
    return (await this.withTerms([summary]))[0];
  }

  async generate(
    requirements: CustomBuildRequirements,
    user: UserEntity | undefined,
    conversation: readonly ChatMessage[] = [],
  ): Promise<CustomBuildSummary> {
    const now = this.clock.now();
    // The visitor's deadline is compared with the owner's lead time as set now (decision 094).
    const { priceCents, timelineKey, ...summary } = summaryOf(requirements, { ...(await this.terms.settings()), now });
    const row: CustomBuildSummaryEntity = {
      id: uuidV7(now.getTime()),
      userId: user && !user.isAdmin ? user.id : null,
      requirements: JSON.stringify({ ...requirements, timeline: timelineKey, asked: [] }),
      summary: JSON.stringify(summary),
      priceCents,
      createdAt: now,
      conversation: keptConversation(conversation),
    };
    await this.repository.insertSummary(row);
    return this.withTermsOne(toSummaryDto(row));
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
    return this.withTermsOne(toSummaryDto(await this.own(user, summaryId)));
  }

  async list(user: UserEntity): Promise<SavedSummaries> {
    const rows = await this.repository.summariesOf(user.id);
    const summaries = await this.withTerms(rows.map((row) => toSummaryDto(row)));
    return { summaries: rows.map((row, i) => ({ id: row.id, summary: summaries[i], createdAt: row.createdAt.toISOString() })) };
  }

  async addToCart(user: UserEntity, summaryId: string): Promise<CustomBuildSummary> {
    const row = await this.own(user, summaryId);
    if (await this.repository.ordered(row.id)) throw new ApiError(409, CUSTOM_BUILD_MESSAGES.alreadyOrdered);
    await this.repository.putInCart(user.id, row.id, this.clock.now());
    return this.withTermsOne(toSummaryDto(row));
  }

  async cart(user: UserEntity): Promise<CustomBuildSummary | null> {
    const row = await this.repository.cartSummary(user.id);
    return row ? this.withTermsOne(toSummaryDto(row)) : null;
  }

  async removeFromCart(user: UserEntity): Promise<void> {
    await this.repository.removeFromCart(user.id);
  }
}
