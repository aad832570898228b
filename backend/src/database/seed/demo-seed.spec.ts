import { API } from '@tm/contracts/routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { UsersService } from '../../modules/users/users.service';
import { DEMO_ACCOUNTS_LINE, seedDemoData } from './demo-seed';

describe.each(testTargets())('demo seed on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates the admin and the demo customer once', async () => {
    const users = t.app.get(UsersService);
    expect(await seedDemoData(users)).toEqual({ created: ['admin', 'demo'] });
    expect(await seedDemoData(users)).toEqual({ created: [] });

    const admin = await t.http().post(API.login).send({ username: 'admin', password: 'Admin12345' }).expect(200);
    expect(admin.body.user).toMatchObject({ username: 'admin', email: 'admin@example.com', isAdmin: true });
    const demo = await t.http().post(API.login).send({ username: 'demo', password: 'Demo12345' }).expect(200);
    expect(demo.body.user).toMatchObject({
      username: 'demo',
      email: 'demo@example.com',
      firstName: 'Demo',
      lastName: 'Customer',
      isAdmin: false,
    });
  });

  it('prints the accounts as the README shows them', () => {
    expect(DEMO_ACCOUNTS_LINE).toBe('Demo accounts: admin / Admin12345 (admin), demo / Demo12345 (customer)');
  });
});
