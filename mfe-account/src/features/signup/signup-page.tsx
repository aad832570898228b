import { Link, useSearchParams } from 'react-router-dom';
import { SignupSchema, type AuthResponse } from '@tm/contracts/auth';
import { API, PAGES } from '@tm/contracts/routes';
import { Input, postJson, safeReturnPath, useDocumentTitle, useShopIdentity, useZodForm } from '@tm/platform';
import { AuthCard } from '../auth-card';
import { AuthForm } from '../auth-form';
import { NewPasswordInput } from '../new-password-input';
import { useAuthSuccess } from '../use-auth-success';

const SIGNUP_FAILED_FALLBACK = 'Signup failed. Please try again.';

export function SignupPage() {
  useDocumentTitle('Create an Account');
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get('return'));
  const finish = useAuthSuccess();
  const form = useZodForm(SignupSchema, { username: '', email: '', password: '', firstName: '', lastName: '' });
  const { shopName } = useShopIdentity();

  const onSubmit = form.handleSubmit(
    async (signup) => {
      await postJson<AuthResponse>(API.signup, signup);
      await finish({
        title: 'Account created successfully',
        description: `Welcome to ${shopName}! You are now logged in.`,
        returnPath,
        kind: 'signup',
      });
    },
    { fallbackMessage: SIGNUP_FAILED_FALLBACK, failureToast: 'Signup failed', keepPendingOnSuccess: true },
  );

  const loginLink = returnPath ? `${PAGES.login}?return=${encodeURIComponent(returnPath)}` : PAGES.login;
  return (
    <AuthCard
      title="Create an Account"
      description="Join to buy templates and download them any time"
      links={
        <p>
          Already have an account? <Link to={loginLink}>Sign in</Link>
        </p>
      }
    >
      <AuthForm
        form={form}
        onSubmit={(event) => void onSubmit(event)}
        label="Create an account"
        submitLabel="Create Account"
        pendingLabel="Creating account..."
      >
        <div className="tm-form__row">
          <Input label="First name (optional)" autoComplete="given-name" {...form.field('firstName')} />
          <Input label="Last name (optional)" autoComplete="family-name" {...form.field('lastName')} />
        </div>
        <Input
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint="3 to 20 letters, numbers or underscores"
          {...form.field('username')}
        />
        <Input label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <NewPasswordInput label="Password" {...form.field('password')} />
        <p className="tm-muted account-legal">
          By creating an account you agree to our <Link to={PAGES.terms}>Terms of Service</Link> and{' '}
          <Link to={PAGES.privacy}>Privacy Policy</Link>.
        </p>
      </AuthForm>
    </AuthCard>
  );
}
