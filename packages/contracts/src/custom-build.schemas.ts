import { z } from 'zod';
import {
  CHAT_PHASES,
  CUSTOM_BUILD_FEATURE_KEYS,
  CUSTOM_BUILD_LIMITS,
  CUSTOM_BUILD_MESSAGES,
  CUSTOM_BUILD_PLATFORMS,
  CUSTOM_BUILD_TIMELINES,
  type CustomBuildFeature,
  type CustomBuildTimeline,
} from './custom-build';
import { DeliveryTermsSchema } from './custom-build-delivery.schemas';
import { CONTROL_CHARACTERS, controlCharactersMessage } from './plain-text';

/** zod schemas of the custom-build calls (docs/product/storefront.md §3/§7, decision 036); types in custom-build.ts. */

/** Control characters other than line breaks and tabs (a brief may have paragraphs; nothing may hide text). */
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const shortText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} cannot be empty`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !CONTROL_CHARACTERS.test(v), controlCharactersMessage(label));

const FeatureSchema = z.enum(CUSTOM_BUILD_FEATURE_KEYS as [CustomBuildFeature, ...CustomBuildFeature[]], {
  error: `A feature must be one of ${CUSTOM_BUILD_FEATURE_KEYS.join(', ')}`,
});
const TimelineSchema = z.enum(Object.keys(CUSTOM_BUILD_TIMELINES) as [CustomBuildTimeline, ...CustomBuildTimeline[]], {
  error: 'timeline must be rush, standard or flexible',
});
export const TOPICS = ['business', 'features', 'design', 'timeline'] as const;
const PAGE_COUNT = `pageCount must be a whole number from 1 to ${CUSTOM_BUILD_LIMITS.maxPages}`;
const DEADLINE = 'deadlineDays must be a whole number of days from 1 to 365';
const BUDGET = 'budgetCents must be a whole number of cents from 0 to 100,000,000';

/** One thing the visitor asked for in their own words, with whether the build includes it. */
export const RequestedItemSchema = z.object({
  text: shortText('Request', 120),
  included: z.boolean(),
  /** Why not, or what includes it ("part of Online Booking"). */
  reason: shortText('Reason', 200).nullable().default(null),
});

/**
 * docs/product/storefront.md §3: what the consultant has understood so far. Built by the server, kept by the page and
 * sent back with each message; whatever a client puts in it, the price is computed from these fields
 * by the server's formula, within these bounds.
 */
export const CustomBuildRequirementsSchema = z.object({
  businessType: shortText('Business type', 60).nullable().default(null),
  /** The pages named, Home first. */
  pages: z.array(shortText('Page name', 40)).max(CUSTOM_BUILD_LIMITS.maxPages).default([]),
  /** A number of pages the visitor said ('about 8 pages'). */
  pageCount: z
    .number({ error: PAGE_COUNT })
    .int(PAGE_COUNT)
    .min(1, PAGE_COUNT)
    .max(CUSTOM_BUILD_LIMITS.maxPages, PAGE_COUNT)
    .nullable()
    .default(null),
  features: z.array(FeatureSchema).max(CUSTOM_BUILD_FEATURE_KEYS.length).default([]),
  /** Colours and styles, as words ('Pastel', 'Pink', 'Minimal'). */
  designPreferences: z.array(shortText('Design preference', 30)).max(8).default([]),
  timeline: TimelineSchema.nullable().default(null),
  /** A shop platform the visitor named ('Shopify'): kept so the summary can say what the delivery is for it. */
  platform: z
    .enum(CUSTOM_BUILD_PLATFORMS, { error: `platform must be one of ${CUSTOM_BUILD_PLATFORMS.join(', ')}` })
    .nullable()
    .default(null),
  /** The business's own name as the visitor wrote it ("Smile Dental"): the delivered site's copy uses it. */
  businessName: shortText('Business name', 80).nullable().default(null),
  /** Where the business is ("Austin, Texas"): the copy and the contact page say it. */
  location: shortText('Location', 80).nullable().default(null),
  /** What the business offers, in the visitor's words ("teeth whitening", "implants"). */
  services: z.array(shortText('Service', 60)).max(12).default([]),
  /** The tone the visitor asked for in the copy ("friendly", "formal"). */
  tone: shortText('Tone', 30).nullable().default(null),
  /** The site's languages as English names, the first its main one ("Spanish"). Empty: English. */
  languages: z.array(shortText('Language', 30)).max(6).default([]),
  /** Pages the visitor does not want ("no About page"): never added by a default. */
  excludedPages: z.array(shortText('Page name', 40)).max(CUSTOM_BUILD_LIMITS.maxPages).default([]),
  /** Features the visitor said they do not want: never added back by a later message's guess. */
  declinedFeatures: z.array(FeatureSchema).max(CUSTOM_BUILD_FEATURE_KEYS.length).default([]),
  /**
   * What the visitor asked for that no feature of the list names ("choice of dentist", "SMS
   * reminders"), kept in their words: included (inside a priced feature or the base) or not, with why.
   */
  requests: z.array(RequestedItemSchema).max(CUSTOM_BUILD_LIMITS.maxRequests).default([]),
  /** The visitor's own deadline in calendar days from the order ("in three days" → 3), kept as theirs. */
  deadlineDays: z.number({ error: DEADLINE }).int(DEADLINE).min(1, DEADLINE).max(365, DEADLINE).nullable().default(null),
  /** The visitor's budget in cents (US dollars), when they said one: the summary compares the price with it. */
  budgetCents: z.number({ error: BUDGET }).int(BUDGET).min(0, BUDGET).max(100_000_000, BUDGET).nullable().default(null),
  /** What the visitor will provide (their logo, photos, texts): the delivery does not write or draw it. */
  contentProvided: z.array(shortText('Content', 60)).max(10).default([]),
  /** What the consultant asked about already, so it does not ask twice. */
  asked: z.array(z.enum(TOPICS)).max(TOPICS.length).default([]),
});

export const ChatMessageSchema = z.object({
  role: z.enum(['user', 'assistant'], { error: 'Each message of conversationHistory must have the role user or assistant' }),
  content: z
    .string()
    .max(
      CUSTOM_BUILD_LIMITS.historyEntryMaxChars,
      `A message of the conversation must be at most ${CUSTOM_BUILD_LIMITS.historyEntryMaxChars} characters`,
    ),
});

export const ChatBodySchema = z.object({
  message: z
    .string({ error: CUSTOM_BUILD_MESSAGES.emptyMessage })
    .trim()
    .min(1, CUSTOM_BUILD_MESSAGES.emptyMessage)
    .max(CUSTOM_BUILD_LIMITS.messageMaxChars, CUSTOM_BUILD_MESSAGES.messageTooLong)
    .refine((v) => !HIDDEN_CHARACTERS.test(v), controlCharactersMessage('Your message')),
  conversationHistory: z
    .array(ChatMessageSchema)
    .max(CUSTOM_BUILD_LIMITS.maxHistoryEntries, CUSTOM_BUILD_MESSAGES.conversationTooLong)
    .default([]),
  currentRequirements: CustomBuildRequirementsSchema.nullable().default(null),
  phase: z.enum(CHAT_PHASES, { error: `phase must be one of ${CHAT_PHASES.join(', ')}` }).default('gathering'),
});

export const ChatReplySchema = z.object({
  message: z.string(),
  updatedRequirements: CustomBuildRequirementsSchema,
  shouldGenerateSummary: z.boolean(),
});

export const GenerateSummaryBodySchema = z.object({
  requirements: CustomBuildRequirementsSchema,
  /** The chat the summary comes from, kept with it for the studio desk (decision 097); same limits as the chat's. */
  conversationHistory: z
    .array(ChatMessageSchema)
    .max(CUSTOM_BUILD_LIMITS.maxHistoryEntries, CUSTOM_BUILD_MESSAGES.conversationTooLong)
    .default([]),
});

export const PricePartSchema = z.object({
  /** base, page, feature or timeline. */
  part: z.enum(['base', 'pages', 'feature', 'timeline']),
  label: z.string(),
  hours: z.number(),
  /** '$400', whole dollars. */
  amount: z.string(),
});

/** How the summary answers one thing the visitor asked for (decision 094). */
export const REQUESTED_STATUSES = ['priced', 'included', 'not-included'] as const;
export type RequestedStatus = (typeof REQUESTED_STATUSES)[number];

/** One requirement shown back: a feature priced, something included in a priced part, or not included and why. */
export const RequestedLineSchema = z.object({
  label: z.string(),
  status: z.enum(REQUESTED_STATUSES),
  /** What includes it, or why it is not included; null for a priced feature. */
  reason: z.string().nullable().default(null),
});

/** The visitor's own deadline beside what the shop promises (decision 094). */
export const DeadlineComparisonSchema = z.object({
  /** What the visitor asked for, in calendar days from the order. */
  askedDays: z.number().int(),
  /** The owner's lead time: the finished site is due this many working days after payment (decision 093). */
  leadDays: z.number().int(),
  firstVersionHours: z.number().int(),
  /** False when the finished site's due date may come after the visitor's deadline: it is not promised. */
  met: z.boolean(),
  /** The comparison in one sentence. */
  text: z.string(),
});

/** The visitor's budget beside the price. */
export const BudgetComparisonSchema = z.object({
  budgetCents: z.number().int(),
  within: z.boolean(),
  text: z.string(),
});

/** docs/product/storefront.md §3 Custom build summary, with the id of its stored copy (the only field the server trusts). */
export const CustomBuildSummarySchema = z.object({
  id: z.string(),
  businessType: z.string().nullable(),
  designPreferences: z.array(z.string()),
  features: z.array(z.string()),
  pages: z.array(z.string()),
  numberOfPages: z.number().int(),
  estimatedHours: z.number().int(),
  timeline: z.string(),
  price: z.string().regex(/^\$\d{1,3}(,\d{3})*$/),
  /** How the price is made (decision 036's formula, part by part); the amounts add up to price. Empty on summaries stored before it. */
  breakdown: z.array(PricePartSchema).default([]),
  /** What the visitor asked for that the summary answers in words (a platform named). */
  notes: z.array(z.string()).default([]),
  // What the visitor said, shown back (decision 094); defaults so summaries stored before them still parse.
  businessName: z.string().nullable().default(null),
  location: z.string().nullable().default(null),
  services: z.array(z.string()).default([]),
  tone: z.string().nullable().default(null),
  /** Every requirement the visitor stated, each priced, included or not included with the reason. */
  requested: z.array(RequestedLineSchema).default([]),
  /** The site's languages (English names), the main one first; empty on summaries stored before them. */
  languages: z.array(z.string()).default([]),
  deadline: DeadlineComparisonSchema.nullable().default(null),
  budget: BudgetComparisonSchema.nullable().default(null),
  /** What the visitor will provide (their logo, photos, texts). */
  contentProvided: z.array(z.string()).default([]),
  /** Pages the visitor does not want: the summary's pages leave them out. */
  excludedPages: z.array(z.string()).default([]),
  /** What is delivered and when, computed at answer time (decision 095); absent from copies kept before it. */
  delivery: DeliveryTermsSchema.optional(),
  createdAt: z.string(),
});

/**
 * A summary as the browser sends it back: only its id counts, and the rest, whatever the page kept, is
 * dropped unread. A loose object copied every other field: 64 ms for 70,000 of them (decision 064).
 */
const SummaryReferenceSchema = z.object({ id: z.uuid(CUSTOM_BUILD_MESSAGES.summaryNotFound) });

export const SaveSummaryBodySchema = z.object({ summary: SummaryReferenceSchema });
export const AddCustomBuildToCartBodySchema = z.object({
  summary: SummaryReferenceSchema,
  sessionId: z.string().max(200).nullable().optional(),
});

export const SavedSummariesSchema = z.object({
  summaries: z.array(z.object({ id: z.string(), summary: CustomBuildSummarySchema, createdAt: z.string() })),
});
export const SaveSummaryResultSchema = z.object({ ok: z.literal(true), summary: CustomBuildSummarySchema });
export const AddToCartResultSchema = z.object({ success: z.literal(true), summary: CustomBuildSummarySchema });
export const CustomBuildCartSchema = z.object({ summary: CustomBuildSummarySchema.nullable() });

export type CustomBuildRequirements = z.infer<typeof CustomBuildRequirementsSchema>;
export type RequestedItem = z.infer<typeof RequestedItemSchema>;
export type RequestedLine = z.infer<typeof RequestedLineSchema>;
export type DeadlineComparison = z.infer<typeof DeadlineComparisonSchema>;
export type BudgetComparison = z.infer<typeof BudgetComparisonSchema>;
// Input type: a copy kept in a browser before the breakdown and notes existed has neither.
export type CustomBuildSummary = z.input<typeof CustomBuildSummarySchema>;
/** A summary as the server answers it (every field). */
export type CustomBuildSummaryDto = z.infer<typeof CustomBuildSummarySchema>;
export type PricePart = z.infer<typeof PricePartSchema>;
export type ChatMessage = z.infer<typeof ChatMessageSchema>;
export type ChatBody = z.input<typeof ChatBodySchema>;
export type ChatReply = z.infer<typeof ChatReplySchema>;
export type GenerateSummaryBody = z.input<typeof GenerateSummaryBodySchema>;
export type SaveSummaryBody = z.input<typeof SaveSummaryBodySchema>;
export type AddCustomBuildToCartBody = z.input<typeof AddCustomBuildToCartBodySchema>;
export type SavedSummaries = z.infer<typeof SavedSummariesSchema>;
export type CustomBuildCart = z.infer<typeof CustomBuildCartSchema>;
export type SaveSummaryResult = z.infer<typeof SaveSummaryResultSchema>;
export type AddToCartResult = z.infer<typeof AddToCartResultSchema>;
