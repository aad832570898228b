import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoginSchema, type AuthResponse } from '@tm/contracts/auth';
import { API, PAGES } from '@tm/contracts/routes';
import { Input, LinkButton, displayName, postJson, safeReturnPath, useDocumentTitle, useSession, useZodForm } from '@tm/platform';
import { AuthCard } from '../auth-card';
import { AuthForm } from '../auth-form';
import { useAuthSuccess } from '../use-auth-success';

const LOGIN_FAILED_FALLBACK = 'Invalid credentials. Please try again.';

export function LoginPage() {
  useDocumentTitle('Sign In');
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get('return'));
  const { status, user } = useSession();
  const finish = useAuthSuccess();
  const form = useZodForm(LoginSchema, { username: '', password: '' });
  const [signedIn, setSignedIn] = useState(false);

  const onSubmit = form.handleSubmit(
    async (credentials) => {
      await postJson<AuthResponse>(API.login, credentials);
      setSignedIn(true);
      await finish({ title: 'Login successful', description: 'Welcome back!', returnPath, kind: 'login' });
    },
    { fallbackMessage: LOGIN_FAILED_FALLBACK, failureToast: 'Login failed', keepPendingOnSuccess: true },
  );

  if (status === 'authenticated' && user && !signedIn && !form.pending) {
    return (
      <AuthCard title="You're already signed in" description={`Signed in as ${displayName(user)} (${user.email}).`}>
        <div className="tm-row">
          <LinkButton to={returnPath ?? (user.isAdmin ? PAGES.admin : PAGES.dashboard)}>Continue</LinkButton>
          <a className="tm-btn tm-btn--outline tm-btn--md" href={API.logout}>
            Log out
          </a>
        </div>
      </AuthCard>
    );
  }

  const signupLink = returnPath ? `${PAGES.signup}?return=${encodeURIComponent(returnPath)}` : PAGES.signup;
  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to your account to continue"
      links={
        <>
          <Link to={PAGES.forgotPassword}>Forgot your password?</Link>
          <p>
            Don&apos;t have an account? <Link to={signupLink}>Sign up</Link>
          </p>
        </>
      }
    >
      <AuthForm form={form} onSubmit={(event) => void onSubmit(event)} label="Sign in" submitLabel="Sign In" pendingLabel="Signing in...">
        <Input
          label="Username or Email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          {...form.field('username')}
        />
        <Input label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
      </AuthForm>
    </AuthCard>
  );
}
