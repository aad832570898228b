import { useId, useState } from 'react';
import { ACCOUNT_SETTINGS_MESSAGES, ChangeEmailSchema, type ChangeEmail } from '@tm/contracts/account-settings';
import type { MessageResponse, User } from '@tm/contracts/auth';
import { API } from '@tm/contracts/routes';
import { EmailText, Input, postJson, useZodForm } from '@tm/platform';
import { SettingsForm } from './settings-form';

const FALLBACK_ERROR = 'We could not start the change of your email address. Please try again.';
const EMPTY = { newEmail: '', currentPassword: '' };

function Fields({ headingId, onDone, done }: { headingId: string; onDone: (message: string) => void; done: string | null }) {
  const form = useZodForm(ChangeEmailSchema, EMPTY);
  const onSubmit = form.handleSubmit(
    async (request: ChangeEmail) => {
      const response = await postJson<MessageResponse>(API.accountEmail, request);
      onDone(`${response?.message ?? ACCOUNT_SETTINGS_MESSAGES.emailChangeSent} It went to ${request.newEmail}.`);
    },
    { fallbackMessage: FALLBACK_ERROR },
  );
  return (
    <SettingsForm
      form={form}
      onSubmit={(event) => void onSubmit(event)}
      labelledBy={headingId}
      submitLabel="Change email"
      pendingLabel="Sending link..."
      done={done}
    >
      <Input label="New email address" type="email" autoComplete="email" inputMode="email" {...form.field('newEmail')} />
      <Input label="Current password" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
    </SettingsForm>
  );
}

/** The new address is confirmed by a link mailed to it; until then the account keeps its address (decision 084). */
export function ChangeEmailForm({ user }: { user: User }) {
  const headingId = useId();
  const [done, setDone] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return (
    <div className="account-settings__part">
      <h3 id={headingId} className="account-settings__title">
        Email address
      </h3>
      <p className="tm-muted">
        Your address now: <EmailText email={user.email} />
      </p>
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
