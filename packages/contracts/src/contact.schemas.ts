import { z } from 'zod';
import { CONTACT_CATEGORY_KEYS, CONTACT_LIMITS, CONTACT_MESSAGES, type ContactCategory } from './contact';
import { plainText } from './plain-text';

/**
 * docs/product/back-office.md §3/§5 contact message. Name and subject are one line (they reach a mail subject and
 * text, never a header); the message may have line breaks. `website` is the form's hidden honeypot and
 * `fillMs` how long the form was open before it was sent (measured in the browser, so no clock skew
 * matters). Both are optional in the schema, so a client sending just the five fields gets the same
 * answer as anyone; but a post without `fillMs` did not come from our form and is dropped as a bot's
 * (decision 050).
 */
export const ContactBodySchema = z.object({
  name: plainText('Name').trim().min(2, CONTACT_MESSAGES.name).max(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.nameTooLong),
  // The length first, aborting: the address pattern is not run over a body-sized string (decision 064).
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(254, { error: CONTACT_MESSAGES.email, abort: true })
    .pipe(z.email(CONTACT_MESSAGES.email)),
  subject: plainText('Subject').trim().min(5, CONTACT_MESSAGES.subject).max(CONTACT_LIMITS.subjectMax, CONTACT_MESSAGES.subjectTooLong),
  category: z.enum(CONTACT_CATEGORY_KEYS as [ContactCategory, ...ContactCategory[]], { error: CONTACT_MESSAGES.category }),
  message: z
    .string({ error: CONTACT_MESSAGES.message })
    .trim()
    .min(10, CONTACT_MESSAGES.message)
    .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageTooLong)
    .refine(
      // eslint-disable-next-line no-control-regex
      (v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(v),
      'Message cannot contain control characters',
    ),
  website: z.string().max(200).optional(),
  fillMs: z.number().int().nonnegative().optional(),
});

/** The admin's inbox (decision 038): new messages first by default; 'all' for everything. */
export const AdminMessagesQuerySchema = z.object({
  status: z.enum(['new', 'handled', 'all']).default('new'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const AdminOutboxQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const MessageStatusBodySchema = z.strictObject({ status: z.enum(['new', 'handled']) });

export type ContactBody = z.input<typeof ContactBodySchema>;
export type AdminMessagesQuery = z.output<typeof AdminMessagesQuerySchema>;
export type MessageStatusBody = z.input<typeof MessageStatusBodySchema>;
