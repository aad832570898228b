import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { CatalogModule } from '../catalog/catalog.module';
import { DownloadLinks } from '../downloads/download-links.service';
import { DownloadsModule } from '../downloads/downloads.module';
import { MailModule } from '../mail/mail.module';
import { OrderConfirmationService, ORDER_DOWNLOAD_LINKS } from './order-confirmation.service';
import { OrdersController } from './orders.controller';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';

/** Orders, payment sessions and completion (issue 5 §1). */
@Module({
  imports: [CartModule, CatalogModule, DownloadsModule, MailModule],
  controllers: [OrdersController],
  providers: [
    OrdersService,
    OrdersRepository,
    OrderConfirmationService,
    { provide: ORDER_DOWNLOAD_LINKS, useExisting: DownloadLinks },
  ],
  exports: [OrdersService],
})
export class OrdersModule {}
