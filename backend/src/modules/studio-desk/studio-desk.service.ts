import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ADMIN_MESSAGES } from '@tm/contracts/admin';
import { STUDIO_DESK_MESSAGES, type BuildStage } from '@tm/contracts/studio-desk';
import type { BuildMessage, BuildVersion, StudioBuildDetail, StudioBuildRow, StudioBuildsPage } from '@tm/contracts/studio-desk.schemas';
import { STUDIO_DESK_LIMITS } from '@tm/contracts/studio-desk';
import { ApiError } from '../../common/http/api-error';
import { readDate } from '../../database/sql-dialect';
import { isUniqueViolation } from '../../database/unique-violation';
import { uuidV7 } from '../../database/uuid-v7';
import { AuditLogService, type AdminActor } from '../../infrastructure/audit';
import { MailService, STORED_MAIL_KIND } from '../../infrastructure/mail';
import { StorageService } from '../../infrastructure/storage';
import { inspectZip, ZipRejection } from '../../infrastructure/template-files';
import type { UploadedZip } from '../admin';
import { CustomBuildRepository, requirementsOf, toSummaryDto } from '../custom-build';
import { ChatMessageSchema } from '@tm/contracts/custom-build.schemas';
import type { ChatMessage } from '@tm/contracts/custom-build.schemas';
import { studioMessageMail, versionMail } from './build-mails';
import { DESK_ACTIONS, toStudioRow, toVersion } from './build-views';
import { buildNotFound, DeskBuildsService } from './desk-builds.service';
import type { BuildRow } from './studio-desk.repository';
import type { StudioBuildsQuery } from './studio-builds-query';

/** Texts of refusals the contract does not word (decision 097). */
export const DESK_TEXTS = {
  firstVersionPending: 'The first version is still being built: upload a version once it is ready.',
  busy: 'Another version was uploaded at the same moment. Please try again.',
} as const;

const VERSION_ATTEMPTS = 3;
/** In private storage; the random part keeps two uploads racing for one number from writing the same file. */
const versionPath = (orderItemId: string, number: number) =>
  `custom-builds/${orderItemId}/v${number}-${randomBytes(4).toString('hex')}.zip`;
const TARGET = 'custom-build';

/** The studio desk's calls (decision 097): every write audited in its own transaction, every mail owed there too. */
@Injectable()
export class StudioDeskService {
  constructor(
    private readonly builds: DeskBuildsService,
    private readonly customBuilds: CustomBuildRepository,
    private readonly mail: MailService,
    private readonly audit: AuditLogService,
    private readonly storage: StorageService,
  ) {}

  async page(query: StudioBuildsQuery): Promise<StudioBuildsPage> {
    const today = await this.builds.today();
    const { rows, total } = await this.builds.repository.page({ ...query, today }, query.page);
    return { builds: rows.map((row) => toStudioRow(row, today)), total, page: query.page, pageSize: STUDIO_DESK_LIMITS.pageSize };
  }

  async detail(rawId: string): Promise<StudioBuildDetail> {
    const row = await this.builds.find(rawId);
    const summary = await this.customBuilds.summary(row.summaryId);
    if (!summary) throw buildNotFound();
    const [today, thread] = await Promise.all([this.builds.today(), this.builds.thread(row)]);
    return {
      build: toStudioRow(row, today),
      summary: toSummaryDto(summary),
      requirements: requirementsOf(summary),
      chat: storedChat(summary.conversation),
      messages: thread.messages,
      versions: thread.versions,
      timeline: thread.timeline,
      audit: thread.audit.map((entry) => ({
        at: readDate(entry.createdAt).toISOString(),
        actor: entry.adminName,
        action: entry.action,
        detail: entry.detail ?? '',
      })),
    };
  }

  async message(actor: AdminActor, rawId: string, body: string): Promise<BuildMessage> {
    const row = await this.builds.find(rawId);
    const at = this.builds.now();
    const id = uuidV7(at.getTime());
    const mail = studioMessageMail(await this.builds.mailFacts(row), body);
    const repo = this.builds.repository;
    await repo.run([
      repo.insertMessageStep({
        id,
        orderItemId: row.orderItemId,
        author: 'studio',
        kind: 'message',
        userId: actor.id,
        body,
        createdAt: at,
      }),
      repo.messageAtStep(row.orderItemId, at),
      this.mail.owedStep({ kind: STORED_MAIL_KIND, refId: id, to: row.customerEmail, ...mail }),
      this.audit.step(actor, {
        action: DESK_ACTIONS.message,
        targetType: TARGET,
        targetId: row.orderItemId,
        detail: `to ${row.customerEmail}`,
      }),
    ]);
    this.mail.wake();
    return { id, author: 'studio', body, createdAt: at.toISOString() };
  }

