import type { Template } from '@tm/contracts/catalog.schemas';
import type { ResolvedLine } from '../cart-lines';
import { buildOrderBody } from './order-body';

const template = (id: string, price: string) => ({ id, name: `Template ${id}`, price }) as Template;
const TICKED = { terms: true, immediateDelivery: true, serviceStart: true };
const line = (id: string, price: string, quantity = 1): ResolvedLine => ({
  templateId: id,
  itemId: `item-${id}`,
  quantity,
  template: template(id, price),
  templateName: `Template ${id}`,
  priceWhenAdded: null,
  licence: 'regular',
  upgrade: false,
  unitPrice: null,
  name: `Template ${id}`,
});

describe('buildOrderBody', () => {
  it('joins the names, sends the email and a dollar total summed in cents', () => {
    const body = buildOrderBody(
      { firstName: 'Sam', lastName: 'Shopper', email: 'sam@example.com', mobileNo: '5551234567' },
      TICKED,
      [line('t1', '19.99', 3), line('t2', '0.10')],
      'u1',
    );
    expect(body).toEqual({
      customerEmail: 'sam@example.com',
      customerName: 'Sam Shopper',
      totalAmount: 60.07,
      items: [
        { templateId: 't1', templateName: 'Template t1', price: '19.99', quantity: 3 },
        { templateId: 't2', templateName: 'Template t2', price: '0.10', quantity: 1 },
      ],
      userId: 'u1',
      consent: { terms: true, immediateDelivery: true },
    });
  });

  it('adds the custom build in the cart: its id, and its price with $ and commas stripped in the total', () => {
    const summary = {
      id: '0190aaaa-0000-7000-8000-000000000001',
      businessType: 'Bakery',
      designPreferences: [],
      features: ['Blog'],
      pages: ['Home'],
      numberOfPages: 1,
      estimatedHours: 14,
      timeline: 'Standard: 1-2 weeks',
      price: '$1,250',
      createdAt: '2026-11-27T00:00:00.000Z',
    };
    const form = { firstName: 'Sam', lastName: 'Shopper', email: 'sam@example.com', mobileNo: '5551234567' };
    expect(buildOrderBody(form, TICKED, [line('t1', '19.99')], 'u1', summary)).toMatchObject({
      totalAmount: 1269.99,
      customBuildId: summary.id,
      items: [{ templateId: 't1' }],
    });
    expect(buildOrderBody(form, TICKED, [], 'u1', summary)).toMatchObject({ totalAmount: 1250, customBuildId: summary.id, items: [] });
  });

  it('sends the boxes the cart needs, as ticked: the terms, and each withdrawal wording of what the order holds', () => {
    const form = { firstName: 'Sam', lastName: 'Shopper', email: 'sam@example.com', mobileNo: '5551234567' };
    const summary = { id: '0190aaaa-0000-7000-8000-000000000001', price: '$1,250' } as Parameters<typeof buildOrderBody>[4];
    const unticked = { terms: false, immediateDelivery: false, serviceStart: false };
    expect(buildOrderBody(form, unticked, [line('t1', '19.99')], 'u1').consent).toEqual({ terms: false, immediateDelivery: false });
    expect(buildOrderBody(form, TICKED, [], 'u1', summary).consent).toEqual({ terms: true, serviceStart: true });
    expect(buildOrderBody(form, { ...TICKED, serviceStart: false }, [line('t1', '19.99')], 'u1', summary).consent).toEqual({
      terms: true,
      immediateDelivery: true,
      serviceStart: false,
    });
  });
});
