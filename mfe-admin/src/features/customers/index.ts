export { CustomersTab } from './customers-tab';
