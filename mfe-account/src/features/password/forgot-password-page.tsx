import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ForgotPasswordSchema, type MessageResponse } from '@tm/contracts/auth';
import { API, PAGES } from '@tm/contracts/routes';
import { Alert, Button, Input, postJson, useDocumentTitle, useZodForm } from '@tm/platform';
import { AuthCard } from '../auth-card';
import { AuthForm } from '../auth-form';

const FALLBACK_ERROR = 'We could not send the reset link. Please try again.';

/** Not shown in the spec: one email field; the answer is the same whether or not the account exists. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const form = useZodForm(ForgotPasswordSchema, { email: '' });
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (request) => {
      const response = await postJson<MessageResponse>(API.forgotPassword, request);
      setSentMessage(response?.message ?? 'If an account exists for that email, we have sent a link to reset your password.');
    },
    { fallbackMessage: FALLBACK_ERROR },
  );

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      links={<Link to={PAGES.login}>Back to Sign In</Link>}
    >
      {sentMessage ? (
        <div className="tm-stack">
          <Alert variant="success" title="Check your email">
            {sentMessage}
          </Alert>
          <Button variant="outline" onClick={() => setSentMessage(null)}>
            Use a different email
          </Button>
        </div>
      ) : (
        <AuthForm
          form={form}
          onSubmit={(event) => void onSubmit(event)}
          label="Request a password reset link"
          submitLabel="Send reset link"
          pendingLabel="Sending..."
        >
          <Input label="Email" type="email" autoComplete="email" inputMode="email" autoFocus {...form.field('email')} />
        </AuthForm>
      )}
    </AuthCard>
  );
}
