export { BuildPage } from './build-page';
