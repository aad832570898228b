export { SignupPage } from './signup-page';
