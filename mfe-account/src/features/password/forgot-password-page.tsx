import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ForgotPasswordSchema, type MessageResponse } from '@tm/contracts/auth';
import { API, PAGES } from '@tm/contracts/routes';
import { Alert, Button, Card, Input, fieldErrors, postJson, useDocumentTitle, userMessage } from '@tm/platform';
import { useFocusFirstError } from '../use-focus-first-error';

const FALLBACK_ERROR = 'We could not send the reset link. Please try again.';

/** Not shown in the spec: one email field; the answer is the same whether or not the account exists. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstError(formRef, attempt);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = ForgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors<'email'>(parsed.error.issues).email);
      setAttempt((n) => n + 1);
      return;
    }
    setError(undefined);
    setFormError(null);
    setPending(true);
    try {
      const response = await postJson<MessageResponse>(API.forgotPassword, parsed.data);
      setSentMessage(response?.message ?? 'If an account exists for that email, we have sent a link to reset your password.');
    } catch (failure) {
      setFormError(userMessage(failure, FALLBACK_ERROR));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="tm-auth">
      <Card
        titleAs="h1"
        title="Forgot your password?"
        description="Enter the email address of your account and we will send you a link to choose a new password."
        footer={
          <div className="tm-auth__links">
            <Link to={PAGES.login}>Back to Sign In</Link>
          </div>
        }
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
          <form ref={formRef} className="tm-form" onSubmit={onSubmit} noValidate aria-label="Request a password reset link">
            {formError ? <Alert variant="error">{formError}</Alert> : null}
            <Input
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error) setError(undefined);
              }}
              error={error}
              autoFocus
            />
            <Button type="submit" block size="lg" loading={pending} disabled={pending}>
              {pending ? 'Sending...' : 'Send reset link'}
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
