import './testing/fake-browser';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cartButtonOf, heartOf, type ShopperFacts } from './buy-buttons';
import { useSession } from './session.store';
import { customer } from './testing/fake-api';
import { resetStores } from './testing/reset-stores';
import { AddToCartButton } from './ui/add-to-cart-button';
import { WishlistButton } from './ui/wishlist-button';

const facts = (overrides: Partial<ShopperFacts>): ShopperFacts => ({
  mode: 'customer',
  owned: false,
  inCart: false,
  wishlisted: false,
  ...overrides,
});
const buttons = (overrides: Partial<ShopperFacts>) => {
  const shopper = facts(overrides);
  return { cart: cartButtonOf(shopper), heart: heartOf(shopper) };
};

describe('the buy buttons of a template', () => {
  it('hold both buttons while the session is unknown, whatever else looks known', () => {
    expect(buttons({ mode: 'unknown', owned: undefined, inCart: undefined, wishlisted: undefined })).toEqual({
      cart: 'pending',
      heart: 'pending',
    });
    expect(buttons({ mode: 'unknown', owned: false, inCart: false, wishlisted: false })).toEqual({ cart: 'pending', heart: 'pending' });
  });

  it('give a guest Add to Cart (or In Cart) and the heart as soon as the session is known', () => {
    expect(buttons({ mode: 'guest', owned: false, inCart: false, wishlisted: false })).toEqual({ cart: 'add', heart: 'save' });
    expect(buttons({ mode: 'guest', owned: false, inCart: true, wishlisted: false })).toEqual({ cart: 'in-cart', heart: 'save' });
  });

  it('give a signed-in customer who does not own the template Add to Cart, In Cart, Save or Saved', () => {
    expect(buttons({ owned: false, inCart: false, wishlisted: false })).toEqual({ cart: 'add', heart: 'save' });
    expect(buttons({ owned: false, inCart: true, wishlisted: true })).toEqual({ cart: 'in-cart', heart: 'saved' });
  });

  it("hold a signed-in customer's buttons until their owned templates, cart and wishlist are read", () => {
    expect(buttons({ owned: undefined, inCart: false, wishlisted: false }).cart).toBe('pending');
    expect(buttons({ owned: false, inCart: undefined, wishlisted: false }).cart).toBe('pending');
    expect(buttons({ owned: false, inCart: false, wishlisted: undefined })).toEqual({ cart: 'add', heart: 'pending' });
  });

  it('give an owner their download, even before their cart is read', () => {
    expect(buttons({ owned: true, inCart: false, wishlisted: false })).toEqual({ cart: 'owned', heart: 'save' });
    expect(buttons({ owned: true, inCart: undefined, wishlisted: true })).toEqual({ cart: 'owned', heart: 'saved' });
  });

  it('give an admin neither: admins have no cart and no wishlist', () => {
    expect(buttons({ mode: 'admin', owned: false, inCart: false, wishlisted: false })).toEqual({ cart: 'none', heart: 'none' });
  });
});

describe('a server render, which knows no shopper', () => {
  beforeEach(resetStores);
  afterEach(resetStores);

  it('has placeholders, busy and with nothing to press, where Add to Cart and the heart will be', () => {
    // A server render reads each store's initial state (a session still 'loading'), whatever this process set since.
    useSession.setState({ status: 'authenticated', user: customer });
    const html = renderToStaticMarkup(
      createElement('div', null, [
        createElement(AddToCartButton, { key: 'cart', templateId: 't1', templateName: 'Nova Agency', block: true }),
        createElement(WishlistButton, { key: 'heart', templateId: 't1', templateName: 'Nova Agency', look: 'labelled' }),
      ]),
    );
    expect(html).not.toContain('<button');
    expect(html).not.toContain('Add to Cart');
    expect(html.match(/aria-busy="true"/g)).toHaveLength(2);
  });
});
