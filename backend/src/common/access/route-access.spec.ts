import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { AUTH_MESSAGES, type AuthResponse } from '@tm/contracts/auth';
import { API } from '@tm/contracts/routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { newAccount } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { UserEntity } from '../../modules/users/entities/user.entity';
import { ACCESS_METADATA } from './access.decorators';
import { SHOPPERS_ONLY_MESSAGE } from './access.guard';
import { OTHER_USER_MESSAGE } from './own-user';

interface RouteInfo {
  route: string;
  access: unknown;
}

/** Every handler of every controller the app registered, with the access it declares. */
function registeredRoutes(t: TestApp): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        routes.push({
          route: `${method} ${`/${prefix}/${path}`.replace(/\/+/g, '/')}`,
          access: Reflect.getMetadata(ACCESS_METADATA, handler) ?? Reflect.getMetadata(ACCESS_METADATA, controller),
        });
      }
    }
  }
  return routes;
}

describe('route access declarations', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(testTargets()[0]!);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds the routes of the app', () => {
    const routes = registeredRoutes(t).map((r) => r.route);
    expect(routes).toEqual(
      expect.arrayContaining([`POST ${API.signup}`, `POST ${API.login}`, `GET ${API.authUser}`, `GET ${API.health}`, `GET ${API.remotes}`]),
    );
  });

  it('serves no route that bypasses Nest (and so the access guard)', () => {
    const express = t.app.getHttpAdapter().getInstance() as {
      router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
    };
    const nestRoutes = new Set(registeredRoutes(t).map((r) => r.route));
    const expressRoutes = express.router.stack
      .filter((layer) => layer.route)
      .flatMap((layer) => Object.keys(layer.route!.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`));
    expect(expressRoutes.length).toBeGreaterThan(0);
    expect(expressRoutes.filter((route) => !nestRoutes.has(route))).toEqual([]);
  });

  it('has an access decorator (@Public, @Customer, @Shopper or @AdminOnly) on every route', () => {
    const undeclared = registeredRoutes(t).filter((r) => !['public', 'customer', 'shopper', 'admin'].includes(String(r.access)));
    expect(undeclared.map((r) => r.route)).toEqual([]);
  });
});

describe.each(testTargets())('access levels on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target, { testRoutes: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(isAdmin: boolean) {
    const account = newAccount();
    const agent = t.agent();
    const res = await agent.post(API.signup).send(account).expect(201);
    const { user } = res.body as AuthResponse;
    if (isAdmin) await t.dataSource.getRepository(UserEntity).update({ id: user.id }, { isAdmin: true });
    return { agent, id: user.id };
  }

  it('answers an admin route with 401 when signed out, 403 for a customer, 200 for an admin', async () => {
    expect((await t.http().get('/api/__test/admin').expect(401)).body).toEqual({ message: AUTH_MESSAGES.notSignedIn });
    const customer = await signedIn(false);
    expect((await customer.agent.get('/api/__test/admin').expect(403)).body).toEqual({ message: AUTH_MESSAGES.adminOnly });
    const admin = await signedIn(true);
    await admin.agent.get('/api/__test/admin').expect(200);
  });

  it('answers a shopper route with 401 when signed out, 403 for an admin, 200 for a customer, in its own words when given', async () => {
    expect((await t.http().get('/api/__test/shopper').expect(401)).body).toEqual({ message: AUTH_MESSAGES.notSignedIn });
    expect((await t.http().get('/api/__test/shopper-worded').expect(401)).body).toEqual({ message: 'Sign in to shop' });
    const customer = await signedIn(false);
    await customer.agent.get('/api/__test/shopper').expect(200);
    const admin = await signedIn(true);
    expect((await admin.agent.get('/api/__test/shopper').expect(403)).body).toEqual({ message: SHOPPERS_ONLY_MESSAGE });
    expect((await admin.agent.get('/api/__test/shopper-worded').expect(403)).body).toEqual({ message: 'Admins do not shop' });
  });

  it('reads isAdmin from the database on every request', async () => {
    const user = await signedIn(true);
    await user.agent.get('/api/__test/admin').expect(200);
    await t.dataSource.getRepository(UserEntity).update({ id: user.id }, { isAdmin: false });
    await user.agent.get('/api/__test/admin').expect(403);
  });

  it("refuses another user's id in the path with 403", async () => {
    const me = await signedIn(false);
    const other = await signedIn(false);
    await me.agent.get(`/api/__test/own/${me.id}`).expect(200, { userId: me.id });
    expect((await me.agent.get(`/api/__test/own/${other.id}`).expect(403)).body).toEqual({ message: OTHER_USER_MESSAGE });
  });
});
