import './settings.css';
import type { User } from '@tm/contracts/auth';
import { Card } from '@tm/platform';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';

/** The id the profile card's "Account settings" link jumps to. */
export const ACCOUNT_SETTINGS_ID = 'account-settings';

/** The dashboard's "Account settings" section (decision 084): the email address and the password, each asking for the current password. */
export function AccountSettingsCard({ user }: { user: User }) {
  return (
    <Card
      id={ACCOUNT_SETTINGS_ID}
      className="account-settings"
      aria-label="Account settings"
      title="Account settings"
      description="Both changes ask for your current password. Other devices are signed out when either takes effect."
    >
      <div className="account-settings__parts">
        <ChangeEmailForm user={user} />
        <ChangePasswordForm />
      </div>
    </Card>
  );
}
