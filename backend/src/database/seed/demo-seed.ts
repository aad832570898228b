import type { UsersService } from '../../modules/users/users.service';

export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'Admin12345', email: 'admin@example.com', firstName: 'Admin', lastName: null, isAdmin: true },
  { username: 'demo', password: 'Demo12345', email: 'demo@example.com', firstName: 'Demo', lastName: 'Customer', isAdmin: false },
] as const;

export const DEMO_ACCOUNTS_LINE = 'Demo accounts: admin / Admin12345 (admin), demo / Demo12345 (customer)';

/**
 * Creates the demo accounts that are missing (by username). Idempotent, so it runs at every start
 * of an embedded install; later issues add the demo catalogue here.
 */
export async function seedDemoData(users: UsersService): Promise<{ created: string[] }> {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await users.findByUsername(account.username)) continue;
    if (await users.findByEmail(account.email)) continue; // someone registered that address: leave it alone
    await users.create({ ...account });
    created.push(account.username);
  }
  return { created };
}
