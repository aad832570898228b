import './testing/fake-browser';
import { STORAGE_KEYS } from '@tm/contracts/routes';
import { useSession } from './session.store';
import { admin, customer, fakeApi, json, noContent } from './testing/fake-api';
import { fakeSessionStorage } from './testing/fake-browser';
import { currentToast, resetStores } from './testing/reset-stores';
import { WISHLIST_INTENT_MS, rememberWishlistIntent, saveWishlistIntentIfPending } from './wishlist';

const routes = () => ({ 'PUT /api/wishlist/t1': () => noContent(), 'GET /api/wishlist/ids': () => json({ templateIds: ['t1'] }) });

describe("a guest's wishlist heart, kept through sign-in", () => {
  beforeEach(resetStores);
  afterEach(() => {
    jest.useRealTimers();
    resetStores();
  });

  it('saves the template once the guest has signed in, once, and says so', async () => {
    rememberWishlistIntent('t1', 'One');
    useSession.setState({ status: 'authenticated', user: customer });
    const calls = fakeApi(routes());
    await saveWishlistIntentIfPending();
    await saveWishlistIntentIfPending(); // the intent was taken: nothing more
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual(['/api/wishlist/t1']);
    expect(currentToast()).toMatchObject({ title: 'Saved to your wishlist', description: 'One' });
    expect(fakeSessionStorage.getItem(STORAGE_KEYS.pendingWishlist)).toBeNull();
  });

  it('drops the intent for an admin, and one older than the sign-in window', async () => {
    rememberWishlistIntent('t1', 'One');
    useSession.setState({ status: 'authenticated', user: admin });
    const calls = fakeApi({});
    await saveWishlistIntentIfPending();
    expect(fakeSessionStorage.getItem(STORAGE_KEYS.pendingWishlist)).toBeNull();

    jest.useFakeTimers({ now: Date.now() });
    rememberWishlistIntent('t1', 'One');
    jest.setSystemTime(Date.now() + WISHLIST_INTENT_MS + 1);
    useSession.setState({ status: 'authenticated', user: customer });
    await saveWishlistIntentIfPending();
    expect(calls).toEqual([]);
    expect(currentToast()).toBeNull();
  });
});
