/** The company name is a placeholder in the spec (docs/product/storefront.md §1); one constant so it changes in one place. */
export const BRAND_NAME = 'TemplateMarket';

/**
 * Where shoppers write for help (docs/product/storefront.md §2 thank-you 'Need Help'). Like the name, a placeholder on a
 * reserved domain until the company has a real mailbox.
 */
export const SUPPORT_EMAIL = 'support@templatemarket.example';
