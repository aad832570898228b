import { z } from 'zod';
import { ChatMessageSchema, CustomBuildRequirementsSchema, CustomBuildSummarySchema } from './custom-build.schemas';
import { BUILD_STAGES, OWNER_SET_STAGES, STUDIO_DESK_LIMITS, STUDIO_DESK_MESSAGES } from './studio-desk';

/** zod schemas of the studio desk's and the buyer's build calls (studio-desk.ts has the paths and texts). */

/** Control characters other than line breaks and tabs: a message may have paragraphs, nothing may hide text. */
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const messageText = z
  .string({ error: STUDIO_DESK_MESSAGES.emptyMessage })
  .trim()
  .min(1, STUDIO_DESK_MESSAGES.emptyMessage)
  .max(STUDIO_DESK_LIMITS.messageMaxChars, STUDIO_DESK_MESSAGES.messageTooLong)
  .refine((v) => !HIDDEN.test(v), 'Your message cannot contain control characters');

export const BuildMessageBodySchema = z.object({ body: messageText }).strict();
export const RequestChangesBodySchema = BuildMessageBodySchema;
export const StageBodySchema = z
  .object({
    stage: z.enum(OWNER_SET_STAGES, { error: `stage must be one of ${OWNER_SET_STAGES.join(', ')}` }),
  })
  .strict();
/** The text fields of a version upload (multipart), beside its ZIP. */
export const VersionUploadFieldsSchema = z.object({
  note: z
    .string()
    .trim()
    .max(STUDIO_DESK_LIMITS.noteMaxChars, STUDIO_DESK_MESSAGES.noteTooLong)
    .refine((v) => !HIDDEN.test(v), 'The note cannot contain control characters')
    .default(''),
  deliver: z.enum(['true', 'false'], { error: "deliver must be 'true' or 'false'" }).default('false'),
});

export const BuildMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['studio', 'buyer']),
  body: z.string(),
  createdAt: z.string(),
});

export const BuildVersionSchema = z.object({
  /** 1 is the first version the shop built; the studio's uploads follow. */
  number: z.number().int().min(1),
  note: z.string().nullable(),
  /** Delivered as the finished site (the buyer may accept it or ask for changes). */
  final: z.boolean(),
  bytes: z.number().int(),
  by: z.enum(['first-version', 'studio']),
  createdAt: z.string(),
});

/** One line of a build's timeline, oldest first. */
export const BuildEventSchema = z.object({
  at: z.string(),
  kind: z.enum(['paid', 'first-version', 'version', 'delivered', 'changes-requested', 'accepted', 'auto-accepted', 'stage']),
  text: z.string(),
});

/** A build as both sides see it. */
export const BuildCoreSchema = z.object({
  orderItemId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  /** The order line's name ("Custom Website Build: Dental Clinic"). */
  name: z.string(),
  businessName: z.string().nullable(),
  stage: z.enum(BUILD_STAGES),
  stageLabel: z.string(),
  paidAt: z.string(),
  firstVersionDueAt: z.string().nullable(),
  /** 'YYYY-MM-DD' in the shop's time zone, as promised at payment (null for builds sold before it was kept). */
  finishedSiteDue: z.string().nullable(),
  /** The finished site is still owed and its due day has passed in the shop's time zone. */
  overdue: z.boolean(),
  revisionRounds: z.number().int(),
  revisionsUsed: z.number().int(),
  deliveredAt: z.string().nullable(),
  /** When a delivered build counts as accepted if the buyer does not answer (deliveredAt + ACCEPTANCE_DAYS). */
  acceptBy: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
});

export const StudioBuildRowSchema = BuildCoreSchema.extend({ buyerEmail: z.string(), buyerName: z.string() });

export const StudioBuildsPageSchema = z.object({
  builds: z.array(StudioBuildRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const StudioAuditEntrySchema = z.object({ at: z.string(), actor: z.string(), action: z.string(), detail: z.string() });

export const StudioBuildDetailSchema = z.object({
  build: StudioBuildRowSchema,
  summary: CustomBuildSummarySchema,
  requirements: CustomBuildRequirementsSchema,
  /** The conversation the summary came from, as the visitor had it (empty for summaries made before it was kept). */
  chat: z.array(ChatMessageSchema),
  messages: z.array(BuildMessageSchema),
  versions: z.array(BuildVersionSchema),
  timeline: z.array(BuildEventSchema),
  audit: z.array(StudioAuditEntrySchema),
});

export const BuyerBuildSchema = z.object({
  build: BuildCoreSchema,
  summary: CustomBuildSummarySchema,
  messages: z.array(BuildMessageSchema),
  versions: z.array(BuildVersionSchema),
  timeline: z.array(BuildEventSchema),
  canAccept: z.boolean(),
  canRequestChanges: z.boolean(),
  roundsLeft: z.number().int(),
});

export type BuildMessageBody = z.input<typeof BuildMessageBodySchema>;
export type StageBody = z.input<typeof StageBodySchema>;
export type BuildMessage = z.infer<typeof BuildMessageSchema>;
export type BuildVersion = z.infer<typeof BuildVersionSchema>;
export type BuildEvent = z.infer<typeof BuildEventSchema>;
export type BuildCore = z.infer<typeof BuildCoreSchema>;
export type StudioBuildRow = z.infer<typeof StudioBuildRowSchema>;
export type StudioBuildsPage = z.infer<typeof StudioBuildsPageSchema>;
export type StudioBuildDetail = z.infer<typeof StudioBuildDetailSchema>;
export type BuyerBuild = z.infer<typeof BuyerBuildSchema>;
