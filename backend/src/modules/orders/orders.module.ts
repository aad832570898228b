import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { CustomBuildModule } from '../custom-build/custom-build.module';
import { DownloadsModule } from '../downloads/downloads.module';
import { MailModule } from '../mail/mail.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { OrderConfirmationService } from './order-confirmation.service';
import { OrdersController } from './orders.controller';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';

/** Orders, payment sessions and completion (issue 5 §1). */
@Module({
  imports: [CartModule, CustomBuildModule, DownloadsModule, MailModule, ReviewsModule],
  controllers: [OrdersController],
  providers: [OrdersService, OrdersRepository, OrderConfirmationService],
  exports: [OrdersService],
})
export class OrdersModule {}
