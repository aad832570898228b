import './testing/fake-browser';
import { mutate } from 'swr';
import { WISHLIST_API, type WishlistIds } from '@tm/contracts/wishlist';
import { useSession } from './session.store';
import { customer, fakeApi, json, noContent } from './testing/fake-api';
import { resetStores } from './testing/reset-stores';
import { setWishlisted } from './wishlist';

/** The ids the hearts show now (SWR's shared cache). */
const shownIds = () => mutate<WishlistIds>(WISHLIST_API.ids, (current) => current, { revalidate: false });

describe('a heart pressed on a page', () => {
  beforeEach(async () => {
    resetStores();
    useSession.setState({ status: 'authenticated', user: customer });
    await mutate(WISHLIST_API.ids, undefined, { revalidate: false });
  });
  afterEach(resetStores);

  it('adds the template to the list it shows', async () => {
    await mutate<WishlistIds>(WISHLIST_API.ids, { templateIds: ['t1'] }, { revalidate: false });
    fakeApi({ 'PUT /api/wishlist/t2': () => noContent(), 'GET /api/wishlist': () => json({ items: [] }) });
    await setWishlisted('t2', 'Two', true);
    expect((await shownIds())?.templateIds).toEqual(['t2', 't1']);
  });

  it('pressed before the list has loaded, shows the list the server holds, not that one template alone', async () => {
    fakeApi({
      'PUT /api/wishlist/t2': () => noContent(),
      'GET /api/wishlist/ids': () => json({ templateIds: ['t2', 't1'] }),
      'GET /api/wishlist': () => json({ items: [] }),
    });
    await setWishlisted('t2', 'Two', true);
    expect((await shownIds())?.templateIds).toEqual(['t2', 't1']);
  });
});
