import type { Template } from '@tm/contracts/catalog';
import type { ResolvedLine } from '../cart/use-resolved-lines';
import { buildOrderBody } from './order-body';

const template = (id: string, price: string) => ({ id, name: `Template ${id}`, price }) as Template;
const line = (id: string, price: string, quantity = 1): ResolvedLine => ({
  templateId: id,
  itemId: `item-${id}`,
  quantity,
  template: template(id, price),
  templateName: `Template ${id}`,
  name: `Template ${id}`,
});

describe('buildOrderBody', () => {
  it('joins the names, sends the email and a dollar total summed in cents', () => {
    const body = buildOrderBody(
      { firstName: 'Sam', lastName: 'Shopper', email: 'sam@example.com', mobileNo: '5551234567' },
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
    });
  });
});
