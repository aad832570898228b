import { Controller, Get, Header, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Health, PublicHealth } from '@tm/contracts/health';
import { API } from '@tm/contracts/routes';
import { Public } from '../../common/access/access.decorators';
import { RETRY_AFTER_SECONDS } from '../../common/http/unavailable';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { HealthService } from './health.service';

/** Who asks, as far as health cares: an admin sees the details (the signed-in user, when there is one). */
type SignedIn = { isAdmin: boolean } | undefined;

@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /**
   * Readiness: 200 when every dependency answers, 503 when one does not ("degraded") or the node is
   * shutting down ("draining"); details for admins only.
   */
  @Public()
  @Get(API.health)
  @Header('Cache-Control', 'no-store')
  check(@CurrentUser() user: SignedIn, @Res({ passthrough: true }) res: Response): Promise<Health> {
    return this.readiness(user, res);
  }

  /** The same readiness, by the name load balancers expect. */
  @Public()
  @Get(API.healthReady)
  @Header('Cache-Control', 'no-store')
  ready(@CurrentUser() user: SignedIn, @Res({ passthrough: true }) res: Response): Promise<Health> {
    return this.readiness(user, res);
  }

  private async readiness(user: SignedIn, res: Response): Promise<Health> {
    const health = await this.health.check(user?.isAdmin === true);
    if (health.status !== 'ok') res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    return health;
  }

  /** Liveness: the process answers. No dependency is asked: a database outage must not get every node restarted. */
  @Public()
  @Get(API.healthLive)
  @Header('Cache-Control', 'no-store')
  live(): PublicHealth {
    return { status: 'ok' };
  }
}
