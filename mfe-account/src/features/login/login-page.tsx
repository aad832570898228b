import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoginSchema, type AuthResponse, type Login } from '@tm/contracts/auth';
import { API, PAGES } from '@tm/contracts/routes';
import {
  Alert,
  Button,
  Card,
  Input,
  LinkButton,
  displayName,
  fieldErrors,
  postJson,
  safeReturnPath,
  toast,
  useDocumentTitle,
  useSession,
  userMessage,
} from '@tm/platform';
import { useAuthSuccess } from '../use-auth-success';
import { useFocusFirstError } from '../use-focus-first-error';

type Field = keyof Login;
const LOGIN_FAILED_FALLBACK = 'Invalid credentials. Please try again.';

export function LoginPage() {
  useDocumentTitle('Sign In');
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get('return'));
  const { status, user } = useSession();
  const finish = useAuthSuccess();
  const formRef = useRef<HTMLFormElement>(null);

  const [values, setValues] = useState<Login>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstError(formRef, attempt);

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = LoginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error.issues));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      await postJson<AuthResponse>(API.login, parsed.data);
    } catch (error) {
      const message = userMessage(error, LOGIN_FAILED_FALLBACK);
      toast({ title: 'Login failed', description: message, variant: 'destructive' });
      setFormError(message);
      setPending(false);
      return;
    }
    setSignedIn(true);
    await finish({ title: 'Login successful', description: 'Welcome back!', returnPath });
  }

  if (status === 'authenticated' && user && !signedIn && !pending) {
    return (
      <div className="tm-auth">
        <Card titleAs="h1" title="You're already signed in" description={`Signed in as ${displayName(user)} (${user.email}).`}>
          <div className="tm-row">
            <LinkButton to={returnPath ?? (user.isAdmin ? PAGES.admin : PAGES.dashboard)}>Continue</LinkButton>
            <a className="tm-btn tm-btn--outline tm-btn--md" href={API.logout}>
              Log out
            </a>
          </div>
        </Card>
      </div>
    );
  }

  const signupLink = returnPath ? `${PAGES.signup}?return=${encodeURIComponent(returnPath)}` : PAGES.signup;
  return (
    <div className="tm-auth">
      <Card
        titleAs="h1"
        title="Welcome Back"
        description="Sign in to your account to continue"
        footer={
          <div className="tm-auth__links">
            <Link to={PAGES.forgotPassword}>Forgot your password?</Link>
            <p>
              Don&apos;t have an account? <Link to={signupLink}>Sign up</Link>
            </p>
          </div>
        }
      >
        <form ref={formRef} className="tm-form" onSubmit={onSubmit} noValidate aria-label="Sign in">
          {formError ? <Alert variant="error">{formError}</Alert> : null}
          <Input
            label="Username or Email"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={values.username}
            onChange={onChange('username')}
            error={errors.username}
            autoFocus
          />
          <Input
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={onChange('password')}
            error={errors.password}
          />
          <Button type="submit" block size="lg" loading={pending} disabled={pending}>
            {pending ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      </Card>
    </div>
  );
}
