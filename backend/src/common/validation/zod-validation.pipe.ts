import { Injectable, PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ApiError } from '../http/api-error';

export const UNKNOWN_FIELD_MESSAGE = 'Unknown field';

/**
 * The message the client sees for a failed parse: the first issue's, as the spec's forms show one at a
 * time. zod's own texts name types and limits, never the input, except for unknown keys (which it
 * quotes): those get a text of ours.
 */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  if (issue.code === 'unrecognized_keys') return UNKNOWN_FIELD_MESSAGE;
  if (issue.code === 'invalid_type' && issue.path.length === 0) return 'Request body must be a JSON object';
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) {
    return `${issue.path.join('.')} is required`;
  }
  return issue.message;
}

/** Validates (and normalises: trim, lower-case…) a body, query or param with a contracts schema. */
@Injectable()
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value);
    if (!result.success) throw new ApiError(400, firstIssueMessage(result.error));
    return result.data;
  }
}
