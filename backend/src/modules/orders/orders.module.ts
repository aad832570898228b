import { Module } from '@nestjs/common';
import { downloadItemPath, downloadOrderPath } from '@tm/contracts/orders';
import { CartModule } from '../cart/cart.module';
import { CatalogModule } from '../catalog/catalog.module';
import { MailModule } from '../mail/mail.module';
import { OrderConfirmationService, ORDER_DOWNLOAD_LINKS, type OrderDownloadLinks } from './order-confirmation.service';
import { OrdersController } from './orders.controller';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';

/** Orders, payment sessions and completion (issue 5 §1). */
@Module({
  imports: [CartModule, CatalogModule, MailModule],
  controllers: [OrdersController],
  providers: [
    OrdersService,
    OrdersRepository,
    OrderConfirmationService,
    // Until the downloads module provides signed links: the session-protected paths.
    {
      provide: ORDER_DOWNLOAD_LINKS,
      useValue: {
        orderLink: (order) => downloadOrderPath(order.id),
        itemLink: (order, itemId) => downloadItemPath(itemId, { orderId: order.id }),
      } satisfies OrderDownloadLinks,
    },
  ],
  exports: [OrdersService],
})
export class OrdersModule {}
