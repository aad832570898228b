import { shortOrderId } from '@tm/contracts/orders';
import type { ShopIdentity } from '@tm/contracts/shop-settings';
import { mailSignature } from '../../shop-settings';
import type { OrderItemEntity } from '../../order-records/entities/order-item.entity';
import type { OrderEntity } from '../../order-records/entities/order.entity';

/**
 * The buyer's email when the first version is ready (decision 096): it says the finished site follows,
 * and no secret (the download is on the dashboard).
 */
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
    subject: `The first version of your website is ready (order #${number})`,
    text: [
      `Hi ${order.customerName.replace(/[\r\n]+/g, ' ')},`,
      '',
      `The first version of your ${item.templateName} from order #${number} is ready.`,
      '',
      'Download it from your dashboard:',
      url('/dashboard'),
      '',
      'The ZIP holds the first version of your website, written for your business from your summary: every page and feature you asked for, in your colours and style, with forms that already send their messages to this email address. Its README says how to put it online, what you can send us (photos, reviews, prices) and what comes in the finished site.',
      '',
      'Send us your changes at the addresses below: the finished site follows.',
      '',
      `Questions or changes: ${shop.supportEmail} or ${url('/contact')} (mention order #${number}).`,
      mailSignature(shop),
    ].join('\n'),
  };
}
