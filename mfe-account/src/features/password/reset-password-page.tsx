import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES, PasswordSchema, type MessageResponse } from '@tm/contracts/auth';
import { API, PAGES } from '@tm/contracts/routes';
import { Alert, Button, Card, Input, LinkButton, postJson, useDocumentTitle, userMessage } from '@tm/platform';
import { useFocusFirstError } from '../use-focus-first-error';

type Field = 'password' | 'confirm';
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
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstError(formRef, attempt);

  function validate(): Partial<Record<Field, string>> {
    const next: Partial<Record<Field, string>> = {};
    const password = PasswordSchema.safeParse(values.password);
    if (!password.success) next.password = password.error.issues[0]?.message;
    if (!values.confirm) next.confirm = 'Please confirm your new password';
    else if (values.confirm !== values.password) next.confirm = 'Passwords do not match';
    return next;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validate();
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      const response = await postJson<MessageResponse>(API.resetPassword, { token, password: values.password });
      setOutcome({ kind: 'done', message: response?.message ?? AUTH_MESSAGES.resetDone });
    } catch (failure) {
      const message = userMessage(failure, 'We could not change your password. Please try again.');
      // 400 is the server's "invalid or expired link": a new link is the only way forward.
      if (failure && typeof failure === 'object' && 'status' in failure && failure.status === 400) {
        setOutcome({ kind: 'invalid', message });
      } else {
        setFormError(message);
      }
    } finally {
      setPending(false);
    }
  }

  const setField = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

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
      <form ref={formRef} className="tm-form" onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        {formError ? <Alert variant="error">{formError}</Alert> : null}
        <Input
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={setField('password')}
          error={errors.password}
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number"
          autoFocus
        />
        <Input
          label="Confirm new password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={setField('confirm')}
          error={errors.confirm}
        />
        <Button type="submit" block size="lg" loading={pending} disabled={pending}>
          {pending ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    );
  }

  return (
    <div className="tm-auth">
      <Card
        titleAs="h1"
        title="Choose a new password"
        footer={
          <div className="tm-auth__links">
            <Link to={PAGES.login}>Back to Sign In</Link>
          </div>
        }
      >
        {body}
      </Card>
    </div>
  );
}
