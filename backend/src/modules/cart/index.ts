// The cart module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { CartModule } from './cart.module';
export { CartRepository } from './cart.repository';
export { CartService } from './cart.service';
