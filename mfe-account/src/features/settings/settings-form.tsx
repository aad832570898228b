import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, type FormValues, type ZodForm } from '@tm/platform';

interface SettingsFormProps {
  form: Pick<ZodForm<FormValues, unknown>, 'formRef' | 'formError' | 'pending'>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's accessible name: its heading's id. */
  labelledBy: string;
  submitLabel: string;
  pendingLabel: string;
  /** The last success, shown above the fields until the next submit. */
  done: string | null;
  children: ReactNode;
}

/** One form of the settings section: the outcome above its fields (as AuthForm does), the submit button below them. */
export function SettingsForm({ form, onSubmit, labelledBy, submitLabel, pendingLabel, done, children }: SettingsFormProps) {
  const { formRef, formError, pending } = form;
  return (
    <form ref={formRef} className="tm-form account-settings__form" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      {done && !formError ? <Alert variant="success">{done}</Alert> : null}
      {children}
      <div>
        <Button type="submit" loading={pending} disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