  /** A version checked like a template ZIP (decision 030), stored privately, numbered after the last; `deliver` makes it the finished site. */
  async uploadVersion(
    actor: AdminActor,
    rawId: string,
    file: UploadedZip | undefined,
    fields: { note: string; deliver: 'true' | 'false' },
  ): Promise<BuildVersion> {
    const row = await this.builds.find(rawId);
    if (!file) throw new ApiError(400, ADMIN_MESSAGES.noZipFile);
    await checkZip(file);
    const deliver = fields.deliver === 'true';
    if (row.stage === 'first-version') throw new ApiError(409, DESK_TEXTS.firstVersionPending);
    if (deliver && row.stage === 'accepted') throw new ApiError(409, STUDIO_DESK_MESSAGES.alreadyAccepted);
    const note = fields.note || null;
    const facts = await this.builds.mailFacts(row);
    const repo = this.builds.repository;

    for (let attempt = 1; ; attempt += 1) {
      const number = (await repo.lastVersionNumber(row.orderItemId)) + 1;
      const path = versionPath(row.orderItemId, number);
      await this.storage.putLocalFile('private', path, file.path);
      const at = this.builds.now();
      const version = {
        orderItemId: row.orderItemId,
        number,
        zipPath: path,
        zipBytes: file.size,
        note,
        final: deliver,
        madeBy: 'studio' as const,
        createdAt: at,
      };
      const mail = versionMail(facts, number, note, deliver);
      const failure = deliver ? STUDIO_DESK_MESSAGES.alreadyAccepted : DESK_TEXTS.firstVersionPending;
      let failed: string | null;
      try {
        failed = await repo.run([
          repo.insertVersionStep(version),
          deliver ? repo.deliverStep(row.orderItemId, at, failure) : repo.touchStep(row.orderItemId, at, failure),
          this.mail.owedStep({ kind: STORED_MAIL_KIND, refId: uuidV7(at.getTime()), to: row.customerEmail, ...mail }),
          this.audit.step(actor, {
            action: deliver ? DESK_ACTIONS.deliver : DESK_ACTIONS.version,
            targetType: TARGET,
            targetId: row.orderItemId,
            detail: `version ${number}, ${file.size} bytes${note ? `: ${note.slice(0, 200)}` : ''}`,
          }),
        ]);
      } catch (error) {
        await this.storage.remove('private', path);
        if (isUniqueViolation(error) && attempt < VERSION_ATTEMPTS) continue;
        if (isUniqueViolation(error)) throw new ApiError(409, DESK_TEXTS.busy);
        throw error;
      }
      if (failed) {
        await this.storage.remove('private', path);
        throw new ApiError(409, failed);
      }
      this.mail.wake();
      return toVersion(version);
    }
  }

  async setStage(actor: AdminActor, rawId: string, stage: BuildStage): Promise<StudioBuildRow> {
    const row = await this.builds.find(rawId);
    const repo = this.builds.repository;
    const failed = await repo.run([
      repo.stageStep(row.orderItemId, stage, this.builds.now(), STUDIO_DESK_MESSAGES.stageNotAllowed),
      this.audit.step(actor, {
        action: DESK_ACTIONS.stage,
        targetType: TARGET,
        targetId: row.orderItemId,
        detail: stage,
        changes: { stage: { before: row.stage, after: stage } },
      }),
    ]);
    if (failed) throw new ApiError(409, failed);
    return toStudioRow((await repo.build(row.orderItemId)) as BuildRow, await this.builds.today());
  }
}

/** The type, size and contents checks of template ZIPs (decision 030), with the same refusals. */
async function checkZip(file: UploadedZip): Promise<void> {
  if (!file.originalname.toLowerCase().endsWith('.zip')) throw new ApiError(400, ADMIN_MESSAGES.invalidFileType);
  try {
    await inspectZip(file.path, file.size);
  } catch (error) {
    if (error instanceof ZipRejection) throw new ApiError(error.reason === 'notAZip' ? 415 : 422, error.message);
    throw error;
  }
}

/** The kept conversation; an unreadable one shows as none rather than failing the page. */
function storedChat(conversation: string | null): ChatMessage[] {
  if (!conversation) return [];
  try {
    const parsed = ChatMessageSchema.array().safeParse(JSON.parse(conversation));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
