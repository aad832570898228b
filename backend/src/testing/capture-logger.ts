import type { LoggerService } from '@nestjs/common';
import { format } from 'node:util';

export interface CapturedLog {
  level: 'log' | 'error' | 'warn' | 'debug' | 'verbose' | 'fatal';
  message: string;
}

/**
 * Keeps the app's log lines for assertions instead of printing them. Errors are also reported
 * through console.error (which fails the test) unless the test said it expects server errors.
 */
export class CaptureLogger implements LoggerService {
  readonly entries: CapturedLog[] = [];
  allowErrors = false;

  log(message: unknown, ...rest: unknown[]): void {
    this.push('log', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.push('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.push('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.push('verbose', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    const entry = this.push('error', message, rest);
    if (!this.allowErrors) console.error(`Unexpected server error log: ${entry.message}`);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    const entry = this.push('fatal', message, rest);
    if (!this.allowErrors) console.error(`Unexpected server fatal log: ${entry.message}`);
  }

  private push(level: CapturedLog['level'], message: unknown, rest: unknown[]): CapturedLog {
    const entry = { level, message: format(message, ...rest) };
    this.entries.push(entry);
    return entry;
  }
}
