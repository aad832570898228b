import { Injectable } from '@nestjs/common';
import { STUDIO_DESK_MESSAGES } from '@tm/contracts/studio-desk';
import type { BuildEvent, BuildMessage, BuildVersion } from '@tm/contracts/studio-desk.schemas';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { parseUuid } from '../../common/uuid';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { StorageService } from '../../infrastructure/storage';
import type { ZipDownload } from '../downloads';
import { ShopSettingsService } from '../shop-settings';
import type { BuildMailFacts } from './build-mails';
import { dayIn, orderNumberOf, timelineOf, toMessage, toVersion } from './build-views';
import { StudioDeskRepository, type AuditRow, type BuildRow } from './studio-desk.repository';

export const buildNotFound = () => new ApiError(404, STUDIO_DESK_MESSAGES.buildNotFound);

/** What both sides' services need of a build (decision 097): finding it, today in the shop's zone, its thread, its mail facts and its files. */
@Injectable()
export class DeskBuildsService {
  constructor(
    readonly repository: StudioDeskRepository,
    private readonly clock: ClockService,
    private readonly shop: ShopSettingsService,
    private readonly storage: StorageService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /** Today in the shop's time zone (YYYY-MM-DD): the day 'overdue' is measured against. */
  async today(): Promise<string> {
    return dayIn(this.clock.now(), await this.repository.shopTimeZone());
  }

  /** The build, 404 for an id that is not a build's (or, with `userId`, not that buyer's). */
  async find(rawId: string, userId?: string): Promise<BuildRow> {
    const id = parseUuid(rawId);
    const row = id ? await this.repository.build(id) : null;
    if (!row || (userId !== undefined && row.userId !== userId)) throw buildNotFound();
    return row;
  }

  async thread(row: BuildRow): Promise<{ messages: BuildMessage[]; versions: BuildVersion[]; timeline: BuildEvent[]; audit: AuditRow[] }> {
    const [messages, versions, audit] = await Promise.all([
      this.repository.messages(row.orderItemId),
      this.repository.versions(row.orderItemId),
      this.repository.audit(row.orderItemId),
    ]);
    return {
      messages: messages.map(toMessage),
      versions: versions.map(toVersion),
      timeline: timelineOf(row, versions, messages, audit),
      audit,
    };
  }

  async mailFacts(row: BuildRow): Promise<BuildMailFacts> {
    return {
      orderNumber: orderNumberOf(row),
      orderItemId: row.orderItemId,
      buyerName: row.customerName,
      buyerEmail: row.customerEmail,
      siteUrl: this.config.publicUrl,
      shop: await this.shop.identity(),
    };
  }

  /** The owner's inbox: the support address shoppers write to (the contact form's, decision 075). */
  async ownerEmail(): Promise<string> {
    return (await this.shop.identity()).supportEmail;
  }

  /** One version's ZIP, streamed from private storage; 404 for a version the build does not have. */
  async versionDownload(row: BuildRow, rawNumber: string): Promise<ZipDownload> {
    const number = /^[1-9][0-9]{0,5}$/.test(rawNumber) ? Number(rawNumber) : null;
    const version = number ? await this.repository.version(row.orderItemId, number) : null;
    const file = version ? await this.storage.open('private', version.zipPath) : null;
    if (!version || !file) throw new ApiError(404, STUDIO_DESK_MESSAGES.versionNotFound);
    return {
      filename: `custom-website-${orderNumberOf(row)}-v${version.number}.zip`,
      size: file.size,
      open: () => file.stream,
      discard: () => file.stream.destroy(),
    };
  }
}
