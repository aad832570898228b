import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { AUTH_MESSAGES, PasswordSchema, type MessageResponse } from '@tm/contracts/auth';
import { API, PAGES } from '@tm/contracts/routes';
import { Alert, ApiError, Input, LinkButton, postJson, useDocumentTitle, useZodForm, userMessage } from '@tm/platform';
import { AuthCard } from '../auth-card';
import { AuthForm } from '../auth-form';
import { NewPasswordInput } from '../new-password-input';

const FALLBACK_ERROR = 'We could not change your password. Please try again.';

// The mismatch check runs even when the password breaks a rule, so both messages show at once.
const NewPasswordFormSchema = z
  .object({
    password: PasswordSchema,
    confirm: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((form) => form.confirm === form.password, { path: ['confirm'], message: 'Passwords do not match' });

type Outcome = { kind: 'done'; message: string } | { kind: 'invalid'; message: string } | null;

function RequestNewLink({ message }: { message: string }) {
  return (
    <div className="tm-stack">
      <Alert variant="error">{message}</Alert>
      <LinkButton to={PAGES.forgotPassword} variant="outline">
        Request a new link
      </LinkButton>
    </div>
  );
}

/** Not shown in the spec: new password twice, then the server's message and a way to sign in. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const form = useZodForm(NewPasswordFormSchema, { password: '', confirm: '' });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = form.handleSubmit(
    async ({ password }) => {
      try {
        const response = await postJson<MessageResponse>(API.resetPassword, { token, password });
        setOutcome({ kind: 'done', message: response?.message ?? AUTH_MESSAGES.resetDone });
      } catch (failure) {
        // The server's "invalid or expired link": a new link is the only way forward. Any other 400
        // (a password the server alone refuses, such as a common one) stays on the form with its text.
        if (failure instanceof ApiError && failure.status === 400 && failure.serverMessage === AUTH_MESSAGES.resetInvalid) {
          setOutcome({ kind: 'invalid', message: userMessage(failure, FALLBACK_ERROR) });
          return;
        }
        throw failure;
      }
    },
    { fallbackMessage: FALLBACK_ERROR },
  );

  let body;
  if (!token) {
    body = <RequestNewLink message={AUTH_MESSAGES.resetInvalid} />;
  } else if (outcome?.kind === 'done') {
    body = (
      <div className="tm-stack">
        <Alert variant="success" title="Password changed">
          {outcome.message}
        </Alert>
        <LinkButton to={PAGES.login}>Sign In</LinkButton>
      </div>
    );
  } else if (outcome?.kind === 'invalid') {
    body = <RequestNewLink message={outcome.message} />;
  } else {
    body = (
      <AuthForm
        form={form}
        onSubmit={(event) => void onSubmit(event)}
        label="Choose a new password"
        submitLabel="Change password"
        pendingLabel="Saving..."
      >
        <NewPasswordInput label="New password" autoFocus {...form.field('password')} />
        <Input label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirm')} />
      </AuthForm>
    );
  }

  return (
    <AuthCard title="Choose a new password" links={<Link to={PAGES.login}>Back to Sign In</Link>}>
      {body}
    </AuthCard>
  );
}
