import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SignupSchema, type AuthResponse } from '@tm/contracts/auth';
import { API, PAGES } from '@tm/contracts/routes';
import {
  Alert,
  BRAND_NAME,
  Button,
  Card,
  Input,
  fieldErrors,
  postJson,
  safeReturnPath,
  toast,
  useDocumentTitle,
  userMessage,
} from '@tm/platform';
import { useAuthSuccess } from '../use-auth-success';
import { useFocusFirstError } from '../use-focus-first-error';

type Field = 'username' | 'email' | 'password' | 'firstName' | 'lastName';
type Values = Record<Field, string>;
const SIGNUP_FAILED_FALLBACK = 'Signup failed. Please try again.';

export function SignupPage() {
  useDocumentTitle('Create an Account');
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get('return'));
  const finish = useAuthSuccess();
  const formRef = useRef<HTMLFormElement>(null);

  const [values, setValues] = useState<Values>({ username: '', email: '', password: '', firstName: '', lastName: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstError(formRef, attempt);

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = SignupSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error.issues));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      await postJson<AuthResponse>(API.signup, parsed.data);
    } catch (error) {
      const message = userMessage(error, SIGNUP_FAILED_FALLBACK);
      toast({ title: 'Signup failed', description: message, variant: 'destructive' });
      setFormError(message);
      setPending(false);
      return;
    }
    await finish({
      title: 'Account created successfully',
      description: `Welcome to ${BRAND_NAME}! You are now logged in.`,
      returnPath,
    });
  }

  const loginLink = returnPath ? `${PAGES.login}?return=${encodeURIComponent(returnPath)}` : PAGES.login;
  return (
    <div className="tm-auth">
      <Card
        titleAs="h1"
        title="Create an Account"
        description="Join to buy templates and download them any time"
        footer={
          <div className="tm-auth__links">
            <p>
              Already have an account? <Link to={loginLink}>Sign in</Link>
            </p>
          </div>
        }
      >
        <form ref={formRef} className="tm-form" onSubmit={onSubmit} noValidate aria-label="Create an account">
          {formError ? <Alert variant="error">{formError}</Alert> : null}
          <div className="tm-form__row">
            <Input
              label="First name (optional)"
              name="firstName"
              autoComplete="given-name"
              value={values.firstName}
              onChange={onChange('firstName')}
              error={errors.firstName}
            />
            <Input
              label="Last name (optional)"
              name="lastName"
              autoComplete="family-name"
              value={values.lastName}
              onChange={onChange('lastName')}
              error={errors.lastName}
            />
          </div>
          <Input
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={values.username}
            onChange={onChange('username')}
            error={errors.username}
            hint="3 to 20 letters, numbers or underscores"
          />
          <Input
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={onChange('email')}
            error={errors.email}
          />
          <Input
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={onChange('password')}
            error={errors.password}
            hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number"
          />
          <p className="tm-muted account-legal">
            By creating an account you agree to our <Link to={PAGES.terms}>Terms of Service</Link> and{' '}
            <Link to={PAGES.privacy}>Privacy Policy</Link>.
          </p>
          <Button type="submit" block size="lg" loading={pending} disabled={pending}>
            {pending ? 'Creating account...' : 'Create Account'}
          </Button>
        </form>
      </Card>
    </div>
  );
}
