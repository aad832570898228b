import { Module } from '@nestjs/common';
import { LicencesModule } from '../licences';
import { ShopSettingsModule } from '../shop-settings';
import { CartController } from './cart.controller';
import { CartRepository } from './cart.repository';
import { CartService } from './cart.service';

/** The server cart of signed-in customers (decision 016). */
@Module({
  imports: [LicencesModule, ShopSettingsModule],
  controllers: [CartController],
  providers: [CartService, CartRepository],
  exports: [CartService, CartRepository],
})
export class CartModule {}
