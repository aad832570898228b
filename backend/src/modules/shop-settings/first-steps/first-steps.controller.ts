import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { ADMIN_API } from '@tm/contracts/admin';
import type { FirstSteps } from '@tm/contracts/shop-settings-first-steps';
import { FirstStepsBodySchema, type FirstStepsBody } from '@tm/contracts/shop-settings.schemas';
import { AdminOnly } from '../../../common/access/access.decorators';
import { ZodValidationPipe } from '../../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor } from '../../../infrastructure/audit';
import { FirstStepsService } from './first-steps.service';

/** The back office's first-steps checklist: GET what is done, PUT to hide it (admin; audited). */
@Controller()
export class FirstStepsController {
  constructor(private readonly firstSteps: FirstStepsService) {}

  @AdminOnly()
  @Get(ADMIN_API.firstSteps)
  @Header('Cache-Control', 'no-store')
  read(): Promise<FirstSteps> {
    return this.firstSteps.read();
  }

  @AdminOnly()
  @Put(ADMIN_API.firstSteps)
  @Header('Cache-Control', 'no-store')
  save(@Actor() actor: AdminActor, @Body(new ZodValidationPipe(FirstStepsBodySchema)) body: FirstStepsBody): Promise<FirstSteps> {
    return this.firstSteps.setDismissed(actor, body.dismissed);
  }
}
