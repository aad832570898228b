import { Injectable } from '@nestjs/common';
import { PermanentMailError, type ComposedMail, type MailComposer } from './mail-message';

/** The kind of a mail stored whole at enqueue time (it carries no secret). */
export const STORED_MAIL_KIND = 'message';

interface StoredRow {
  id: string;
  kind: string;
  refId: string | null;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
}

/**
 * Which module composes which kind of mail. Modules register their composer at start (the mail module
 * cannot import the modules whose facts owe mail), so the sender composes a row without knowing orders
 * or passwords.
 */
@Injectable()
export class MailComposersService {
  private readonly composers = new Map<string, MailComposer>();

  /** The kinds this process can compose: a worker without the orders module leaves order mail to the web process. */
  kinds(): string[] {
    return [STORED_MAIL_KIND, ...this.composers.keys()];
  }

  register(kind: string, composer: MailComposer): void {
    if (kind === STORED_MAIL_KIND || this.composers.has(kind)) throw new Error(`A mail composer for '${kind}' is already registered`);
    this.composers.set(kind, composer);
  }

  compose(row: StoredRow): Promise<ComposedMail> {
    if (row.kind === STORED_MAIL_KIND) {
      if (row.text === null) return Promise.reject(new PermanentMailError('The stored mail has no text'));
      return Promise.resolve({
        message: { to: row.to, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}) },
        secrets: [],
      });
    }
    const composer = this.composers.get(row.kind);
    // Another version of the app may have written it: leave it to a sender that knows the kind.
    if (!composer) return Promise.reject(new Error(`No composer for mail of kind '${row.kind}' in this process`));
    return composer.compose(row);
  }
}
