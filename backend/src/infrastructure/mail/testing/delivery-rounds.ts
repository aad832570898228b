import type { INestApplicationContext } from '@nestjs/common';
import { waitFor } from '../../../testing/wait-for';
import { MailService } from '../mail.service';
import { OutboxDeliveryService } from '../outbox-delivery.service';

/**
 * Wakes the app's mail sender and resolves once it has run a whole delivery round that started after
 * this call: every mail due by then has been tried. Tests that show a mail was NOT sent (no second
 * copy, none before a lease ends) look after this round instead of after a fixed sleep: a wrong
 * delivery would have happened in it.
 */
export async function nextDeliveryRound(app: Pick<INestApplicationContext, 'get'>, timeoutMs = 10_000): Promise<void> {
  const delivery = app.get(OutboxDeliveryService);
  const deliverDue = delivery.deliverDue.bind(delivery);
  let finished = false;
  const rounds = jest.spyOn(delivery, 'deliverDue').mockImplementation(async (shouldStop) => {
    const round = await deliverDue(shouldStop);
    finished = true;
    return round;
  });
  try {
    app.get(MailService).wake();
    await waitFor(() => finished, { timeoutMs, what: "a round of the app's mail sender started after the call" });
  } finally {
    rounds.mockRestore();
  }
}
