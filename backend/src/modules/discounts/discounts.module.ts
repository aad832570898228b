import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../infrastructure/audit';
import { LoginFailureEntity, LoginFailuresRepository } from '../auth';
import { CartModule } from '../cart';
import { DiscountThrottleService } from './discount-throttle.service';
import { AdminDiscountCodesController, CartDiscountController } from './discounts.controller';
import { DiscountsRepository } from './discounts.repository';
import { DiscountsService } from './discounts.service';

/** Discount codes (decision 090): the back office's codes, the cart's "Have a code?", and Place Order's check. */
@Module({
  imports: [TypeOrmModule.forFeature([LoginFailureEntity]), AuditModule, CartModule],
  controllers: [AdminDiscountCodesController, CartDiscountController],
  providers: [DiscountsService, DiscountsRepository, DiscountThrottleService, LoginFailuresRepository],
  exports: [DiscountsService],
})
export class DiscountsModule {}
