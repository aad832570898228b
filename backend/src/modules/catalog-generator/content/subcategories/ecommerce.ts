// The eCommerce subcategories' profiles: descriptors, audiences, features, tags, layouts and taglines.
import type { SubcategoryProfile } from '../profile-types';

export const ECOMMERCE_PROFILES: Record<string, SubcategoryProfile> = {
  'ecommerce/woocommerce': {
    descriptors: [],
    audiences: ['WooCommerce merchants of every size', 'growing brands selling direct to customers', 'shops that want speed and conversions'],
    features: ['WooCommerce 8 ready', 'Variation swatches and galleries', 'Ajax search with product suggestions', 'Catalog mode for B2B'],
    browse: [],
    tags: ['woocommerce', 'wordpress', 'shop'],
    layouts: ['product-grid', 'hero-split'],
    taglines: ['New season, new favourites', 'Everything you need, delivered', 'Made to last, priced to love'],
  },
  'ecommerce/shopify': {
    descriptors: [],
    audiences: ['Shopify merchants and D2C brands', 'boutiques launching on Shopify', 'brands moving to Online Store 2.0'],
    features: ['Online Store 2.0 sections everywhere', 'Shopify Markets ready', 'Predictive search', 'Metafield-powered product tabs'],
    browse: [],
    tags: ['shopify', 'os2', 'shop'],
    layouts: ['product-grid', 'hero-split', 'product-grid'],
    taglines: ['Crafted for everyday wear', 'Tech that fits your life', 'Small batch, big flavour', 'Clean beauty, real results'],
  },
  'ecommerce/opencart': {
    descriptors: [],
    audiences: ['OpenCart store owners', 'merchants with large catalogs', 'marketplaces on a budget'],
    features: ['OpenCart 4 compatible', 'Mega menu module', 'Product labels and badges', 'Layered navigation'],
    browse: [],
    tags: ['opencart', 'shop'],
    layouts: ['product-grid'],
    taglines: ['Big deals on the brands you love', 'Shop by department', 'Fresh stock every week'],
  },
  'ecommerce/magento': {
    descriptors: [],
    audiences: ['Magento 2 and Adobe Commerce merchants', 'enterprise retailers with large catalogs', 'B2B sellers with complex pricing'],
    features: ['Magento 2.4 compatible', 'Hyvä-ready lightweight frontend', 'Layered navigation with swatches', 'Page Builder content types'],
    browse: [],
    tags: ['magento', 'adobe-commerce', 'enterprise'],
    layouts: ['product-grid', 'hero-split'],
    taglines: ['Luxury, delivered', 'The season’s most wanted', 'Pro gear for every project'],
  },
  'ecommerce/prestashop': {
    descriptors: [],
    audiences: ['PrestaShop merchants', 'European shops selling in several languages', 'small brands opening their first store'],
    features: ['PrestaShop 8 compatible', 'Theme customizer module', 'Product countdown module', 'Blog module included'],
    browse: [],
    tags: ['prestashop', 'shop'],
    layouts: ['product-grid'],
    taglines: ['Beautiful things for your home', 'Organic, local, delicious', 'Glow starts here'],
  },
  'ecommerce/bigcommerce': {
    descriptors: [],
    audiences: ['BigCommerce merchants', 'fast-growing brands that need scale', 'multi-storefront retailers'],
    features: ['Stencil framework theme', 'Page Builder widgets', 'Multi-storefront ready', 'Faceted search styling'],
    browse: [],
    tags: ['bigcommerce', 'stencil', 'shop'],
    layouts: ['product-grid', 'hero-split'],
    taglines: ['Gear up for adventure', 'Roasted this week, at your door tomorrow', 'Style without the markup'],
  },
};
