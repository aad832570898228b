// The licences module's entry point: what the rest of the backend uses of it (decision 091).
export { LicencesModule } from './licences.module';
export { PurchaseCodesRepository, type CodedLine, type StoredPurchaseCode } from './purchase-codes.repository';
