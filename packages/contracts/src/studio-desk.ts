// The studio desk (docs/product/back-office.md, Custom builds) and the buyer's build page: paths, stages,
// limits and texts. Zod-free at run time; the schemas are in studio-desk.schemas.ts.

/** The back office's calls. Every one is admin-only and every write is audited. */
export const STUDIO_DESK_API = {
  /** GET ?stage=&overdue=&q=&page= → StudioBuildsPage: overdue first, then by due date. */
  builds: '/api/admin/custom-builds',
  /** GET → StudioBuildDetail: the build, its summary, requirements, chat, messages, versions and audit trail. */
  build: '/api/admin/custom-builds/:orderItemId',
  /** POST {body} → BuildMessage: a message to the buyer, mailed through the outbox. */
  messages: '/api/admin/custom-builds/:orderItemId/messages',
  /** POST multipart (VERSION_UPLOAD_FIELD zip, note, deliver 'true'|'false') → BuildVersion: checked like a template ZIP. */
  versions: '/api/admin/custom-builds/:orderItemId/versions',
  /** GET → the version's ZIP. */
  versionDownload: '/api/admin/custom-builds/:orderItemId/versions/:number/download',
  /** PUT {stage: 'in-progress' | 'waiting-for-buyer'} → StudioBuildDetail['build']. */
  stage: '/api/admin/custom-builds/:orderItemId/stage',
} as const;

/** The buyer's calls: signed in, their own builds only (another's is 404). */
export const BUYER_BUILD_API = {
  /** GET → BuyerBuild. */
  build: '/api/custom-builds/:orderItemId',
  /** POST {body} → BuildMessage: mailed to the shop's owner through the outbox. */
  messages: '/api/custom-builds/:orderItemId/messages',
  /** POST {} → BuyerBuild: only while the build is delivered (or its first version sent). */
  accept: '/api/custom-builds/:orderItemId/accept',
  /** POST {body} → BuyerBuild: only while delivered and rounds remain; uses one round. */
  requestChanges: '/api/custom-builds/:orderItemId/request-changes',
  /** GET → the version's ZIP. */
  versionDownload: '/api/custom-builds/:orderItemId/versions/:number/download',
} as const;

/** The buyer's page of one build. */
export const BUILD_PAGE = '/dashboard/builds/:orderItemId';
export const buildPagePath = (orderItemId: string) => BUILD_PAGE.replace(':orderItemId', encodeURIComponent(orderItemId));

/**
 * Where a build stands. `first-version`: the background job is building it. `first-version-sent`: the
 * first version is ready. `in-progress`: the studio works on the finished site (also after the buyer
 * asked for changes). `waiting-for-buyer`: the studio waits for the buyer's answer or content.
 * `delivered`: the studio delivered a version as finished; the buyer accepts it or asks for changes.
 * `accepted`: by the buyer, or after ACCEPTANCE_DAYS without an answer (custom-build-delivery.ts).
 */
export const BUILD_STAGES = ['first-version', 'first-version-sent', 'in-progress', 'waiting-for-buyer', 'delivered', 'accepted'] as const;
export type BuildStage = (typeof BUILD_STAGES)[number];

export const BUILD_STAGE_LABELS: Record<BuildStage, string> = {
  'first-version': 'Building the first version',
  'first-version-sent': 'First version sent',
  'in-progress': 'In progress',
  'waiting-for-buyer': 'Waiting for the buyer',
  delivered: 'Delivered',
  accepted: 'Accepted',
};

/** The stages the owner sets by hand; the others follow from events (the job, a delivery, the buyer). */
export const OWNER_SET_STAGES = ['in-progress', 'waiting-for-buyer'] as const satisfies readonly BuildStage[];

/** Stages in which the finished site is still owed: a build past its due date in one of them is overdue. */
export const OPEN_STAGES = [
  'first-version',
  'first-version-sent',
  'in-progress',
  'waiting-for-buyer',
] as const satisfies readonly BuildStage[];

export const STUDIO_DESK_LIMITS = {
  /** Characters of one message (either side). */
  messageMaxChars: 5_000,
  /** Characters of a version's note. */
  noteMaxChars: 1_000,
  /** Builds per page of the desk's list. */
  pageSize: 20,
  /** Messages per hour a buyer may send about one build. */
  buyerMessagesPerHour: 20,
} as const;

/** The multipart field of a version upload (the size limit is ADMIN_LIMITS.maxZipBytes, as for templates). */
export const VERSION_UPLOAD_FIELD = 'zipFile';

export const STUDIO_DESK_MESSAGES = {
  buildNotFound: 'Custom build not found',
  emptyMessage: 'Please type a message',
  messageTooLong: `A message must be at most ${STUDIO_DESK_LIMITS.messageMaxChars.toLocaleString('en-US')} characters`,
  noteTooLong: `A note must be at most ${STUDIO_DESK_LIMITS.noteMaxChars.toLocaleString('en-US')} characters`,
  notDelivered: 'This build has not been delivered yet: there is nothing to accept or change.',
  alreadyAccepted: 'This build has already been accepted.',
  noRoundsLeft: 'Every included round of changes has been used. Send a message to the studio instead.',
  stageNotAllowed: 'A build that is delivered or accepted cannot be moved back by hand: upload a new version instead.',
  versionNotFound: 'Version not found',
  tooManyMessages: 'Too many messages in the last hour. Please try again later.',
} as const;
