import { Injectable } from '@nestjs/common';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { DEVICE_COOKIE } from '@tm/contracts/privacy';
import { ClockService } from '../../common/clock';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';

/**
 * OWASP's device cookies (decision 050): a browser that signed in to an account before carries a
 * signed cookie naming that account and a random device id. Its sign-ins to that account have a lane
 * of their own: failures from elsewhere (a crowd guessing, or locking the owner out on purpose) do
 * not lock it, and its own failures lock only itself. The cookie proves nothing without the
 * password; it only keeps a known browser out of the crowd's locks.
 */
@Injectable()
export class KnownDevicesService {
  private readonly key: Buffer;

  constructor(
    @InjectConfig() config: Pick<AppConfig, 'sessionSecret'>,
    private readonly clock: ClockService,
  ) {
    this.key = createHmac('sha256', config.sessionSecret).update('tm:device-cookie').digest();
  }

  /** The device id when the request's cookie is a valid, unexpired one for this account; else null. */
  deviceOf(req: Request, userId: string): string | null {
    const raw = cookieValue(req.headers.cookie, DEVICE_COOKIE.name);
    if (!raw) return null;
    const [user, device, until, mac] = raw.split('.');
    if (!user || !device || !until || !mac || user !== userId || !/^\d+$/.test(until)) return null;
    if (Number(until) <= this.clock.now().getTime()) return null;
    const expected = this.sign(`${user}.${device}.${until}`);
    const given = Buffer.from(mac, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
  }

  /** After a successful sign-in: the browser's device cookie for this account, made or renewed. */
  remember(req: Request, res: Response, userId: string): void {
    const device = this.deviceOf(req, userId) ?? randomBytes(12).toString('base64url');
    // A device stays known this long after its last successful sign-in (@tm/contracts/privacy, decision 083).
    const until = this.clock.now().getTime() + DEVICE_COOKIE.maxAgeMs;
    const payload = `${userId}.${device}.${until}`;
    res.cookie(DEVICE_COOKIE.name, `${payload}.${this.sign(payload).toString('base64url')}`, {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      // Sent only where it is read: the sign-in call.
      path: DEVICE_COOKIE.path,
      maxAge: DEVICE_COOKIE.maxAgeMs,
    });
  }

  private sign(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return decodeURIComponent(pair.slice(at + 1).trim());
  }
  return undefined;
}
