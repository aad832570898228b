import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import session, { type Store } from 'express-session';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { SESSION_ABSOLUTE_TTL_MS } from '@tm/contracts/limits';
import { SESSION_COOKIE } from '@tm/contracts/privacy';
import { ApiError } from '../../common/http/api-error';
import { clientAddress } from '../../common/http/client-address';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { ClockService } from '../../common/clock';
import { RedisService } from '../../infrastructure/redis';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users';
import { AuthService } from './auth.service';
import { KnownDevicesService } from './known-devices';
import { RedisSessionStore } from './redis-session.store';
import type { SessionUserRef } from './session-lifetime';
import { SqlSessionStore, SqlSessionStoreRepository } from './sql-session-store.repository';
import { asError } from '../../common/errors';

/**
 * express-session + passport for this app. Each app gets its own Passport instance (not the global
 * singleton @nestjs/passport registers on), so several apps in one process, as in the tests, never
 * share serializers or strategies.
 */
@Injectable()
export class SessionService implements OnApplicationShutdown {
  readonly passport = new Passport();
  readonly store: Store;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    sessions: SqlSessionStoreRepository,
    redis: RedisService,
    private readonly clock: ClockService,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly devices: KnownDevicesService,
  ) {
    this.store = redis.configured
      ? new RedisSessionStore({ client: redis.client, prefix: `${redis.prefix}sess:` }, clock)
      : sessions.store(clock);
    this.configurePassport();
  }

  /** Name, path and max age as the privacy page lists them (@tm/contracts/privacy, decision 083). */
  cookieOptions(): session.CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: 'auto', path: SESSION_COOKIE.path, maxAge: SESSION_COOKIE.maxAgeMs };
  }

  /**
   * Mounted on /api only: static files never read or write sessions. A GET or HEAD without our cookie
   * has no session to load and creates none, so it skips the store and passport altogether: catalog
   * reads and images are mostly such requests (about 40% more throughput on them).
   */
  middleware(): RequestHandler[] {
    const handlers: RequestHandler[] = [
      session({
        name: SESSION_COOKIE.name,
        secret: this.config.sessionSecret,
        store: this.store,
        resave: false,
        saveUninitialized: false,
        rolling: true,
        cookie: this.cookieOptions(),
      }),
      this.passport.initialize(),
      this.passport.session() as RequestHandler,
    ];
    return handlers.map(
      (handler): RequestHandler =>
        (req, res, next) =>
          (req.method === 'GET' || req.method === 'HEAD') && !hasSessionCookie(req) ? next() : handler(req, res, next),
    );
  }

  /** Runs the local strategy (username or email + password) for a request already validated by LoginSchema. */
  authenticate(req: Request, res: Response): Promise<UserEntity> {
    return new Promise((resolve, reject) => {
      const handler = this.passport.authenticate('local', { session: false }, (error: unknown, user: UserEntity | false) => {
        if (error) return reject(asError(error));
        if (!user) return reject(new ApiError(401, AUTH_MESSAGES.invalidCredentials));
        resolve(user);
      }) as RequestHandler;
      handler(req, res, (error?: unknown) => reject(asError(error ?? new Error('Authentication did not complete'))));
    });
  }

  /** Signs the user in on a brand-new session id (passport regenerates the session: no fixation). */
  logIn(req: Request, user: UserEntity): Promise<void> {
    return new Promise((resolve, reject) => {
      req.logIn(user, { session: true, keepSessionInfo: false }, (error?: unknown) => (error ? reject(asError(error)) : resolve()));
    });
  }

  /** Deletes the session from the store and tells the browser to drop the cookie. */
  async logOut(req: Request, res: Response): Promise<void> {
    if (req.session) {
      await new Promise<void>((resolve, reject) => req.session.destroy((error?: unknown) => (error ? reject(asError(error)) : resolve())));
    }
    const { httpOnly, sameSite, secure, path } = this.cookieOptions();
    res.clearCookie(SESSION_COOKIE.name, {
      httpOnly,
      sameSite,
      path,
      // 'auto' is express-session's notion; for clearing, match what the request used.
      secure: secure === 'auto' ? req.secure : secure,
    });
  }

  onApplicationShutdown(): void {
    if (this.store instanceof SqlSessionStore) this.store.close();
  }

  private configurePassport(): void {
    this.passport.use(
      'local',
      new LocalStrategy(
        { usernameField: 'username', passwordField: 'password', passReqToCallback: true, session: false },
        (req, username, password, done) => {
          this.auth
            .verifyCredentials(username, password, clientAddress(req), (userId) => this.devices.deviceOf(req, userId))
            .then(
              (user) => done(null, user),
              (error: unknown) => done(error),
            );
        },
      ),
    );
    // At sign-in only (the session is new): the end of the sign-in is fixed then, however active it stays.
    this.passport.serializeUser<SessionUserRef>((user, done) => {
      const { id, sessionEpoch } = user as UserEntity;
      done(null, { id, epoch: sessionEpoch, until: this.clock.now().getTime() + SESSION_ABSOLUTE_TTL_MS });
    });
    // Runs on every API request with a signed-in session: the user (isAdmin included) comes from the
    // database; a session past the end of its sign-in, or from before a password reset, is signed out.
    // (A session without `until` is from before the absolute lifetime existed: it signs in again once.)
    this.passport.deserializeUser<SessionUserRef>((ref, done) => {
      if (!ref || typeof ref.id !== 'string' || typeof ref.epoch !== 'number' || typeof ref.until !== 'number') return done(null, false);
      if (ref.until <= this.clock.now().getTime()) return done(null, false);
      this.users.findById(ref.id).then(
        (user) => done(null, user && user.sessionEpoch === ref.epoch ? user : false),
        (error: unknown) => done(error),
      );
    });
  }
}

function hasSessionCookie(req: Request): boolean {
  return (req.headers.cookie ?? '').split(';').some((pair) => pair.trimStart().startsWith(`${SESSION_COOKIE.name}=`));
}
