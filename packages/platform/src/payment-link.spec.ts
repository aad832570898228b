import { followPaymentLink } from './payment-link';

const link = '/payment-processing/7d0c5b8e-3c4f-4a8b-9d2e-1f6a5b4c3d2e?session=signed';

describe('followPaymentLink', () => {
  it('routes to our own gateway page inside the app', () => {
    const navigate = jest.fn();
    const assign = jest.fn();
    followPaymentLink(link, navigate, assign);
    expect(navigate).toHaveBeenCalledWith(link);
    expect(assign).not.toHaveBeenCalled();
  });

  it("loads another site's gateway as a full navigation", () => {
    const navigate = jest.fn();
    const assign = jest.fn();
    followPaymentLink('https://pay.example.com/session/1', navigate, assign);
    expect(assign).toHaveBeenCalledWith('https://pay.example.com/session/1');
    expect(navigate).not.toHaveBeenCalled();
  });
});
