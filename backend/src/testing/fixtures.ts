import type { Response } from 'supertest';
import { SESSION_COOKIE } from '@tm/contracts/privacy';
import { API } from '@tm/contracts/routes';
import type { TestApp } from './create-test-app';
import { ClockService } from '../common/clock';

let counter = 0;

/** A username nobody else in the run has (3-20 chars, letters/digits/underscores). */
export function uniqueUsername(prefix = 'u'): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 7);
  return `${prefix}${process.env.JEST_WORKER_ID ?? '0'}_${counter}${random}`.slice(0, 20);
}

export interface TestAccount {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const username = overrides.username ?? uniqueUsername();
  return { username, email: `${username.toLowerCase()}@example.com`, password: 'Quiet-Harbor-42', ...overrides };
}

let ipCounter = 0;

/** A client address of its own, sent as X-Forwarded-For (the test app trusts loopback proxies). */
export function uniqueIp(): string {
  ipCounter += 1;
  const worker = Number(process.env.JEST_WORKER_ID ?? '1') % 250;
  return `10.${worker}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/** The value of the session cookie (tm.sid) a response sets, if any. */
export function sessionCookieOf(res: Response): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = header?.find((c) => c.startsWith(`${SESSION_COOKIE.name}=`));
  return cookie?.split(';')[0]!.slice(`${SESSION_COOKIE.name}=`.length);
}

export function setCookieHeader(res: Response): string {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((c) => c.startsWith(`${SESSION_COOKIE.name}=`)) ?? '';
}

/** A clock tests can move forward. */
export class TestClock extends ClockService {
  private offsetMs = 0;
  private frozenAt: number | undefined;

  override now(): Date {
    return new Date((this.frozenAt ?? Date.now()) + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Stops the clock where it is: it moves only by advance() until reset(). */
  freeze(): void {
    this.frozenAt = Date.now();
  }

  reset(): void {
    this.offsetMs = 0;
    this.frozenAt = undefined;
  }
}

/** Polls until `check` returns a truthy value or the time is up (wait-for.ts; re-exported for its many callers). */
export { waitFor } from './wait-for';

/** Signs a fresh account up through the API (from its own address, so no IP limit interferes). */
export async function registerAccount(app: Pick<TestApp, 'http'>, overrides: Partial<TestAccount> = {}): Promise<TestAccount> {
  const account = newAccount(overrides);
  await app.http().post(API.signup).set('X-Forwarded-For', uniqueIp()).send(account).expect(201);
  return account;
}

/** A supertest agent holding the session of a newly signed-up customer (signup signs in). */
export async function signedInAgent(
  app: Pick<TestApp, 'agent'>,
  overrides: Partial<TestAccount> = {},
): Promise<{ agent: ReturnType<TestApp['agent']>; account: TestAccount }> {
  const account = newAccount(overrides);
  const agent = app.agent();
  await agent.post(API.signup).set('X-Forwarded-For', uniqueIp()).send(account).expect(201);
  return { agent, account };
}

/** Collects a binary body whatever its content type (superagent only buffers types it knows): `.buffer(true).parse(binary)`. */
export function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const stream = res as unknown as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
