/** The shape of a zod issue that forms need; kept structural so this package needs no zod import. */
export interface ValidationIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** What a form needs of a zod schema (any `z.object(...)`, refined or not, fits). */
export interface FormSchema<TData> {
  safeParse(input: unknown): { success: true; data: TData } | { success: false; error: { issues: readonly ValidationIssue[] } };
}

/** One inline message per field, at most. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type FormValidation<K extends string, TData> = { ok: true; data: TData } | { ok: false; errors: FieldErrors<K> };

/** First message per top-level field, for inline errors under each input. */
export function fieldErrors<K extends string>(issues: readonly ValidationIssue[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** Parses a form's values: the schema's output to send, or the inline message of each invalid field. */
export function validateForm<K extends string, TData>(schema: FormSchema<TData>, values: Record<K, unknown>): FormValidation<K, TData> {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors<K>(parsed.error.issues) };
}

/** The errors once `field` is edited: its message goes, and the same object comes back when it had none (no re-render). */
export function withoutFieldError<K extends string>(errors: FieldErrors<K>, field: K): FieldErrors<K> {
  return errors[field] ? { ...errors, [field]: undefined } : errors;
}
