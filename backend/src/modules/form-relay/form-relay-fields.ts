import {
  FORM_RELAY_CONTROL_PREFIX,
  FORM_RELAY_HONEYPOT,
  FORM_RELAY_LIMITS,
  FORM_RELAY_MESSAGES,
  FORM_RELAY_REPLY_TO_FIELD,
} from '@tm/contracts/form-relay';
import { z } from 'zod';
import { ApiError } from '../../common/http/api-error';

/** A submission read from a body: what is mailed, in the order posted, and what steers the relay. */
export interface RelayedSubmission {
  /** `[name, value]` pairs, control fields (`_…`) left out; a repeated name (a checkbox group) once, its values joined. */
  fields: Array<[string, string]>;
  /** The honeypot was filled: a bot's post, answered like a success and not sent. */
  isBot: boolean;
  /** The `email` field when it is exactly one valid address, else null: the only visitor text that reaches a header. */
  replyTo: string | null;
}

type Scalar = string | number | boolean;

const ReplyToSchema = z.email().max(254);

/**
 * Reads a parsed body (urlencoded: strings and arrays of strings; JSON: a flat object of scalars or
 * arrays of scalars) into a submission, or refuses it with a message naming the broken limit
 * (decision 092): 413 for too many fields, 400 for a long name or value, an unreadable shape or a form
 * with nothing filled in.
 */
export function readSubmission(body: unknown): RelayedSubmission {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, FORM_RELAY_MESSAGES.malformed);
  const entries = Object.entries(body as Record<string, unknown>);
  const valueCount = entries.reduce((sum, [, value]) => sum + (Array.isArray(value) ? value.length : 1), 0);
  if (valueCount > FORM_RELAY_LIMITS.maxFields) throw new ApiError(413, FORM_RELAY_MESSAGES.tooManyFields);

  const fields: Array<[string, string]> = [];
  let isBot = false;
  let replyTo: string | null = null;
  for (const [name, raw] of entries) {
    if (name.length > FORM_RELAY_LIMITS.fieldNameMax) throw new ApiError(400, FORM_RELAY_MESSAGES.fieldNameTooLong);
    const values = (Array.isArray(raw) ? raw : [raw]).map(textOf);
    if (values.some((value) => value.length > FORM_RELAY_LIMITS.fieldValueMax))
      throw new ApiError(400, FORM_RELAY_MESSAGES.fieldValueTooLong);
    if (name === FORM_RELAY_HONEYPOT) isBot ||= values.some((value) => value.trim() !== '');
    if (name.startsWith(FORM_RELAY_CONTROL_PREFIX)) continue;
    const value = values.join(', ');
    if (name.toLowerCase() === FORM_RELAY_REPLY_TO_FIELD && values.length === 1) replyTo = replyToOf(value);
    fields.push([name, value]);
  }
  if (!fields.some(([, value]) => value.trim() !== '')) throw new ApiError(400, FORM_RELAY_MESSAGES.empty);
  return { fields, isBot, replyTo };
}

function textOf(value: unknown): string {
  if (!isScalar(value)) throw new ApiError(400, FORM_RELAY_MESSAGES.malformed);
  return String(value);
}

const isScalar = (value: unknown): value is Scalar => ['string', 'number', 'boolean'].includes(typeof value);

/** One valid address (no CR/LF, no list, no display name), or null: a header never carries raw visitor text. */
function replyToOf(value: string): string | null {
  const address = value.trim();
  return ReplyToSchema.safeParse(address).success ? address : null;
}
