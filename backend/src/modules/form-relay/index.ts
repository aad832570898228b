// The form relay module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { createFormRelayHttp, FORM_RELAY_MOUNT, isFormRelayRequest } from './form-relay-http';
export { FormRelayModule } from './form-relay.module';
export { FormRelayService, type NewRelaySite, type RelaySite } from './form-relay.service';
