import { NO_FILTER, ordersFilterOf, ordersSearchOf, ordersUrl } from './orders-api';

const TEMPLATE = '01234567-89ab-cdef-0123-456789abcdef';

// Decision 088: the Orders tab's filter lives in the address, so a filtered view can be linked and Back works.
describe("the orders tab's address", () => {
  it('keeps nothing for the plain tab', () => {
    expect(ordersSearchOf(NO_FILTER)).toBe('');
    expect(ordersFilterOf(new URLSearchParams(''))).toEqual(NO_FILTER);
  });

  it('round-trips every filter and the page', () => {
    const filter = {
      page: 3,
      search: 'ada@example.com',
      status: 'partly-refunded' as const,
      provider: 'stripe' as const,
      from: '2026-11-01',
      to: '2026-11-30',
      templateId: TEMPLATE,
      templateName: 'Agency & Co',
    };
    const search = ordersSearchOf(filter);
    expect(search).toBe(
      `?q=ada%40example.com&status=partly-refunded&provider=stripe&from=2026-11-01&to=2026-11-30&template=${TEMPLATE}&templateName=Agency+%26+Co&page=3`,
    );
    expect(ordersFilterOf(new URLSearchParams(search))).toEqual(filter);
    expect(ordersUrl(filter)).toContain(`templateId=${TEMPLATE}`);
  });

  it('reads what the server would refuse as no filter', () => {
    const read = ordersFilterOf(
      new URLSearchParams('status=lost&provider=paypal&from=yesterday&to=2026-13&template=x&templateName=X&page=-2'),
    );
    expect(read).toEqual(NO_FILTER);
    expect(ordersFilterOf(new URLSearchParams('from=2026-02-01&to=2026-01-01'))).toMatchObject({ from: '', to: '' });
    expect(ordersFilterOf(new URLSearchParams('page=999999')).page).toBe(1);
  });
});
