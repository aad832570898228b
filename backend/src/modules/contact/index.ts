// The contact module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { ContactModule } from './contact.module';
