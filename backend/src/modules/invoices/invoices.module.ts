import { Module } from '@nestjs/common';
import { ShopSettingsModule } from '../shop-settings';
import { InvoicesController } from './invoices.controller';
import { InvoicesRepository } from './invoices.repository';
import { InvoicesService } from './invoices.service';

/** Invoices and credit notes: issued with the facts they record, numbered without gaps, drawn as PDFs (decision 085). */
@Module({
  imports: [ShopSettingsModule],
  controllers: [InvoicesController],
  providers: [InvoicesService, InvoicesRepository],
  exports: [InvoicesService],
})
export class InvoicesModule {}
