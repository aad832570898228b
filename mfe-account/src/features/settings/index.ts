export { AccountDeletedPage } from './account-deleted-page';
export { AccountExportPage } from './account-export-page';
export { AccountSettingsCard, ACCOUNT_SETTINGS_ID } from './account-settings-card';
export { ConfirmEmailPage } from './confirm-email-page';
