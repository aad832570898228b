import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ADMIN_API } from '@tm/contracts/admin';
import type { AuditLogPage, AuditLogQuery, RefundBody, RefundResponse } from '@tm/contracts/admin.schemas';
import { AuditLogQuerySchema, RefundBodySchema } from '@tm/contracts/admin.schemas';
import { AdminOnly } from '../../common/access/access.decorators';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor, AuditLogService } from '../../infrastructure/audit';
import { RefundsService } from './refunds.service';

/** Refunds and the audit log (decision 030). */
@Controller()
export class AdminRecordsController {
  constructor(
    private readonly refunds: RefundsService,
    private readonly audit: AuditLogService,
  ) {}

  @AdminOnly()
  @Post(ADMIN_API.refundOrder)
  @HttpCode(200)
  refund(
    @Actor() actor: AdminActor,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(RefundBodySchema)) body: RefundBody,
  ): Promise<RefundResponse> {
    return this.refunds.refund(actor, id, body);
  }

  @AdminOnly()
  @Get(ADMIN_API.auditLog)
  auditLog(@Query(new ZodValidationPipe(AuditLogQuerySchema)) query: AuditLogQuery): Promise<AuditLogPage> {
    return this.audit.page(query);
  }
}
