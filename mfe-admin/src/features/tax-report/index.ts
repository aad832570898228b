export { TaxReportTab } from './tax-report-tab';
