import { useId, useState } from 'react';
import { z } from 'zod';
import { ACCOUNT_SETTINGS_MESSAGES, ChangePasswordSchema, type ChangePassword } from '@tm/contracts/account-settings';
import type { MessageResponse } from '@tm/contracts/auth';
import { API } from '@tm/contracts/routes';
import { Input, postJson, useZodForm } from '@tm/platform';
import { NewPasswordInput } from '../new-password-input';
import { SettingsForm } from './settings-form';

const FALLBACK_ERROR = 'We could not change your password. Please try again.';

// The contract's fields plus the repeat the form asks for; the mismatch shows with any rule's message.
const FormSchema = ChangePasswordSchema.extend({ confirm: z.string().min(1, 'Please confirm your new password') }).refine(
  (form) => form.confirm === form.newPassword,
  { path: ['confirm'], message: 'Passwords do not match' },
);
const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

function Fields({ headingId, onDone, done }: { headingId: string; onDone: (message: string) => void; done: string | null }) {
  const form = useZodForm(FormSchema, EMPTY);
  const onSubmit = form.handleSubmit(
    async ({ currentPassword, newPassword }) => {
      const request: ChangePassword = { currentPassword, newPassword };
      const response = await postJson<MessageResponse>(API.accountPassword, request);
      onDone(response?.message ?? ACCOUNT_SETTINGS_MESSAGES.passwordChanged);
    },
    { fallbackMessage: FALLBACK_ERROR },
  );
  return (
    <SettingsForm
      form={form}
      onSubmit={(event) => void onSubmit(event)}
      labelledBy={headingId}
      submitLabel="Change password"
      pendingLabel="Changing password..."
      done={done}
    >
      <Input label="Current password" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
      <NewPasswordInput label="New password" {...form.field('newPassword')} />
      <Input label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirm')} />
    </SettingsForm>
  );
}

/** Current password first; the server signs every other session out and mails the account a notice (decision 084). */
export function ChangePasswordForm() {
  const headingId = useId();
  const [done, setDone] = useState<string | null>(null);
  // A success empties the fields: the form starts again under its message.
  const [round, setRound] = useState(0);
  return (
    <div className="account-settings__part">
      <h3 id={headingId} className="account-settings__title">
        Password
      </h3>
      <Fields
        key={round}
        headingId={headingId}
        done={done}
        onDone={(message) => {
          setDone(message);
          setRound((n) => n + 1);
        }}
      />
    </div>
  );
}
