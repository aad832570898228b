// The invoices module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { InvoicesModule } from './invoices.module';
export { InvoicesService } from './invoices.service';
export type { InvoicedLine, InvoicedOrder } from './invoice-snapshot';
