// The audit module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { Actor } from './admin-actor';
export { type AdminActor, type AuditChanges, AuditLogService } from './audit-log.service';
export { AuditModule } from './audit.module';
