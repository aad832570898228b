import { z } from 'zod';

/**
 * What a custom build delivers and when, as the server computes it at answer time from the owner's
 * settings and the shop's time zone (decision 095). The due date is the one a payment made now would
 * get; the order keeps its own from the moment of payment.
 */
export const DeliveryTermsSchema = z.object({
  /** The first version is ready within this many hours of payment (FIRST_VERSION_HOURS). */
  firstVersionHours: z.number().int().positive(),
  /** Working days from payment to the finished site (the owner's customBuildLeadDays, decision 093). */
  leadDays: z.number().int().positive(),
  /** The finished site's due date if paid now, YYYY-MM-DD in the shop's time zone (finishedSiteDue). */
  finishedSiteDue: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The same day as the pages say it: "Friday 11 December 2026" (readableDay). */
  finishedSiteDueText: z.string(),
  /** Rounds of changes the price includes (the owner's customBuildRevisionRounds). */
  revisionRounds: z.number().int().min(0),
  /** A delivered build not answered in this many days counts as accepted (ACCEPTANCE_DAYS). */
  acceptanceDays: z.number().int().positive(),
  /** What the delivered site is: static files today, for every platform named. */
  siteKind: z.literal('static'),
  /** The shop's time zone the due date was counted in. */
  timeZone: z.string(),
});

export type DeliveryTerms = z.infer<typeof DeliveryTermsSchema>;

/** What a paid custom build was promised at payment (decision 095), as its order item carries it. */
export const SoldPromiseSchema = z.object({
  /** ISO time: payment + firstVersionHours. */
  firstVersionDueAt: z.string(),
  /** YYYY-MM-DD in the shop's time zone at payment. */
  finishedSiteDue: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** "Friday 11 December 2026". */
  finishedSiteDueText: z.string(),
  leadDays: z.number().int().positive(),
  revisionRounds: z.number().int().min(0),
});

export type SoldPromise = z.infer<typeof SoldPromiseSchema>;
