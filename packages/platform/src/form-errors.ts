/** The shape of a zod issue that forms need; kept structural so this package needs no zod import. */
export interface ValidationIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** First message per top-level field, for inline errors under each input. */
export function fieldErrors<K extends string>(issues: readonly ValidationIssue[]): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}
