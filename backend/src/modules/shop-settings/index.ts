// The shop-settings module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { type FreshShopIdentity, ShopSettingsService } from './shop-settings.service';
export { ShopSettingsModule } from './shop-settings.module';
export { mailSignature } from './shop-identity-text';
