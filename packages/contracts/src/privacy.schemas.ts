import { z } from 'zod';
import { PROCESSOR_KINDS } from './privacy';

/** One company (or service) that receives personal data from the shop to do a job for it (decision 083). */
export const PrivacyProcessorSchema = z.object({
  kind: z.enum(PROCESSOR_KINDS),
  /** Who it is, e.g. "Stripe", or "Our mail provider (SMTP host smtp.example.com)"; never a credential. */
  name: z.string(),
  /** What it does for the shop. */
  purpose: z.string(),
  /** What of the visitor's it receives. */
  data: z.string(),
});
export type PrivacyProcessor = z.infer<typeof PrivacyProcessorSchema>;

/** GET /api/site/privacy: the processors this install is configured with, and where its files are kept. */
export const PrivacyFactsSchema = z.object({
  processors: z.array(PrivacyProcessorSchema),
  /** The files the shop keeps (packages, images, custom builds) stay on its own server: no object store. */
  filesOnOwnServer: z.boolean(),
});
export type PrivacyFacts = z.infer<typeof PrivacyFactsSchema>;
