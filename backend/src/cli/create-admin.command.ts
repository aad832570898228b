import { parseArgs } from 'node:util';
import { firstIssueMessage } from '../common/validation/zod-validation.pipe';
import { AdminSignupSchema } from '../modules/auth';
import type { UsersService } from '../modules/users';

export interface AdminInput {
  username: string;
  email: string;
  password: string;
}

export const CREATE_ADMIN_USAGE = 'Usage: npm run create-admin -- --username NAME --email ADDRESS --password PASSWORD';

/** Reads --username/--email/--password (missing ones are asked for by the caller). */
export function parseCreateAdminArgs(argv: string[]): Partial<AdminInput> & { help: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      username: { type: 'string', short: 'u' },
      email: { type: 'string', short: 'e' },
      password: { type: 'string', short: 'p' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  return { username: values.username, email: values.email, password: values.password, help: values.help ?? false };
}

/** Same rules as signup (common passwords refused too); returns the first problem's text or the normalised input. */
export function validateAdminInput(input: AdminInput): { ok: true; value: AdminInput } | { ok: false; message: string } {
  const parsed = AdminSignupSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstIssueMessage(parsed.error) };
  return { ok: true, value: { username: parsed.data.username, email: parsed.data.email, password: parsed.data.password } };
}

export async function createAdmin(users: UsersService, input: AdminInput): Promise<{ id: string; username: string }> {
  const user = await users.create({ ...input, isAdmin: true });
  return { id: user.id, username: user.username };
}
