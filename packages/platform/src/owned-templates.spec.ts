import './testing/fake-browser';
import { cache } from 'swr/_internal';
import { ownedTemplatesKey, refreshOwnedTemplates } from './owned-templates';
import { useSession } from './session.store';
import { admin, customer, fakeApi, json } from './testing/fake-api';
import { resetStores } from './testing/reset-stores';

describe('owned templates', () => {
  beforeEach(resetStores);
  afterEach(resetStores);

  it('are read for signed-in customers only', () => {
    expect(ownedTemplatesKey({ status: 'authenticated', user: customer })).toBe(`/api/users/${customer.id}/owned-templates`);
    expect(ownedTemplatesKey({ status: 'authenticated', user: admin })).toBeNull();
    expect(ownedTemplatesKey({ status: 'unauthenticated', user: null })).toBeNull();
    expect(ownedTemplatesKey({ status: 'loading', user: null })).toBeNull();
  });

  it('are read again into the shared cache after a purchase, with no page showing them', async () => {
    useSession.setState({ status: 'authenticated', user: customer });
    const key = `/api/users/${customer.id}/owned-templates`;
    const calls = fakeApi({
      [`GET ${key}`]: () => json({ templateIds: ['t1'], downloads: [{ templateId: 't1', orderId: 'o1', orderItemId: 'i1' }] }),
    });
    await refreshOwnedTemplates();
    expect(calls.map((call) => call.url)).toEqual([key]);
    expect(cachedValue(key)).toEqual({ templateIds: ['t1'], downloads: [{ templateId: 't1', orderId: 'o1', orderItemId: 'i1' }] });
  });

  it('keep the list in hand when the read fails', async () => {
    useSession.setState({ status: 'authenticated', user: customer });
    const key = `/api/users/${customer.id}/owned-templates`;
    fakeApi({ [`GET ${key}`]: () => json({ templateIds: ['t1'], downloads: [{ templateId: 't1', orderId: 'o1', orderItemId: 'i1' }] }) });
    await refreshOwnedTemplates();
    fakeApi({ [`GET ${key}`]: () => json({ message: 'down' }, 503) });
    await expect(refreshOwnedTemplates()).resolves.toBeUndefined();
    expect(cachedValue(key)).toEqual({ templateIds: ['t1'], downloads: [{ templateId: 't1', orderId: 'o1', orderItemId: 'i1' }] });
  });

  it('are not read for guests', async () => {
    const calls = fakeApi({});
    await refreshOwnedTemplates();
    expect(calls).toEqual([]);
  });
});

/** What the default SWR cache (the app's: PlatformProviders sets no provider) holds for a key. */
const cachedValue = (key: string): unknown => cache.get(key)?.data;
