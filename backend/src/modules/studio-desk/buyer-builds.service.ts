import { Injectable } from '@nestjs/common';
import { ORDER_MESSAGES } from '@tm/contracts/orders';
import { STUDIO_DESK_LIMITS, STUDIO_DESK_MESSAGES } from '@tm/contracts/studio-desk';
import type { BuildMessage, BuyerBuild } from '@tm/contracts/studio-desk.schemas';
import { uuidV7 } from '../../database/uuid-v7';
import { MailService, STORED_MAIL_KIND } from '../../infrastructure/mail';
import { bySubject, RateLimitService } from '../../infrastructure/rate-limit';
import { ApiError } from '../../common/http/api-error';
import type { ZipDownload } from '../downloads';
import { CustomBuildRepository, toSummaryDto } from '../custom-build';
import type { UserEntity } from '../users/entities/user.entity';
import { acceptedMail, buyerMessageMail, changesRequestedMail } from './build-mails';
import { revisionRoundsOf, toCore } from './build-views';
import { buildNotFound, DeskBuildsService } from './desk-builds.service';
import type { BuildRow } from './studio-desk.repository';

const HOUR = 60 * 60_000;

/**
 * The buyer's build page (decision 097): their own builds only (another's is 404, as an order is).
 * Accept and request changes are conditional UPDATEs on the stage, so of two at once exactly one wins
 * and the other is answered 409 with what happened.
 */
@Injectable()
export class BuyerBuildsService {
  constructor(
    private readonly builds: DeskBuildsService,
    private readonly customBuilds: CustomBuildRepository,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
  ) {}

  async build(user: UserEntity, rawId: string): Promise<BuyerBuild> {
    return this.view(await this.builds.find(rawId, user.id));
  }

  async message(user: UserEntity, rawId: string, body: string): Promise<BuildMessage> {
    const row = await this.builds.find(rawId, user.id);
    // Per signed-in buyer and build: no client address counts here.
    const slot = await this.limits.take(
      { bucket: 'build-message-user', max: STUDIO_DESK_LIMITS.buyerMessagesPerHour, windowMs: HOUR },
      bySubject.key(`${user.id}:${row.orderItemId}`),
      STUDIO_DESK_MESSAGES.tooManyMessages,
    );
    const at = this.builds.now();
    const id = uuidV7(at.getTime());
    const repo = this.builds.repository;
    try {
      const mail = buyerMessageMail(await this.builds.mailFacts(row), body);
      await repo.run([
        repo.insertMessageStep({
          id,
          orderItemId: row.orderItemId,
          author: 'buyer',
          kind: 'message',
          userId: user.id,
          body,
          createdAt: at,
        }),
        repo.messageAtStep(row.orderItemId, at),
        this.mail.owedStep({ kind: STORED_MAIL_KIND, refId: id, to: await this.builds.ownerEmail(), ...mail }),
      ]);
    } catch (error) {
      await slot.release();
      throw error;
    }
    this.mail.wake();
    return { id, author: 'buyer', body, createdAt: at.toISOString() };
  }

  async accept(user: UserEntity, rawId: string): Promise<BuyerBuild> {
    const row = await this.builds.find(rawId, user.id);
    const at = this.builds.now();
    const repo = this.builds.repository;
    const mail = acceptedMail(await this.builds.mailFacts(row));
    const failed = await repo.run([
      repo.acceptStep(row.orderItemId, 'buyer', at, 'refused'),
      this.mail.owedStep({ kind: STORED_MAIL_KIND, refId: uuidV7(at.getTime()), to: await this.builds.ownerEmail(), ...mail }),
    ]);
    const after = await this.reload(row);
    if (failed)
      throw new ApiError(409, after.stage === 'accepted' ? STUDIO_DESK_MESSAGES.alreadyAccepted : STUDIO_DESK_MESSAGES.notDelivered);
    this.mail.wake();
    return this.view(after);
  }

  async requestChanges(user: UserEntity, rawId: string, body: string): Promise<BuyerBuild> {
    const row = await this.builds.find(rawId, user.id);
    const at = this.builds.now();
    const id = uuidV7(at.getTime());
    const repo = this.builds.repository;
    const roundsLeft = Math.max(0, revisionRoundsOf(row) - Number(row.revisionsUsed) - 1);
    const mail = changesRequestedMail(await this.builds.mailFacts(row), body, roundsLeft);
    const failed = await repo.run([
      repo.requestChangesStep(row.orderItemId, at, 'refused'),
      repo.insertMessageStep({ id, orderItemId: row.orderItemId, author: 'buyer', kind: 'changes', userId: user.id, body, createdAt: at }),
      this.mail.owedStep({ kind: STORED_MAIL_KIND, refId: id, to: await this.builds.ownerEmail(), ...mail }),
    ]);
    const after = await this.reload(row);
    if (failed) {
      if (after.stage === 'accepted') throw new ApiError(409, STUDIO_DESK_MESSAGES.alreadyAccepted);
      if (after.stage !== 'delivered') throw new ApiError(409, STUDIO_DESK_MESSAGES.notDelivered);
      throw new ApiError(409, STUDIO_DESK_MESSAGES.noRoundsLeft);
    }
    this.mail.wake();
    return this.view(after);
  }

  /** As a bought template's download (docs/architecture.md §5): only while the buyer holds the line; a refunded build's files are not served. */
  async versionDownload(user: UserEntity, rawId: string, rawNumber: string): Promise<ZipDownload> {
    const row = await this.builds.find(rawId, user.id);
    if (!(await this.builds.repository.entitled(row.orderItemId, user.id))) throw new ApiError(409, ORDER_MESSAGES.orderNotCompleted);
    return this.builds.versionDownload(row, rawNumber);
  }

  private async reload(row: BuildRow): Promise<BuildRow> {
    const after = await this.builds.repository.build(row.orderItemId);
    if (!after) throw buildNotFound();
    return after;
  }

  private async view(row: BuildRow): Promise<BuyerBuild> {
    const summary = await this.customBuilds.summary(row.summaryId);
    if (!summary) throw buildNotFound();
    const [today, thread] = await Promise.all([this.builds.today(), this.builds.thread(row)]);
    const roundsLeft = Math.max(0, revisionRoundsOf(row) - Number(row.revisionsUsed));
    return {
      build: toCore(row, today),
      summary: toSummaryDto(summary),
      messages: thread.messages,
      versions: thread.versions,
      timeline: thread.timeline,
      canAccept: row.stage === 'first-version-sent' || row.stage === 'delivered',
      canRequestChanges: row.stage === 'delivered' && roundsLeft > 0,
      roundsLeft,
    };
  }
}
