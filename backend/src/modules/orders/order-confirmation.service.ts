import { Injectable } from '@nestjs/common';
import { shortOrderId, type Order } from '@tm/contracts/orders';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { DownloadLinks } from '../downloads/download-links.service';
import { MailService } from '../mail/mail.service';

/** The confirmation email of a completed order: number, items, total and download links. */
@Injectable()
export class OrderConfirmationService {
  constructor(
    private readonly mail: MailService,
    private readonly links: DownloadLinks,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Queued behind other background mail (MailService.sendInBackground); a failure is logged, the order stays paid. */
  queue(order: Order): void {
    const number = shortOrderId(order.id);
    const url = (path: string) => new URL(path, this.config.publicUrl).toString();
    const lines = order.items.map(
      (item) => `- ${item.template.name} × ${item.quantity}: $${item.price} each\n  Download: ${url(this.links.itemLink(order, item.id))}`,
    );
    const text = [
      `Hi ${order.customerName},`,
      '',
      `Thank you for your purchase! Your order #${number} is complete.`,
      '',
      ...lines,
      '',
      `Total: $${order.totalAmount}`,
      '',
      `Download everything in one ZIP: ${url(this.links.orderLink(order))}`,
      'These links work for 7 days; after that, download from your dashboard at any time:',
      url('/dashboard'),
      '',
      'Each template comes with a licence for unlimited personal and commercial use, including client projects (no resale or sharing).',
    ].join('\n');
    this.mail.sendInBackground({ to: order.customerEmail, subject: `Your order #${number} is complete`, text }, `the confirmation of order ${order.id}`);
  }
}
