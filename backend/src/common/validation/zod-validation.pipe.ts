import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

/** The message the client sees for a failed parse: the first issue's, as the spec's forms show one at a time. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
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
    if (!result.success) throw new BadRequestException({ message: firstIssueMessage(result.error) });
    return result.data;
  }
}
