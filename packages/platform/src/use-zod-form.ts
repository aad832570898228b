import { useCallback, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { userMessage } from './api-client';
import { validateForm, withoutFieldError, type FieldErrors, type FormSchema } from './form-errors';
import { prefillValues } from './form-prefill';
import { toast } from './toast.store';
import { useFocusFailure, useFocusFirstError } from './use-focus-first-error';

/** A form's values as its inputs hold them: text, or a checkbox's ticked state, one entry per field. */
export type FormValues = Record<string, string | boolean>;

/** The names of the fields of `TValues` whose value is a `TValue`. */
type FieldsOf<TValues, TValue> = { [K in keyof TValues]: TValues[K] extends TValue ? K : never }[keyof TValues] & string;

/** The props one text field takes, spread onto `<Input>`: `<Input label="Email" {...form.field('email')} />`. */
export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

/** The props one checkbox takes, spread onto `<Checkbox>`: `<Checkbox label="I agree" {...form.checkbox('terms')} />`. */
export interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

export interface SubmitOptions {
  /** What the inline alert (and toast) says when the error carries no server message. */
  fallbackMessage: string;
  /** Title of a destructive toast that also reports the failure; none when absent. */
  failureToast?: string;
  /**
   * The page leaves after a success (e.g. a redirect after a short delay): the form stays pending,
   * its button busy and a second submit ignored, until it unmounts.
   */
  keepPendingOnSuccess?: boolean;
}

export interface ZodForm<TValues extends FormValues, TData> {
  values: TValues;
  errors: FieldErrors<keyof TValues & string>;
  /** The message of the inline alert above the fields, or null. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  pending: boolean;
  /**
   * Put on the `<form>`: after a failed validation the first invalid field takes the focus, after a
   * refused submit the inline alert (a `role="alert"` inside the form) does.
   */
  formRef: RefObject<HTMLFormElement | null>;
  field: (name: FieldsOf<TValues, string>) => FieldProps;
  checkbox: (name: FieldsOf<TValues, boolean>) => CheckboxFieldProps;
  /** Fills fields from elsewhere (e.g. the signed-in user), leaving alone every field the user has edited. */
  prefill: (values: Partial<TValues>) => void;
  /**
   * The form's onSubmit: validates with the schema (inline messages, focus on the first), then runs
   * `submit` with the parsed data while pending. A throw from `submit` is the failure: pending clears
   * and the message goes to the inline alert (and the toast, if asked).
   */
  handleSubmit: (
    submit: (data: TData) => Promise<void> | void,
    options: SubmitOptions,
  ) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/** The state and submit flow every shopper-facing form shares; the page keeps its fields, request and texts. */
export function useZodForm<TValues extends FormValues, TData>(schema: FormSchema<TData>, initialValues: TValues): ZodForm<TValues, TData> {
  type Field = keyof TValues & string;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Bumped by each submit that fails validation, so the focus moves even when the errors are unchanged.
  const [attempt, setAttempt] = useState(0);
  useFocusFirstError(formRef, attempt);
  // Bumped by each refused submit, so focus leaves the busy button for the error (decision 027).
  const [failure, setFailure] = useState(0);
  useFocusFailure(formRef, failure);
  const edited = useRef(new Set<string>());

  const prefill = useCallback((incoming: Partial<TValues>) => setValues((current) => prefillValues(current, incoming, edited.current)), []);

  const change = (name: Field, value: string | boolean) => {
    edited.current.add(name);
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutFieldError(current, name));
  };
  const field = (name: FieldsOf<TValues, string>): FieldProps => ({
    name,
    value: values[name] as string,
    onChange: (event) => change(name, event.target.value),
    error: errors[name],
  });
  const checkbox = (name: FieldsOf<TValues, boolean>): CheckboxFieldProps => ({
    name,
    checked: values[name] as boolean,
    onChange: (event) => change(name, event.target.checked),
    error: errors[name],
  });

  const handleSubmit: ZodForm<TValues, TData>['handleSubmit'] = (submit, options) => async (event) => {
    event.preventDefault();
    if (pending) return;
    const result = validateForm<Field, TData>(schema, values);
    if (!result.ok) {
      setErrors(result.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      await submit(result.data);
    } catch (error) {
      const message = userMessage(error, options.fallbackMessage);
      if (options.failureToast) toast({ title: options.failureToast, description: message, variant: 'destructive' });
      setFormError(message);
      setPending(false);
      setFailure((n) => n + 1);
      return;
    }
    if (!options.keepPendingOnSuccess) setPending(false);
  };

  return { values, errors, formError, setFormError, pending, formRef, field, checkbox, prefill, handleSubmit };
}
