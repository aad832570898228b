import { ACCEPTANCE_DAYS } from '@tm/contracts/custom-build-delivery';
import { shortOrderId } from '@tm/contracts/orders';
import { BUILD_STAGE_LABELS, OPEN_STAGES, type BuildStage } from '@tm/contracts/studio-desk';
import type { BuildCore, BuildEvent, BuildMessage, BuildVersion, StudioBuildRow } from '@tm/contracts/studio-desk.schemas';
import { readDate } from '../../database/sql-dialect';
import type { CustomBuildMessageEntity } from './entities/custom-build-message.entity';
import type { CustomBuildVersionEntity } from './entities/custom-build-version.entity';
import type { AuditRow, BuildRow } from './studio-desk.repository';

const DAY_MS = 86_400_000;
const iso = (value: Date | string) => readDate(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** The calendar day `at` falls on in `timeZone` (YYYY-MM-DD); a zone the runtime does not know counts in UTC. */
export function dayIn(at: Date, timeZone: string | null): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

export const orderNumberOf = (row: Pick<BuildRow, 'orderNumber' | 'orderId'>) => row.orderNumber ?? shortOrderId(row.orderId);

export const revisionRoundsOf = (row: Pick<BuildRow, 'revisionRounds'>) => Number(row.revisionRounds ?? 0);

function businessNameOf(requirements: string | null): string | null {
  if (!requirements) return null;
  try {
    const name = (JSON.parse(requirements) as { businessName?: unknown }).businessName;
    return typeof name === 'string' && name.trim() ? name : null;
  } catch {
    return null;
  }
}

/** Overdue: the finished site is still owed and its due day is before today in the shop's zone. */
export const isOverdue = (row: Pick<BuildRow, 'stage' | 'finishedSiteDueOn'>, today: string) =>
  (OPEN_STAGES as readonly BuildStage[]).includes(row.stage) && row.finishedSiteDueOn !== null && row.finishedSiteDueOn < today;

export function toCore(row: BuildRow, today: string): BuildCore {
  const deliveredAt = isoOrNull(row.deliveredAt);
  return {
    orderItemId: row.orderItemId,
    orderId: row.orderId,
    orderNumber: orderNumberOf(row),
    name: row.templateName,
    businessName: businessNameOf(row.requirements),
    stage: row.stage,
    stageLabel: BUILD_STAGE_LABELS[row.stage],
    paidAt: iso(row.paidAt),
    firstVersionDueAt: isoOrNull(row.firstVersionDueAt),
    finishedSiteDue: row.finishedSiteDueOn,
    overdue: isOverdue(row, today),
    revisionRounds: revisionRoundsOf(row),
    revisionsUsed: Number(row.revisionsUsed),
    deliveredAt,
    // Only while a delivery waits for the buyer's answer (decision 093).
    acceptBy:
      row.stage === 'delivered' && row.deliveredAt
        ? new Date(readDate(row.deliveredAt).getTime() + ACCEPTANCE_DAYS * DAY_MS).toISOString()
        : null,
    acceptedAt: isoOrNull(row.acceptedAt),
    lastMessageAt: isoOrNull(row.lastMessageAt),
  };
}

export const toStudioRow = (row: BuildRow, today: string): StudioBuildRow => ({
  ...toCore(row, today),
  buyerEmail: row.customerEmail,
  buyerName: row.customerName,
});

export const toMessage = (message: CustomBuildMessageEntity): BuildMessage => ({
  id: message.id,
  author: message.author,
  body: message.body,
  createdAt: iso(message.createdAt),
});

export const toVersion = (version: CustomBuildVersionEntity): BuildVersion => ({
  number: Number(version.number),
  note: version.note,
  final: Boolean(version.final),
  bytes: Number(version.zipBytes),
  by: version.madeBy,
  createdAt: iso(version.createdAt),
});

/** The audit actions of the desk (decision 097). */
export const DESK_ACTIONS = {
  message: 'custom-build.message',
  version: 'custom-build.version',
  deliver: 'custom-build.deliver',
  stage: 'custom-build.stage',
} as const;

/** The build's timeline, oldest first, from its rows: payment, versions, deliveries, requests, stage changes and acceptance. */
export function timelineOf(
  row: BuildRow,
  versions: readonly CustomBuildVersionEntity[],
  messages: readonly CustomBuildMessageEntity[],
  audit: readonly AuditRow[],
): BuildEvent[] {
  const events: BuildEvent[] = [{ at: iso(row.paidAt), kind: 'paid', text: 'Paid' }];
  for (const version of versions) {
    const number = Number(version.number);
    if (version.madeBy === 'first-version') events.push({ at: iso(version.createdAt), kind: 'first-version', text: 'First version sent' });
    else if (version.final)
      events.push({ at: iso(version.createdAt), kind: 'delivered', text: `Version ${number} delivered as the finished site` });
    else events.push({ at: iso(version.createdAt), kind: 'version', text: `Version ${number} sent` });
  }
  for (const message of messages) {
    if (message.kind === 'changes') events.push({ at: iso(message.createdAt), kind: 'changes-requested', text: 'Changes requested' });
  }
  for (const entry of audit) {
    if (entry.action !== DESK_ACTIONS.stage) continue;
    const stage = entry.detail as BuildStage | null;
    const label = stage && stage in BUILD_STAGE_LABELS ? BUILD_STAGE_LABELS[stage] : (entry.detail ?? '');
    events.push({ at: iso(entry.createdAt), kind: 'stage', text: `Stage: ${label}` });
  }
  if (row.acceptedAt) {
    events.push(
      row.acceptedBy === 'auto'
        ? { at: iso(row.acceptedAt), kind: 'auto-accepted', text: `Accepted: no answer within ${ACCEPTANCE_DAYS} days of delivery` }
        : { at: iso(row.acceptedAt), kind: 'accepted', text: 'Accepted by the buyer' },
    );
  }
  return events.sort((a, b) => a.at.localeCompare(b.at));
}
