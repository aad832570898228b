import { shortOrderId } from '@tm/contracts/orders';
import type { ShopIdentity } from '@tm/contracts/shop-settings';
import { mailSignature } from '../../shop-settings';
import type { OrderItemEntity } from '../../order-records/entities/order-item.entity';
import type { OrderEntity } from '../../order-records/entities/order.entity';

/** The buyer's email when the starter site is ready: no secret in it (the download is on the dashboard). */
export function readyMail({
  order,
  item,
  siteUrl,
  shop,
}: {
  order: OrderEntity;
  item: OrderItemEntity;
  siteUrl: string;
  /** The seller (decision 075): the support address and the signature. */
  shop: ShopIdentity;
}): { subject: string; text: string } {
  const number = shortOrderId(order.id);
  const url = (path: string) => new URL(path, siteUrl).toString();
  return {
    subject: `Your custom website is ready (order #${number})`,
    text: [
      `Hi ${order.customerName.replace(/[\r\n]+/g, ' ')},`,
      '',
      `Your ${item.templateName} from order #${number} is ready.`,
      '',
      'Download it from your dashboard:',
      url('/dashboard'),
      '',
      'The ZIP holds the starter site built from your summary (one page per page you asked for, a section per feature, your colours and style), a README on how to put it online, and your licence.',
      '',
      `Questions or changes: ${shop.supportEmail} or ${url('/contact')} (mention order #${number}).`,
      mailSignature(shop),
    ].join('\n'),
  };
}
