// The auth module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { accountNotice, linkMail } from './account-notice';
export { AuthModule } from './auth.module';
export { CurrentPasswordService } from './current-password.service';
export { LoginThrottleService } from './login-throttle.service';
// The discount codes' field is throttled over the same failures table (decision 090).
export { LoginFailureEntity } from './entities/login-failure.entity';
export { LoginFailuresRepository } from './login-failures.repository';
export { AdminSignupSchema } from './password-policy';
export { SessionService } from './session.service';
export { type StoredSessionFacts, StoredSessionsRepository } from './stored-sessions.repository';
