/** The company name is a placeholder in the spec (storefront §1); one constant so it changes in one place. */
export const BRAND_NAME = 'TemplateMarket';
