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

export const GenerateSummaryBodySchema = z.object({ requirements: CustomBuildRequirementsSchema });

export const PricePartSchema = z.object({
  /** base, page, feature or timeline. */
  part: z.enum(['base', 'pages', 'feature', 'timeline']),
  label: z.string(),
  hours: z.number(),
  /** '$400', whole dollars. */
  amount: z.string(),
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
