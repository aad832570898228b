// locales/en.default.json and en.default.schema.json of the Shopify theme: every text key its Liquid uses.
export const LOCALE = {
  general: {
    menu: 'Menu',
    search: 'Search',
    skip: 'Skip to content',
    pagination: 'Pages',
    no_results: 'Nothing matched your search.',
    not_found: 'Page not found',
    not_found_text: 'The page you were looking for does not exist.',
    password: 'Password',
    enter: 'Enter',
  },
  customer: {
    account: 'Account',
    login: 'Log in',
    sign_in: 'Sign in',
    register: 'Create account',
    reset: 'Reset password',
    email: 'Email',
    password: 'Password',
    first_name: 'First name',
    last_name: 'Last name',
    log_out: 'Log out',
    addresses: 'Addresses',
    orders: 'Orders',
    no_orders: 'You have not placed any orders yet.',
    order: 'Order',
    address1: 'Address',
    city: 'City',
    zip: 'Postal code',
    save: 'Save',
    activate: 'Activate account',
  },
  cart: {
    title: 'Cart',
    quantity: 'Quantity',
    subtotal: 'Subtotal',
    checkout: 'Check out',
    empty: 'Your cart is empty.',
    continue: 'Continue shopping',
  },
  products: { variant: 'Variant', add_to_cart: 'Add to cart', sold_out: 'Sold out' },
  collections: { title: 'Collections', empty: 'No products in this collection yet.' },
  gift_card: { title: 'Your gift card' },
};

export const LOCALE_SCHEMA = {
  settings_schema: {
    colors: { name: 'Colors' },
    typography: { name: 'Typography' },
  },
};
