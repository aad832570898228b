// Names: template brands, store names by niche, plugin brands, and the platforms CMS and ecommerce templates name.

export const BRANDS = [
  'Aurora', 'Nova', 'Zenith', 'Lumen', 'Atlas', 'Vertex', 'Orbit', 'Solace', 'Meridian', 'Halcyon', 'Juniper',
  'Sierra', 'Cascade', 'Ember', 'Saffron', 'Willow', 'Cobalt', 'Onyx', 'Slate', 'Harbor', 'Summit', 'Prism',
  'Mosaic', 'Kinfolk', 'Monarch', 'Fable', 'Verve', 'Aster', 'Tundra', 'Nimbus', 'Helix', 'Arbor', 'Beacon',
  'Canvas', 'Drift', 'Echo', 'Fjord', 'Haven', 'Ivory', 'Kestrel', 'Lyra', 'Maven', 'Nomad', 'Oasis', 'Parallax',
  'Quartz', 'Ridge', 'Sable', 'Tide', 'Umbra', 'Vesper', 'Wren', 'Yarrow', 'Zephyr', 'Alder', 'Brio', 'Crest',
  'Dune', 'Elara', 'Flint', 'Grove', 'Indigo', 'Jasper', 'Koda', 'Lark', 'Mira', 'Nook', 'Opal', 'Pebble',
  'Quill', 'Rook', 'Sage', 'Terra', 'Boreal', 'Citrine', 'Delta', 'Everest', 'Folio', 'Gable', 'Hearth',
  'Isla', 'Kinetic', 'Linea', 'Magnolia', 'North', 'Outline', 'Pinnacle', 'Radiant', 'Serif', 'Tessera',
  'Unity', 'Vela', 'Wavelength', 'Ardent', 'Bloom', 'Cinder', 'Dahlia', 'Elm', 'Foundry', 'Granite', 'Horizon',
] as const;

/** Store names for ecommerce templates, by the browse niche they are tagged with. */
export const STORE_NAMES: Record<string, { first: readonly string[]; second: readonly string[] }> = {
  fashion: {
    first: ['Nordic', 'Urban', 'Velvet', 'Linen', 'Coastal', 'Indigo', 'Maple', 'Wild', 'Modern', 'Cotton', 'Golden', 'Silver'],
    second: ['Threads', 'Wardrobe', 'Atelier', 'Closet', 'Tailor', 'Outfitters', 'Loom', 'Stitch', 'Label', 'Thread Co.'],
  },
  electronics: {
    first: ['Volt', 'Pixel', 'Circuit', 'Quantum', 'Nano', 'Ion', 'Echo', 'Signal', 'Neon', 'Polar', 'Hyper', 'Orbit'],
    second: ['Lab', 'Hub', 'Gear', 'Tech', 'Works', 'Depot', 'Devices', 'Supply', 'Electronics', 'Audio'],
  },
  'food-beverage': {
    first: ['Urban', 'Golden', 'Rustic', 'Wild', 'Little', 'Green', 'Copper', 'Honey', 'Olive', 'Smoky', 'Maple', 'Harvest'],
    second: ['Roast', 'Pantry', 'Harvest', 'Bakery', 'Grocer', 'Kitchen', 'Creamery', 'Brew Co.', 'Market', 'Tea House'],
  },
  'health-beauty': {
    first: ['Pure', 'Glow', 'Rose', 'Velvet', 'Lumi', 'Silk', 'Bare', 'Petal', 'Dew', 'Aloe', 'Amber', 'Calm'],
    second: ['Beauty', 'Botanics', 'Skin', 'Apothecary', 'Bloom', 'Ritual', 'Cosmetics', 'Wellness', 'Lab', 'Essentials'],
  },
};

/** Ecommerce templates are tagged with one browse niche, which names the store and drives its content. */
export const NICHE_DESCRIPTORS: Record<string, readonly string[]> = {
  fashion: ['Fashion', 'Streetwear', 'Apparel', 'Minimal Fashion', 'Boutique'],
  electronics: ['Electronics', 'Gadget', 'Tech Store', 'Audio', 'Smart Home'],
  'food-beverage': ['Gourmet Food', 'Organic Grocery', 'Coffee Roaster', 'Bakery', 'Wine & Spirits'],
  'health-beauty': ['Beauty', 'Skincare', 'Cosmetics', 'Wellness', 'Natural Beauty'],
};

/** Plugin brands, by listing subcategory. */
export const PLUGIN_BRANDS: Record<string, readonly string[]> = {
  security: ['Sentinel', 'ShieldPress', 'Bastion', 'Guardian', 'Aegis', 'Lockwise', 'Fortress', 'Vigil', 'Warden', 'IronGate'],
  performance: ['TurboCache', 'Swift', 'Rocketly', 'Blitz', 'Nitro', 'QuickPress', 'Velocity', 'Lightspeed', 'Warp', 'Jetstream'],
  'seo-tools': ['RankPilot', 'SearchWise', 'MetaMaster', 'Crawlix', 'Sitemapper', 'Rankly', 'SERPio', 'KeywordKit', 'Indexa', 'Findable'],
  forms: ['FormForge', 'Formly', 'InputKit', 'Quillform', 'FieldCraft', 'Formsmith', 'Askly', 'Pollster', 'Entryflow', 'Formbox'],
  'e-commerce': ['CartBoost', 'ShopKit', 'Checkoutly', 'StoreBlocks', 'Upsellr', 'Bundlify', 'PriceWise', 'Stockly', 'Wishlistr', 'Shipwise'],
  'social-media': ['ShareWave', 'Socialite', 'FeedFlow', 'Buzzline', 'Sharely', 'Chirp', 'InstaGrid', 'Ripple', 'Hashtagger', 'Pulse'],
};

/**
 * The platform a cms template's name gives. Every cms download is a Ghost theme (issue 15 §2,
 * decision 040), so every name says Ghost: a "Joomla theme" that installs on Ghost would mislead.
 */
export const CMS_PLATFORMS: Record<string, readonly string[]> = {
  'blog-themes': ['Ghost'],
  'news-sites': ['Ghost'],
  magazines: ['Ghost'],
  documentation: ['Ghost'],
  'knowledge-base': ['Ghost'],
  community: ['Ghost'],
};

export const ECOMMERCE_PLATFORM_NAMES: Record<string, readonly string[]> = {
  woocommerce: ['WooCommerce Theme', 'WooCommerce Store Theme'],
  shopify: ['Shopify Store', 'Shopify Theme', 'Shopify OS 2.0 Theme'],
  opencart: ['OpenCart Template', 'OpenCart Theme'],
  magento: ['Magento 2 Theme', 'Magento Store Theme'],
  prestashop: ['PrestaShop Theme', 'PrestaShop 8 Theme'],
  bigcommerce: ['BigCommerce Theme', 'BigCommerce Stencil Theme'],
};
