import { SHOP_DEFAULTS } from '@tm/contracts/shop-settings';

/**
 * The demo store's name. The name pages show is the owner's (useShopIdentity, decision 075); this one is
 * only where none can be read (a standalone remote's banner).
 */
export const BRAND_NAME = SHOP_DEFAULTS.shopName;

/**
 * The demo store's support address (docs/product/storefront.md §2 thank-you 'Need Help'): the server's
 * SUPPORT_EMAIL defaults to it, and the owner's settings replace it (useShopIdentity).
 */
export const SUPPORT_EMAIL = SHOP_DEFAULTS.supportEmail;
