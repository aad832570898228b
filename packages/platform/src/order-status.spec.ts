import { orderStatusBadge } from './order-status';

describe('orderStatusBadge', () => {
  it('styles each status as docs/product/storefront.md §4 says', () => {
    expect(orderStatusBadge('completed')).toEqual({ label: 'Completed', variant: 'default' });
    expect(orderStatusBadge('pending')).toEqual({ label: 'Pending', variant: 'secondary' });
    expect(orderStatusBadge('cancelled')).toEqual({ label: 'Cancelled', variant: 'destructive' });
  });

  it('styles refunded like cancelled (decision 030)', () => {
    expect(orderStatusBadge('refunded')).toEqual({ label: 'Refunded', variant: 'destructive' });
  });

  it('shows any other status, capitalised, in outline', () => {
    expect(orderStatusBadge('on-hold')).toEqual({ label: 'On-hold', variant: 'outline' });
  });
});
