import type { Server } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { ShutdownStateService } from './shutdown-state';

const IDLE_SWEEP_MS = 100;

export interface GracefulShutdownOptions {
  /** How long readiness says 503 before the listener closes, so a load balancer's probes see it (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** Longest the requests in flight may take to finish (the request deadline); then their connections are cut. */
  deadlineMs: number;
}

/**
 * SIGTERM or SIGINT (decision 044): readiness turns 503, the listener closes after `drainMs`, the requests
 * in flight finish (at most `deadlineMs`), then the app closes: background jobs and mail senders release
 * their leases, database and Redis connections close. Then the process exits 0; a second signal while
 * this runs changes nothing.
 */
export function installGracefulShutdown(app: NestExpressApplication, options: GracefulShutdownOptions, logger: LoggerService): void {
  let stopping: Promise<void> | undefined;
  const stop = (signal: NodeJS.Signals) => {
    stopping ??= shutDown(app, options, logger, signal).then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function shutDown(
  app: NestExpressApplication,
  options: GracefulShutdownOptions,
  logger: LoggerService,
  signal: NodeJS.Signals,
): Promise<void> {
  logger.log(`${signal}: draining (readiness now answers 503), then finishing the requests in flight`);
  app.get(ShutdownStateService).beginDraining();
  if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
  await closeServer(app.getHttpServer() as Server, options.deadlineMs);
  await app.close();
  logger.log('Stopped: every request answered, leases released, connections closed');
}

/** Stops accepting connections; resolves once the open ones are done, or cuts them at the deadline. */
export function closeServer(server: Server, deadlineMs: number): Promise<void> {
  return new Promise((resolve) => {
    // A keep-alive connection whose request finishes after the close goes idle rather than away: let it go.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      clearInterval(sweep);
      server.closeAllConnections();
      resolve();
    }, deadlineMs);
    deadline.unref();
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** While draining, each answer closes its keep-alive connection, so the listener's close is not held open by idle clients. */
export function closeConnectionsWhileDraining(state: ShutdownStateService) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    if (state.draining) res.setHeader('Connection', 'close');
    next();
  };
}
