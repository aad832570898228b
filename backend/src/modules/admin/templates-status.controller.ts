import { Controller, Get, Query } from '@nestjs/common';
import { ADMIN_API } from '@tm/contracts/admin';
import type { TemplatesStatus, TemplatesStatusQuery } from '@tm/contracts/admin.schemas';
import { TemplatesStatusQuerySchema } from '@tm/contracts/admin.schemas';
import { AdminOnly } from '../../common/access/access.decorators';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { TemplatesStatusService } from './templates-status.service';

/** docs/product/back-office.md §7: the templates table and the stat cards. */
@Controller()
export class TemplatesStatusController {
  constructor(private readonly templatesStatus: TemplatesStatusService) {}

  @AdminOnly()
  @Get(ADMIN_API.templatesStatus)
  page(@Query(new ZodValidationPipe(TemplatesStatusQuerySchema)) query: TemplatesStatusQuery): Promise<TemplatesStatus> {
    return this.templatesStatus.page(query);
  }
}
