import type { AdminMessage } from '@tm/contracts/contact';
import { messagesUrl, replyHref } from './messages-api';

const message: AdminMessage = {
  id: 'm1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Refund & invoice? 50% off',
  category: 'billing',
  message: 'Hello',
  status: 'new',
  createdAt: '2025-01-01T00:00:00.000Z',
  handledAt: null,
};

describe('support inbox', () => {
  it('asks for a filter and a page', () => {
    expect(messagesUrl('handled', 2)).toBe('/api/admin/messages?status=handled&page=2');
  });

  it("replies in the admin's mail program to the sender, quoting the subject whole", () => {
    const href = replyHref(message);
    expect(href.startsWith('mailto:ada@example.com?')).toBe(true);
    // A mail program reads %20, not +, as a space; the & and % of the subject must not end it early.
    expect(href).not.toContain('+');
    expect(new URLSearchParams(href.split('?')[1]).get('subject')).toBe('Re: Refund & invoice? 50% off');
  });
});
