import { Injectable } from '@nestjs/common';

/**
 * Whether this process was told to stop (decision 044). While it drains, readiness answers 503 so a
 * load balancer sends it nothing new, and every answer closes its connection.
 */
@Injectable()
export class ShutdownStateService {
  private drainingSince: number | undefined;

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  beginDraining(now = Date.now()): void {
    this.drainingSince ??= now;
  }
}
