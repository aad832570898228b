import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, type FormValues, type ZodForm } from '@tm/platform';

interface AuthFormProps {
  form: Pick<ZodForm<FormValues, unknown>, 'formRef' | 'formError' | 'pending'>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** The button's text while the request runs. */
  pendingLabel: string;
  children: ReactNode;
}

/** An account form: the failure alert above its fields, one full-width submit button below them. */
export function AuthForm({ form, onSubmit, label, submitLabel, pendingLabel, children }: AuthFormProps) {
  const { formRef, formError, pending } = form;
  return (
    <form ref={formRef} className="tm-form" onSubmit={onSubmit} noValidate aria-label={label}>
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      {children}
      <Button type="submit" block size="lg" loading={pending} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
