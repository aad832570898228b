// The eCommerce subcategories' profiles: descriptors, tags, layouts and taglines.
import type { SubcategoryProfile } from '../profile-types';

export const ECOMMERCE_PROFILES: Record<string, SubcategoryProfile> = {
  'ecommerce/woocommerce': {
    descriptors: [],
    browse: [],
    tags: ['woocommerce', 'wordpress', 'shop'],
    layouts: ['product-grid', 'hero-split'],
    taglines: ['New season, new favourites', 'Everything you need, delivered', 'Made to last, priced to love'],
  },
  'ecommerce/shopify': {
    descriptors: [],
    browse: [],
    tags: ['shopify', 'os2', 'shop'],
    layouts: ['product-grid', 'hero-split', 'product-grid'],
    taglines: ['Crafted for everyday wear', 'Tech that fits your life', 'Small batch, big flavour', 'Clean beauty, real results'],
  },
  'ecommerce/opencart': {
    descriptors: [],
    browse: [],
    tags: ['opencart', 'html-design', 'shop'],
    layouts: ['product-grid'],
    taglines: ['Big deals on the brands you love', 'Shop by department', 'Fresh stock every week'],
  },
  'ecommerce/magento': {
    descriptors: [],
    browse: [],
    tags: ['magento', 'html-design', 'shop'],
    layouts: ['product-grid', 'hero-split'],
    taglines: ['Luxury, delivered', 'The season’s most wanted', 'Pro gear for every project'],
  },
  'ecommerce/prestashop': {
    descriptors: [],
    browse: [],
    tags: ['prestashop', 'html-design', 'shop'],
    layouts: ['product-grid'],
    taglines: ['Beautiful things for your home', 'Organic, local, delicious', 'Glow starts here'],
  },
  'ecommerce/bigcommerce': {
    descriptors: [],
    browse: [],
    tags: ['bigcommerce', 'html-design', 'shop'],
    layouts: ['product-grid', 'hero-split'],
    taglines: ['Gear up for adventure', 'Roasted this week, at your door tomorrow', 'Style without the markup'],
  },
};
