// Zod-free at run time: the contact page imports these constants; the schema lives in contact.schemas.ts.

/** docs/product/back-office.md §7: the contact form's call. */
export const CONTACT_API = {
  /** POST the five fields (and, from our page, the honeypot and the time the form was shown) → 200 {success}. Anyone. */
  email: '/api/email',
  /** GET ?status&page → AdminMessagesPage (admin): the support inbox. */
  adminMessages: '/api/admin/messages',
  /** GET → AdminMessage; PATCH {status} → AdminMessage (admin; audited). */
  adminMessage: '/api/admin/messages/:id',
  /** GET ?page → AdminOutboxPage (admin): the mail the shop sent or owes, newest first. */
  adminOutbox: '/api/admin/outbox',
} as const;

/** docs/product/back-office.md §3 contact categories, with the labels the form shows. */
export const CONTACT_CATEGORIES = {
  general: 'General Inquiry',
  support: 'Technical Support',
  billing: 'Billing',
  bug: 'Bug Report',
  feature: 'Feature Request',
  partnership: 'Partnership',
} as const;
export type ContactCategory = keyof typeof CONTACT_CATEGORIES;
export const CONTACT_CATEGORY_KEYS = Object.keys(CONTACT_CATEGORIES) as ContactCategory[];

export const CONTACT_LIMITS = {
  nameMax: 100,
  subjectMax: 150,
  messageMax: 5_000,
  /** Accepted messages per hour, per client address and per email address. */
  perHour: 5,
  /** A form sent sooner than this after it was shown was not filled in by a person. */
  minFillMs: 3_000,
} as const;

/** docs/product/back-office.md §5 validation texts, and the server's refusals. */
export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  subject: 'Subject must be at least 5 characters',
  category: 'Please select a category',
  message: 'Message must be at least 10 characters',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.nameMax} characters`,
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subjectMax} characters`,
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.messageMax.toLocaleString('en-US')} characters`,
  tooMany: 'You have sent several messages in the last hour. Please wait a little before sending another.',
} as const;

/** docs/product/back-office.md §8 texts of the form. */
export const CONTACT_TEXTS = {
  sent: { title: 'Message Sent!', description: "We've received your message and will get back to you within 24 hours." },
  failed: 'Error: Something went wrong. Please try again.',
} as const;

export const ADMIN_MESSAGES_PAGE_SIZE = 20;

export interface AdminMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
  status: 'new' | 'handled';
  createdAt: string;
  handledAt: string | null;
}

export interface AdminMessagesPage {
  messages: AdminMessage[];
  total: number;
  /** New messages, whatever the filter (the tab's badge). */
  newCount: number;
  page: number;
  pageSize: number;
}

export interface AdminOutboxMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  /** Text as sent (link tokens redacted); null until sent. */
  text: string | null;
  lastError: string | null;
}

export interface AdminOutboxPage {
  mails: AdminOutboxMail[];
  total: number;
  page: number;
  pageSize: number;
}
