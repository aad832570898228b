import { Controller, Get, Header, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Health } from '@tm/contracts/health';
import { API } from '@tm/contracts/routes';
import { Public } from '../../common/access/access.decorators';
import { HealthService } from './health.service';

@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when every dependency answers, 503 (same body, status "degraded") when one does not. */
  @Public()
  @Get(API.health)
  @Header('Cache-Control', 'no-store')
  async check(@Res({ passthrough: true }) res: Response): Promise<Health> {
    const health = await this.health.check();
    if (health.status === 'degraded') res.status(503);
    return health;
  }
}
