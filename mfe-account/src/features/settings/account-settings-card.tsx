import './settings.css';
import type { User } from '@tm/contracts/auth';
import { Card } from '@tm/platform';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountPart } from './delete-account-part';
import { DownloadDataPart } from './download-data-part';

/** The id the profile card's "Account settings" link jumps to. */
export const ACCOUNT_SETTINGS_ID = 'account-settings';

/**
 * The dashboard's "Account settings" section: the email address and the password, each asking for the
 * current password (decision 084), then the privacy rights, a copy of the account's data and its deletion
 * (decision 086).
 */
export function AccountSettingsCard({ user }: { user: User }) {
  return (
    <Card
      id={ACCOUNT_SETTINGS_ID}
      className="account-settings"
      aria-label="Account settings"
      title="Account settings"
      description="Changing your email address or password, or deleting your account, asks for your current password. Other devices are signed out when a change takes effect."
    >
      <div className="account-settings__parts">
        <ChangeEmailForm user={user} />
        <ChangePasswordForm />
      </div>
      <div className="account-settings__parts account-settings__privacy">
        <DownloadDataPart username={user.username} />
        <DeleteAccountPart user={user} />
      </div>
    </Card>
  );
}
