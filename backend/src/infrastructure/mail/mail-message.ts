import { escapeHtml } from '@tm/contracts/html-escape';
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (a contact message's visitor); never the sender or a recipient. */
  replyTo?: string;
}

/** A mail ready to go, and the parts of it (link tokens) that must not be kept readable in the outbox table. */
export interface ComposedMail {
  message: MailMessage;
  secrets: readonly string[];
}

/** What composes the mail of one outbox `kind` from the row, at send time (see MailComposersService). */
export interface MailComposer {
  compose(row: { id: string; refId: string | null; to: string; subject: string }): Promise<ComposedMail>;
}

/** A delivery that no retry can fix (the recipient refused, the fact behind the mail gone): the mail is given up at once. */
export class PermanentMailError extends Error {}

/** A scheduled mail whose reason went away before it was due (the order refunded, the review written): it is cancelled, not sent. */
export class MailNoLongerOwed extends PermanentMailError {}

export const REDACTED = '[redacted]';

/** The text with every secret (and its URL-encoded form) replaced by REDACTED. */
export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of new Set([secret, encodeURIComponent(secret), escapeHtml(secret)])) result = result.split(form).join(REDACTED);
  }
  return result;
}
