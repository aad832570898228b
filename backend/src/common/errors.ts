/**
 * What was thrown or rejected, as an Error: an Error as it is; anything else (a string, an object a
 * library rejected with) becomes the cause of a new one, so stack-keeping code and loggers get an Error.
 */
export function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown), { cause: thrown });
}

/** What was thrown, as a line for a log or a job's record: an Error's message, anything else as text. */
export function errorMessage(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}
