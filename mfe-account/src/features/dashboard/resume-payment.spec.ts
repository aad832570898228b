import { CheckoutFormSchema } from '@tm/contracts/orders.schemas';
import { paymentDetailsOf, splitCustomerName } from './resume-payment';

describe('resuming a pending payment from the dashboard', () => {
  it('splits the order name at its last space, so the payment link joins it back unchanged', () => {
    for (const name of ['Ada Lovelace', 'Ada King Lovelace', 'María José de la Cruz']) {
      const { firstName, lastName } = splitCustomerName(name);
      expect(`${firstName} ${lastName}`).toBe(name);
    }
    expect(splitCustomerName('  Ada King Lovelace ')).toEqual({ firstName: 'Ada King', lastName: 'Lovelace' });
    expect(splitCustomerName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('takes the checkout details from the order, ready for the payment link', () => {
    const details = paymentDetailsOf({ customerName: 'Ada Lovelace', customerEmail: 'ada@example.com', customerPhone: '+44 20 7946 0000' });
    expect(details).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', mobileNo: '+44 20 7946 0000' });
    expect(CheckoutFormSchema.safeParse(details).success).toBe(true);
  });

  it('leaves what the order lacks empty, so the form asks for it', () => {
    const details = paymentDetailsOf({ customerName: 'Ada Lovelace', customerEmail: 'ada@example.com', customerPhone: null });
    expect(details.mobileNo).toBe('');
    expect(CheckoutFormSchema.safeParse(details).success).toBe(false);
  });
});
