import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  messageId: string | undefined;
  subject: string | undefined;
}

export interface SmtpPeerOptions {
  /** Recipients answered `550` at RCPT TO (a refusal for good). */
  refuse?: (address: string) => boolean;
  /** How long the peer holds its final answer (the 250 after DATA) for a mail to these recipients. */
  answerDelayMs?: (recipients: string[]) => number;
}

/** A free TCP port of 127.0.0.1, e.g. for an SMTP_URL whose peer starts later. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 that keeps what it accepts. It can be
 * stopped and started again on the same port, to play a mail server that goes away.
 */
export class SmtpPeer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;

  private constructor(
    readonly port: number,
    private readonly options: SmtpPeerOptions,
  ) {}

  /** A peer on `port` (a free one when 0), listening unless `listening` is false. */
  static async create(options: SmtpPeerOptions & { port?: number; listening?: boolean } = {}): Promise<SmtpPeer> {
    const peer = new SmtpPeer(options.port || (await freePort()), options);
    if (options.listening !== false) await peer.start();
    return peer;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Mail received for `address`. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 100,
      disableReverseLookup: true, // no DNS here: a reverse lookup would hold each greeting for seconds
      onRcptTo: (address, _session, callback) => {
        if (this.options.refuse?.(address.address))
          return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const header = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
          const to = session.envelope.rcptTo.map((r) => r.address);
          this.received.push({
            to,
            raw,
            messageId: /^Message-ID: *(.+)$/im.exec(header)?.[1]?.trim(),
            subject: /^Subject: *(.+)$/im.exec(header)?.[1]?.trim(),
          });
          setTimeout(callback, this.options.answerDelayMs?.(to) ?? 0);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Stops listening and drops open connections (a pooled client sees its connection go). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
