import { Injectable } from '@nestjs/common';
import { chmod, mkdir, open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { PermanentMailError, type MailMessage } from './mail-message';

/** Where a delivered mail went: the .eml file (relative to DATA_DIR) in the spool, or null over SMTP. */
export interface Delivered {
  emlPath: string | null;
}

export const OUTBOX_FOLDER = 'outbox';

/**
 * Hands one mail to its peer: the SMTP server when SMTP_URL is set, else the .eml spool
 * (DATA_DIR/outbox/<id>.eml, 0600, in a 0700 folder). The Message-ID is made from the outbox id, so a
 * mail sent again after a crash is recognisably the same message, and its spool file is the same file.
 */
@Injectable()
export class MailTransport {
  private smtp: Transporter | undefined;
  private readonly composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  private spoolFolder: Promise<unknown> | undefined;
  private readonly messageIdHost: string;
  /** An SMTP delivery is abandoned after this: well inside the sender's lease, so no other sender takes the mail while this one may still send it. */
  private readonly deadlineMs: number;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.messageIdHost = new URL(config.publicUrl).hostname || 'localhost';
    this.deadlineMs = Math.floor(config.mail.leaseMs / 2);
    this.smtp = this.createSmtp();
  }

  get kind(): 'smtp' | 'spool' {
    return this.config.smtpUrl ? 'smtp' : 'spool';
  }

  messageIdOf(outboxId: string): string {
    return `<${outboxId}@${this.messageIdHost}>`;
  }

  async deliver(outboxId: string, message: MailMessage, date: Date): Promise<Delivered> {
    const envelope = { from: this.config.mailFrom, ...message, messageId: this.messageIdOf(outboxId), date };
    if (this.smtp) {
      await this.sendOverSmtp(this.smtp, envelope);
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

  private createSmtp(): Transporter | undefined {
    if (!this.config.smtpUrl) return undefined;
    const timeout = Math.min(10_000, this.deadlineMs);
    // One pooled connection: the sender delivers one mail at a time, and reusing the session saves a handshake per mail.
    return createTransport({ url: this.config.smtpUrl, pool: true, maxConnections: 1, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: this.deadlineMs });
  }

  private async sendOverSmtp(smtp: Transporter, envelope: Parameters<Transporter['sendMail']>[0]): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // Drop the connection so the late send cannot complete; the next mail opens a fresh one.
        if (this.smtp === smtp) {
          smtp.close();
          this.smtp = this.createSmtp();
        }
        reject(new Error(`SMTP delivery took longer than ${this.deadlineMs} ms`));
      }, this.deadlineMs);
    });
    try {
      await Promise.race([smtp.sendMail(envelope), deadline]);
    } catch (error) {
      throw classifySmtpError(error);
    } finally {
      clearTimeout(timer);
    }
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
  return error instanceof Error ? error : new Error(String(error));
}
