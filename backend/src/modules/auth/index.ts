// The auth module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { AuthModule } from './auth.module';
export { AdminSignupSchema } from './password-policy';
export { SessionService } from './session.service';
