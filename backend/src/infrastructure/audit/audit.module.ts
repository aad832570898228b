import { Module } from '@nestjs/common';
import { AuditLogRepository } from './audit-log.repository';
import { AuditLogService } from './audit-log.service';

/**
 * The audit log every admin write leaves an entry in (docs/architecture.md §5, decision 030), one
 * provider for every module that writes for an admin: admin, jobs, reviews, contact.
 */
@Module({
  providers: [AuditLogRepository, AuditLogService],
  exports: [AuditLogService],
})
export class AuditModule {}
