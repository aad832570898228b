// The discounts module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { DiscountsModule } from './discounts.module';
export { DiscountsRepository, type ReservationRefusal } from './discounts.repository';
export { DiscountsService, type DiscountableLine, type PricedDiscount } from './discounts.service';
