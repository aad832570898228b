// The listings module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { ListingsModule } from './listings.module';
export { CSV_IMPORT_DEADLINE_MS } from './catalog-csv/listings-csv.service';
