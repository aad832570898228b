import { Injectable } from '@nestjs/common';
import { chmod, mkdir, open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { PermanentMailError, type MailMessage } from './mail-message';
import { asError } from '../../common/errors';

/** Where a delivered mail went: the .eml file (relative to DATA_DIR) in the spool, or null over SMTP. */
export interface Delivered {
  emlPath: string | null;
}

export const OUTBOX_FOLDER = 'outbox';

/** A peer silent this long fails the delivery (nodemailer's default is ten minutes). */
const SMTP_SOCKET_TIMEOUT_MS = 60_000;

/**
 * Hands one mail to its peer: the SMTP server when SMTP_URL is set, else the .eml spool
 * (DATA_DIR/outbox/<id>.eml, 0600, in a 0700 folder). The Message-ID is made from the outbox id, so a
 * mail sent again after a crash is recognisably the same message, and its spool file is the same file.
 */
@Injectable()
export class MailTransportService {
  private smtp: Transporter | undefined;
  private readonly composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  private spoolFolder: Promise<unknown> | undefined;
  private readonly messageIdHost: string;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.messageIdHost = new URL(config.publicUrl).hostname || 'localhost';
    // A connection per mail, not nodemailer's pool: the pool sends a mail again by itself when its
    // connection closes mid-send (a second copy if the peer had taken it), and a send could stay
    // pending behind a pooled connection in a bad state while the lease kept being renewed. Our own
    // retries do that job, recorded in the outbox and with the same Message-ID. A peer that stops
    // answering fails the mail after SMTP_SOCKET_TIMEOUT_MS.
    this.smtp = config.smtpUrl
      ? createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: SMTP_SOCKET_TIMEOUT_MS })
      : undefined;
  }

  messageIdOf(outboxId: string): string {
    return `<${outboxId}@${this.messageIdHost}>`;
  }

  async deliver(outboxId: string, message: MailMessage, date: Date): Promise<Delivered> {
    const envelope = { from: this.config.mailFrom, ...message, messageId: this.messageIdOf(outboxId), date };
    if (this.smtp) {
      try {
        await this.smtp.sendMail(envelope);
      } catch (error) {
        throw classifySmtpError(error);
      }
      return { emlPath: null };
    }
    const composed = (await this.composer.sendMail(envelope)) as { message: Buffer };
    const emlPath = join(OUTBOX_FOLDER, `${outboxId}.eml`);
    await this.writeSpoolFile(emlPath, composed.message);
    return { emlPath };
  }

  close(): void {
    this.smtp?.close();
    this.smtp = undefined;
  }

  /** Written whole or not at all (a temporary file renamed into place), and on disk before the mail counts as sent. */
  private async writeSpoolFile(emlPath: string, content: Buffer): Promise<void> {
    const folder = join(this.config.dataDir, OUTBOX_FOLDER);
    this.spoolFolder ??= mkdir(folder, { recursive: true, mode: 0o700 }).then(() => chmod(folder, 0o700));
    try {
      await this.spoolFolder;
    } catch (error) {
      this.spoolFolder = undefined; // created again by the next attempt
      throw error;
    }
    const path = join(this.config.dataDir, emlPath);
    const temporary = `${path}.tmp`;
    try {
      const file = await open(temporary, 'w', 0o600);
      try {
        await file.writeFile(content);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, path);
    } catch (error) {
      this.spoolFolder = undefined; // the folder may have gone: the next attempt checks it again
      throw error;
    }
  }
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  command?: string;
  message?: string;
}

/** The peer's final "no" to this recipient or this message (5xx) cannot change on a retry; everything else may. */
function classifySmtpError(error: unknown): Error {
  const e = (error ?? {}) as SmtpError;
  const refusedForGood =
    (typeof e.responseCode === 'number' && e.responseCode >= 500 && (e.command === 'RCPT TO' || e.command === 'DATA')) ||
    ((e.code === 'EENVELOPE' || e.code === 'EMESSAGE') && e.command === 'API');
  if (refusedForGood) return new PermanentMailError(e.message ?? 'The mail server refused the mail');
  return asError(error);
}
