import { Injectable } from '@nestjs/common';
import { ACCEPTANCE_DAYS, FIRST_VERSION_HOURS, finishedSiteDue, readableDay } from '@tm/contracts/custom-build-delivery';
import type { DeliveryTerms } from '@tm/contracts/custom-build-delivery.schemas';
import { SHOP_DEFAULTS } from '@tm/contracts/shop-settings';
import { ClockService } from '../../common/clock';
import type { SoldPromise } from './delivery/delivery-records.repository';
import { DeliveryTermsRepository } from './delivery-terms.repository';

const HOUR_MS = 60 * 60 * 1000;

/** The owner's settings a custom build's delivery is counted with (decision 093). */
export interface DeliverySettings {
  leadDays: number;
  revisionRounds: number;
  timeZone: string;
}

/** The day `leadDays` working days after `at` in `timeZone`; a zone the runtime no longer knows counts in UTC rather than failing a sale. */
function dueDay(at: Date, leadDays: number, timeZone: string): { day: string; timeZone: string } {
  try {
    return { day: finishedSiteDue(at, leadDays, timeZone), timeZone };
  } catch (error) {
    if (!(error instanceof RangeError) || timeZone === 'UTC') throw error;
    return { day: finishedSiteDue(at, leadDays, 'UTC'), timeZone: 'UTC' };
  }
}

/** The terms a payment at `at` gets (decision 095): pure, so the summary and the payment count alike. */
export function termsAt(settings: DeliverySettings, at: Date): DeliveryTerms {
  const due = dueDay(at, settings.leadDays, settings.timeZone);
  return {
    firstVersionHours: FIRST_VERSION_HOURS,
    leadDays: settings.leadDays,
    finishedSiteDue: due.day,
    finishedSiteDueText: readableDay(due.day),
    revisionRounds: settings.revisionRounds,
    acceptanceDays: ACCEPTANCE_DAYS,
    siteKind: 'static',
    timeZone: due.timeZone,
  };
}

/** What a payment at `paidAt` promises, as its delivery keeps it. */
export function promiseAt(settings: DeliverySettings, paidAt: Date): SoldPromise {
  return {
    firstVersionDueAt: new Date(paidAt.getTime() + FIRST_VERSION_HOURS * HOUR_MS),
    finishedSiteDueOn: dueDay(paidAt, settings.leadDays, settings.timeZone).day,
    leadDays: settings.leadDays,
    revisionRounds: settings.revisionRounds,
  };
}

/**
 * What a custom build delivers and when (decision 095), from the owner's settings as stored now: read
 * from the database at each answer, not from the shop identity's few-second cache, so a summary
 * answered right after a save and the payment after it count with the same values.
 */
@Injectable()
export class DeliveryTermsService {
  constructor(
    private readonly repository: DeliveryTermsRepository,
    private readonly clock: ClockService,
  ) {}

  async settings(): Promise<DeliverySettings> {
    const row = await this.repository.settings();
    return {
      leadDays: Number(row?.customBuildLeadDays ?? SHOP_DEFAULTS.customBuildLeadDays),
      revisionRounds: Number(row?.customBuildRevisionRounds ?? SHOP_DEFAULTS.customBuildRevisionRounds),
      timeZone: row?.timeZone || SHOP_DEFAULTS.timeZone,
    };
  }

  /** The terms of a payment made now. */
  async current(): Promise<DeliveryTerms> {
    return termsAt(await this.settings(), this.clock.now());
  }
}
