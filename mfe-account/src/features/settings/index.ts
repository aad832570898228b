export { AccountSettingsCard, ACCOUNT_SETTINGS_ID } from './account-settings-card';
export { ConfirmEmailPage } from './confirm-email-page';
