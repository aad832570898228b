// Names: brand words, store names by niche, and what ecommerce names call their package.

/**
 * Brand names are one made-up word, a prefix and a suffix ("Willowbrook", "Coralgate"): 64 × 48 =
 * 3,072 words. `brandWord` walks them as a permutation of the template's index, so any 3,072
 * consecutive templates of a catalog (or positions of a job) never share a brand word.
 */
export const BRAND_PREFIXES = [
  'Alder',
  'Amber',
  'Ash',
  'Aspen',
  'Azure',
  'Birch',
  'Bright',
  'Cedar',
  'Clear',
  'Cloud',
  'Copper',
  'Coral',
  'Dawn',
  'Elder',
  'Elm',
  'Ember',
  'Fern',
  'Fox',
  'Frost',
  'Gold',
  'Green',
  'Hazel',
  'Heather',
  'Holly',
  'Iron',
  'Ivy',
  'Jade',
  'Juniper',
  'Lark',
  'Linden',
  'Maple',
  'Marble',
  'Meadow',
  'Mist',
  'Moss',
  'North',
  'Oak',
  'Olive',
  'Onyx',
  'Pine',
  'Quartz',
  'Raven',
  'Red',
  'River',
  'Rose',
  'Rowan',
  'Sage',
  'Salt',
  'Silver',
  'Sky',
  'Slate',
  'Snow',
  'South',
  'Spring',
  'Summer',
  'Sun',
  'Swift',
  'Thistle',
  'Tide',
  'West',
  'Willow',
  'Winter',
  'Wren',
  'Velvet',
] as const;
export const BRAND_SUFFIXES = [
  'wood',
  'field',
  'brook',
  'stone',
  'vale',
  'mere',
  'haven',
  'ridge',
  'wick',
  'ford',
  'light',
  'moor',
  'port',
  'well',
  'gate',
  'hurst',
  'crest',
  'fall',
  'shaw',
  'dale',
  'marsh',
  'holm',
  'combe',
  'worth',
  'side',
  'croft',
  'bourne',
  'thorne',
  'point',
  'lane',
  'spire',
  'mont',
  'view',
  'line',
  'form',
  'craft',
  'works',
  'loom',
  'nest',
  'wind',
  'sail',
  'peak',
  'grove',
  'berry',
  'bloom',
  'hollow',
  'bridge',
  'glen',
] as const;

const BRAND_SPACE = BRAND_PREFIXES.length * BRAND_SUFFIXES.length;
/** A step coprime with the space, so index → word is one-to-one over any BRAND_SPACE consecutive indexes. */
const BRAND_STEP = 1_723;

/** The brand word of template `index` of a catalog or job. */
export function brandWord(offset: number, index: number): string {
  // offset: where a seed starts the walk (hashSeed('brand', seed)).
  const k = (((index * BRAND_STEP + offset) % BRAND_SPACE) + BRAND_SPACE) % BRAND_SPACE;
  const prefix = BRAND_PREFIXES[k % BRAND_PREFIXES.length]!;
  const suffix = BRAND_SUFFIXES[Math.floor(k / BRAND_PREFIXES.length)]!;
  return `${prefix}${suffix}`;
}

/** Store names for ecommerce templates, by the browse niche they are tagged with. */
export const STORE_NAMES: Record<string, { first: readonly string[]; second: readonly string[] }> = {
  fashion: {
    first: ['Nordic', 'Urban', 'Velvet', 'Linen', 'Coastal', 'Indigo', 'Maple', 'Wild', 'Modern', 'Cotton', 'Golden', 'Silver'],
    second: ['Threads', 'Wardrobe', 'Atelier', 'Closet', 'Tailor', 'Outfitters', 'Loom', 'Stitch', 'Label', 'Threadworks'],
  },
  electronics: {
    first: ['Volt', 'Pixel', 'Circuit', 'Quantum', 'Nano', 'Ion', 'Echo', 'Signal', 'Neon', 'Polar', 'Hyper', 'Orbit'],
    second: ['Lab', 'Hub', 'Gear', 'Tech', 'Works', 'Depot', 'Devices', 'Supply', 'Electronics', 'Audio'],
  },
  'food-beverage': {
    first: ['Urban', 'Golden', 'Rustic', 'Wild', 'Little', 'Green', 'Copper', 'Honey', 'Olive', 'Smoky', 'Maple', 'Harvest'],
    second: ['Roast', 'Pantry', 'Harvest', 'Bakery', 'Grocer', 'Kitchen', 'Creamery', 'Brew House', 'Market', 'Tea House'],
  },
  'health-beauty': {
    first: ['Pure', 'Glow', 'Rose', 'Velvet', 'Lumi', 'Silk', 'Bare', 'Petal', 'Dew', 'Aloe', 'Amber', 'Calm'],
    second: ['Beauty', 'Botanics', 'Skin', 'Apothecary', 'Bloom', 'Ritual', 'Cosmetics', 'Wellness', 'Lab', 'Essentials'],
  },
};

/** Ecommerce templates are tagged with one browse niche, which names the store and drives its content. */
export const NICHE_DESCRIPTORS: Record<string, readonly string[]> = {
  fashion: ['Fashion', 'Streetwear', 'Apparel', 'Minimal Fashion', 'Boutique'],
  electronics: ['Electronics', 'Gadget', 'Consumer Electronics', 'Audio', 'Smart Home'],
  'food-beverage': ['Gourmet Food', 'Organic Grocery', 'Coffee Roaster', 'Bakery', 'Wine & Spirits'],
  'health-beauty': ['Beauty', 'Skincare', 'Cosmetics', 'Wellness', 'Natural Beauty'],
};

/**
 * What an ecommerce name calls its package. WooCommerce and Shopify get their own themes; OpenCart,
 * Magento, PrestaShop and BigCommerce get the HTML design of a store's look (decision 040), and
 * their names say so: never "theme", "extension" or "module" of a platform whose package the ZIP
 * does not hold.
 */
export const ECOMMERCE_PLATFORM_NAMES: Record<string, readonly string[]> = {
  woocommerce: ['WooCommerce Theme', 'WooCommerce Store Theme'],
  shopify: ['Shopify Store', 'Shopify Theme', 'Shopify OS 2.0 Theme'],
  opencart: ['Store HTML Design for OpenCart'],
  magento: ['Store HTML Design for Magento'],
  prestashop: ['Store HTML Design for PrestaShop'],
  bigcommerce: ['Store HTML Design for BigCommerce'],
};

/** What names of templates generated before said, so brandOf still finds the brand of a stored row. */
export const FORMER_PLATFORM_NAMES: readonly string[] = [
  'OpenCart Template',
  'OpenCart Theme',
  'Magento 2 Theme',
  'Magento Store Theme',
  'PrestaShop Theme',
  'PrestaShop 8 Theme',
  'BigCommerce Theme',
  'BigCommerce Stencil Theme',
];
