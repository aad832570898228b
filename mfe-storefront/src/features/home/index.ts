// The home page, the one page in the storefront's first screen (the routes import it statically).
export { HomePage } from './home-page';
