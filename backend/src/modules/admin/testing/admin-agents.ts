import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../testing/create-test-app';
import { signedInAgent } from '../../../testing/fixtures';
import { UserEntity } from '../../users/entities/user.entity';

export type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];

/** A signed-in agent of a new account, with its user row; `admin` makes it an admin first. */
export async function signedInUser(t: TestApp, prefix: string, admin = false): Promise<{ agent: Agent; user: UserEntity }> {
  const { agent, account } = await signedInAgent(t, { username: `${prefix}_${randomUUID().slice(0, 8)}` });
  const users = t.dataSource.getRepository(UserEntity);
  if (admin) await users.update({ username: account.username }, { isAdmin: true });
  return { agent, user: await users.findOneByOrFail({ username: account.username }) };
}
