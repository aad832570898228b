// The tax report module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { TaxReportModule } from './tax-report.module';
