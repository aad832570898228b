import { Injectable } from '@nestjs/common';
import { FIRST_STEP_KEYS, type FirstStepKey, type FirstSteps } from '@tm/contracts/shop-settings-first-steps';
import { ClockService } from '../../../common/clock';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { AuditLogService, type AdminActor } from '../../../infrastructure/audit';
import { SHOP_SETTINGS_ROW } from '../entities/shop-settings.entity';
import { ShopSettingsRepository } from '../shop-settings.repository';
import { FirstStepsRepository } from './first-steps.repository';

/**
 * The back office's first-steps checklist (docs/product/back-office.md): which of a new shop's first
 * steps are done, read afresh on each call from what the server knows (the settings row, the payment
 * configuration, one LIMIT 1 probe each of the templates and the orders), and whether the admin hid it.
 */
@Injectable()
export class FirstStepsService {
  constructor(
    private readonly settings: ShopSettingsRepository,
    private readonly facts: FirstStepsRepository,
    private readonly audit: AuditLogService,
    private readonly clock: ClockService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** GET /api/admin/first-steps. */
  async read(): Promise<FirstSteps> {
    const [row, listed, paid] = await Promise.all([this.settings.read(), this.facts.hasPublishedListing(), this.facts.hasPaidOrder()]);
    const done: Record<FirstStepKey, boolean> = {
      // Saved at least once, with the seller's legal name and postal address (the name always has a value).
      'name-shop': (row?.revision ?? 0) > 0 && !!row?.legalName && !!row.postalAddress,
      // Only whether: the keys themselves never leave the server.
      'payment-keys': this.config.payments.provider === 'stripe',
      'first-listing': listed,
      'test-order': paid,
    };
    const steps = FIRST_STEP_KEYS.map((key) => ({ key, done: done[key] }));
    const complete = steps.every((step) => step.done);
    const dismissed = !!row?.firstStepsDismissedAt;
    const { demoStore } = this.config;
    return { steps, complete, dismissed, demoStore, shown: !demoStore && !complete && !dismissed };
  }

  /** PUT /api/admin/first-steps: hides (or shows again) the checklist, audited; the same state again writes nothing. */
  async setDismissed(actor: AdminActor, dismissed: boolean): Promise<FirstSteps> {
    const row = await this.settings.read();
    if (!!row?.firstStepsDismissedAt !== dismissed) {
      await this.settings.saveFirstStepsDismissed(dismissed ? this.clock.now() : null, [
        this.audit.step(actor, {
          action: dismissed ? 'settings.first-steps-dismiss' : 'settings.first-steps-show',
          targetType: 'shop-settings',
          targetId: SHOP_SETTINGS_ROW,
          detail: dismissed ? 'First steps checklist hidden' : 'First steps checklist shown again',
        }),
      ]);
    }
    return this.read();
  }
}
