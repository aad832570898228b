import type { Category } from '@tm/contracts/catalog';
import type { LayoutName } from './design-vocabulary';

/** What the generator knows about one listing subcategory: names, copy, features, tags, looks. */
export interface SubcategoryProfile {
  /** The middle of a name: "Aurora — {Creative Agency} WordPress Theme" (ecommerce: from NICHES instead). */
  descriptors: readonly string[];
  /** Who it is for, in a sentence: "built for {freelance designers and small studios}". */
  audiences: readonly string[];
  /** Features only this kind of template has; mixed with the category pool. */
  features: readonly string[];
  /**
   * The /browse values matched by tag (BROWSE_FILTERS) that this subcategory always carries in its tags.
   * Browse values with a listing counterpart need no tag: they filter by subcategory (decision 028).
   */
  browse: readonly string[];
  /** Descriptive tag words. */
  tags: readonly string[];
  layouts: readonly LayoutName[];
  /** Hero headlines of the live preview. */
  taglines: readonly string[];
}

export interface CategoryProfile {
  /** Name suffix: "WordPress Theme", "HTML Template" (ecommerce names choose per platform). */
  kind: string;
  features: readonly string[];
  tags: readonly string[];
  /** Whole-dollar price points this category sells at (all within $19-$129). */
  prices: readonly number[];
}

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

export const CMS_PLATFORMS: Record<string, readonly string[]> = {
  'blog-themes': ['Ghost', 'Statamic', 'Craft CMS', 'Hugo'],
  'news-sites': ['Drupal', 'Joomla', 'Ghost', 'Craft CMS'],
  magazines: ['Ghost', 'Drupal', 'Joomla', 'Craft CMS'],
  documentation: ['Hugo', 'Docusaurus', 'Statamic', 'Drupal'],
  'knowledge-base': ['Hugo', 'Drupal', 'Statamic', 'Joomla'],
  community: ['Drupal', 'Joomla', 'Ghost', 'Craft CMS'],
};

export const ECOMMERCE_PLATFORM_NAMES: Record<string, readonly string[]> = {
  woocommerce: ['WooCommerce Theme', 'WooCommerce Store Theme'],
  shopify: ['Shopify Store', 'Shopify Theme', 'Shopify OS 2.0 Theme'],
  opencart: ['OpenCart Template', 'OpenCart Theme'],
  magento: ['Magento 2 Theme', 'Magento Store Theme'],
  prestashop: ['PrestaShop Theme', 'PrestaShop 8 Theme'],
  bigcommerce: ['BigCommerce Theme', 'BigCommerce Stencil Theme'],
};

export const CATEGORY_PROFILES: Record<Category, CategoryProfile> = {
  wordpress: {
    kind: 'WordPress Theme',
    prices: [39, 44, 49, 54, 59, 59, 64, 69, 79],
    tags: ['wordpress', 'gutenberg', 'elementor', 'responsive', 'seo-friendly', 'retina-ready', 'translation-ready', 'dark-mode'],
    features: [
      'One-click demo import',
      'Full Site Editing and block patterns',
      'Elementor page builder support',
      'Fully responsive, mobile-first layouts',
      'Unlimited colors with a live customizer',
      'Translation ready with RTL support',
      'WPML and Polylang compatible',
      'Optimised for Core Web Vitals',
      'Schema markup for rich results',
      'Mega menu with icons and images',
      'Sticky header and smooth scroll',
      'Custom widgets and sidebars',
      'Child theme included',
      'Contact Form 7 styling',
      'Dark mode toggle',
      'Six header and four footer layouts',
      'Lifetime updates and six months of support',
    ],
  },
  ecommerce: {
    kind: 'Store Theme',
    prices: [59, 69, 79, 89, 99, 109, 119, 129],
    tags: ['ecommerce', 'online-store', 'responsive', 'conversion-optimized', 'mobile-first', 'multi-currency'],
    features: [
      'Quick view and quick add to cart',
      'Ajax cart drawer with free-shipping bar',
      'Product filters by size, color and price',
      'Mega menu with promotional banners',
      'Product image zoom and 360° gallery',
      'Wishlist and product compare',
      'Multi-currency and multi-language',
      'Size guide and product tabs',
      'Lookbook sections with shoppable hotspots',
      'Countdown timers for flash sales',
      'Customer reviews with photos',
      'Recently viewed and related products',
      'Newsletter popup with discount code',
      'Optimised checkout flow',
      'Sticky add-to-cart bar on mobile',
      'Blog and journal templates',
    ],
  },
  html: {
    kind: 'HTML Template',
    prices: [19, 24, 29, 29, 34, 39, 44, 49],
    tags: ['html5', 'css3', 'bootstrap-5', 'tailwind', 'responsive', 'no-jquery', 'sass', 'w3c-valid'],
    features: [
      'Built with HTML5, Sass and Bootstrap 5',
      'Tailwind CSS version included',
      'No jQuery, lightweight vanilla JavaScript',
      'W3C valid, semantic markup',
      'Retina-ready SVG icons',
      'Working AJAX contact form',
      'Smooth scroll animations',
      'Google Lighthouse score above 95',
      'Light and dark versions',
      'Well-commented code and documentation',
      'Gulp build workflow',
      'Cross-browser tested',
      'Free Google Fonts and icon sets',
      'Accessible, keyboard-friendly navigation',
    ],
  },
  marketing: {
    kind: 'Marketing Kit',
    prices: [19, 19, 24, 29, 29, 34, 39],
    tags: ['marketing', 'editable', 'print-ready', 'figma', 'canva', 'photoshop', 'brand-kit'],
    features: [
      'Fully editable layers',
      'Figma, Canva and Photoshop files',
      'Free fonts with download links',
      'Organised, named layers and groups',
      'Global color swatches',
      'Smart objects for drag-and-drop images',
      'Print-ready CMYK and web RGB versions',
      'Icon and illustration set included',
      'Step-by-step help guide',
      'Commercial license',
      'Light and dark variations',
      'Ready-made copy you can adapt',
    ],
  },
  cms: {
    kind: 'CMS Theme',
    prices: [29, 34, 39, 44, 49, 59, 69],
    tags: ['cms', 'responsive', 'seo-friendly', 'accessible', 'dark-mode', 'fast'],
    features: [
      'Fast, static-friendly templates',
      'Dark and light mode',
      'Built-in search',
      'Members and subscriptions support',
      'Multi-language content',
      'Accessible, WCAG 2.1 AA markup',
      'Custom page templates',
      'Reading time and progress bar',
      'Social sharing and Open Graph images',
      'Syntax highlighting for code',
      'Author profiles and archives',
      'Newsletter signup blocks',
      'Optimised images with lazy loading',
      'Detailed setup documentation',
    ],
  },
  plugins: {
    kind: 'Plugin',
    prices: [19, 24, 29, 39, 49, 59, 79, 99],
    tags: ['plugin', 'wordpress-plugin', 'lightweight', 'gutenberg-block', 'developer-friendly', 'gdpr'],
    features: [
      'Works with any WordPress theme',
      'Gutenberg block and shortcode',
      'Lightweight: loads only where needed',
      'Multisite compatible',
      'Developer hooks and REST API',
      'Import and export settings',
      'Role-based access control',
      'GDPR-friendly by default',
      'Translation ready',
      'Detailed logs and reports',
      'Clean, intuitive settings dashboard',
      'Automatic updates and priority support',
    ],
  },
};

/** Keyed `${category}/${subcategory}`; every pair of LISTING_SUBCATEGORIES has an entry (tested). */
export const SUBCATEGORY_PROFILES: Record<string, SubcategoryProfile> = {
  // ── WordPress ───────────────────────────────────────────────────────────────
  'wordpress/blog-magazine': {
    descriptors: ['Modern Magazine', 'Personal Blog', 'Lifestyle Blog', 'Editorial Magazine', 'Food Blog', 'Travel Blog', 'Viral News'],
    audiences: ['bloggers, writers and online magazines', 'independent publishers and lifestyle writers', 'travel and food bloggers who love great typography'],
    features: ['Ad-ready layout with banner slots', 'Post formats for video, audio and galleries', 'Reading progress bar and estimated reading time', 'Trending and popular posts widgets', 'Infinite scroll and load-more pagination', 'Newsletter signup blocks'],
    browse: [],
    tags: ['magazine', 'blog', 'news', 'editorial', 'typography'],
    layouts: ['magazine-grid', 'hero-centered', 'magazine-grid'],
    taglines: ['Stories worth your time', 'Ideas, stories and everyday inspiration', 'Read something good today', 'Notes from the road'],
  },
  'wordpress/business': {
    descriptors: ['Consulting Business', 'Small Business', 'Business Agency', 'Finance Advisor', 'Law Firm', 'Marketing Agency', 'Startup'],
    audiences: ['consultants, agencies and growing small businesses', 'accountants, lawyers and professional services', 'startups that need a credible web presence fast'],
    features: ['Service and case study templates', 'Appointment booking integration', 'Team and careers pages', 'Pricing tables and comparison blocks', 'Client logo carousel'],
    browse: [],
    tags: ['business', 'consulting', 'agency', 'professional', 'services'],
    layouts: ['hero-split', 'hero-centered', 'landing-bold'],
    taglines: ['Strategy that moves your business forward', 'Grow with advisors who get it', 'Smart solutions for ambitious teams', 'Your partner for what comes next'],
  },
  'wordpress/portfolio': {
    descriptors: ['Photography Portfolio', 'Designer Portfolio', 'Minimal Portfolio', 'Architect Portfolio', 'Freelancer Portfolio', 'Artist Showcase'],
    audiences: ['photographers, designers and illustrators', 'freelancers who want their work to speak first', 'architects and interior studios'],
    features: ['Masonry, grid and justified galleries', 'Fullscreen lightbox with captions', 'Project case study layouts', 'Client-proofing galleries', 'Hover effects and page transitions'],
    browse: [],
    tags: ['portfolio', 'photography', 'gallery', 'showcase', 'creative'],
    layouts: ['portfolio-masonry', 'hero-centered', 'portfolio-masonry'],
    taglines: ['Selected work, 2019 — today', 'Light, form and quiet moments', 'I design things people love to use', 'Spaces that feel like home'],
  },
  'wordpress/ecommerce': {
    descriptors: ['WooCommerce Shop', 'Fashion Store', 'Multipurpose Shop', 'Furniture Store', 'Organic Food Shop', 'Electronics Shop'],
    audiences: ['shop owners selling with WooCommerce', 'brands moving their store to WordPress', 'boutiques that want a polished storefront'],
    features: ['Full WooCommerce integration', 'Ajax product filters', 'Quick view and wishlist', 'Variation swatches', 'Mini cart and sticky add-to-cart'],
    browse: [],
    tags: ['woocommerce', 'shop', 'store', 'products', 'checkout'],
    layouts: ['product-grid', 'hero-split', 'product-grid'],
    taglines: ['New season, new favourites', 'Designed to be lived in', 'Fresh finds for every day', 'Free shipping on orders over $50'],
  },
  'wordpress/corporate': {
    descriptors: ['Corporate', 'Enterprise', 'Financial Services', 'Industrial Company', 'Logistics Company', 'Construction Company'],
    audiences: ['corporations, holdings and enterprise teams', 'industrial and logistics companies', 'finance and insurance firms'],
    features: ['Investor relations templates', 'Office locations with maps', 'Annual report and download blocks', 'Multi-level navigation', 'Careers portal with job listings'],
    browse: [],
    tags: ['corporate', 'enterprise', 'company', 'finance', 'professional'],
    layouts: ['hero-split', 'hero-centered', 'landing-bold'],
    taglines: ['Building the infrastructure of tomorrow', 'Trusted by industry leaders since 1998', 'Reliable results at global scale', 'Engineering progress, every day'],
  },
  'wordpress/creative': {
    descriptors: ['Creative Agency', 'Design Studio', 'Digital Agency', 'Branding Studio', 'Creative Portfolio', 'Motion Studio'],
    audiences: ['creative agencies and design studios', 'branding teams and art directors', 'digital studios that want to stand out'],
    features: ['Bold typography and animated headlines', 'Case study storytelling templates', 'Cursor and scroll effects', 'Video hero backgrounds', 'Award and press sections'],
    browse: [],
    tags: ['creative', 'agency', 'studio', 'bold', 'animation'],
    layouts: ['landing-bold', 'portfolio-masonry', 'hero-centered'],
    taglines: ['We make brands impossible to ignore', 'Design with a pulse', 'Ideas that move people', 'Bold work for brave brands'],
  },
  'wordpress/technology': {
    descriptors: ['SaaS Startup', 'IT Solutions', 'Tech Startup', 'App Landing', 'Cyber Security', 'AI Startup'],
    audiences: ['SaaS companies and software startups', 'IT service providers and MSPs', 'app makers launching their next release'],
    features: ['Product tour and feature grids', 'Pricing plans with monthly/yearly toggle', 'Changelog and roadmap templates', 'Integration directory layout', 'Dark UI screenshots showcase'],
    browse: [],
    tags: ['saas', 'technology', 'startup', 'software', 'app'],
    layouts: ['landing-bold', 'hero-split', 'hero-centered'],
    taglines: ['Ship faster with less busywork', 'The platform your team will actually use', 'Secure by design, simple by default', 'Automate the boring parts'],
  },
  'wordpress/health-medical': {
    descriptors: ['Medical Clinic', 'Dental Clinic', 'Health & Wellness', 'Yoga Studio', 'Pharmacy', 'Therapist'],
    audiences: ['clinics, dentists and medical practices', 'wellness coaches, yoga and fitness studios', 'therapists and health professionals'],
    features: ['Online appointment booking', 'Doctor profiles and schedules', 'Departments and services pages', 'Patient testimonials', 'Class timetable'],
    browse: [],
    tags: ['medical', 'health', 'clinic', 'wellness', 'booking'],
    layouts: ['hero-split', 'hero-centered'],
    taglines: ['Care that puts you first', 'Healthy smiles for the whole family', 'Breathe, move, feel better', 'Expert care, close to home'],
  },
  'wordpress/education': {
    descriptors: ['Online Course', 'University', 'School', 'LMS Education', 'Kindergarten', 'Tutoring'],
    audiences: ['schools, universities and course creators', 'teachers selling online courses', 'tutoring centers and academies'],
    features: ['LearnDash and Tutor LMS support', 'Course catalog with filters', 'Events and academic calendar', 'Instructor profiles', 'Student dashboard styling'],
    browse: [],
    tags: ['education', 'lms', 'courses', 'school', 'learning'],
    layouts: ['hero-split', 'magazine-grid', 'hero-centered'],
    taglines: ['Learn the skills that matter', 'Where curious minds grow', 'Your future starts here', 'Teach what you love'],
  },
  'wordpress/minimal': {
    descriptors: ['Minimal Blog', 'Clean Personal', 'Minimalist Writer', 'Simple Portfolio', 'Lightweight Blog'],
    audiences: ['writers who want nothing between them and their readers', 'minimalists and personal brands', 'anyone who likes fast, clean websites'],
    features: ['Under 50 KB page weight', 'Distraction-free reading mode', 'Beautiful typographic scale', 'Footnotes and pull quotes', 'No page builder required'],
    browse: [],
    tags: ['minimal', 'clean', 'lightweight', 'typography', 'simple'],
    layouts: ['hero-centered', 'magazine-grid', 'portfolio-masonry'],
    taglines: ['Less, but better', 'Quiet words, carefully chosen', 'Simple things, done well', 'Writing about craft and calm'],
  },
  // ── eCommerce ───────────────────────────────────────────────────────────────
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
  // ── HTML ────────────────────────────────────────────────────────────────────
  'html/landing-pages': {
    descriptors: ['SaaS Landing Page', 'App Landing Page', 'Product Launch', 'Startup Landing', 'Event Landing Page', 'Lead Generation'],
    audiences: ['startups launching a product', 'marketers running campaigns', 'app makers who need a page that converts'],
    features: ['Conversion-focused hero variants', 'Pricing tables and FAQ accordion', 'Mailchimp-ready signup forms', 'Testimonials and logo wall'],
    browse: [],
    tags: ['landing-page', 'saas', 'startup', 'conversion'],
    layouts: ['landing-bold', 'hero-split', 'hero-centered'],
    taglines: ['Launch faster. Grow smarter.', 'The all-in-one app for busy teams', 'Turn visitors into customers', 'Join 10,000+ happy teams'],
  },
  'html/portfolios': {
    descriptors: ['Personal Portfolio', 'Photographer Portfolio', 'Developer Portfolio', 'Designer Resume', 'Creative Portfolio'],
    audiences: ['designers, developers and photographers', 'freelancers and job seekers', 'creatives who want a site in an hour'],
    features: ['Filterable project gallery', 'Resume and timeline section', 'Animated skill bars', 'Project detail pages'],
    browse: [],
    tags: ['portfolio', 'resume', 'personal', 'gallery'],
    layouts: ['portfolio-masonry', 'hero-split', 'hero-centered'],
    taglines: ['Hi, I’m Alex — I design digital products', 'Stories told in light', 'I build fast, accessible websites', 'Work, play and everything between'],
  },
  'html/business': {
    descriptors: ['Corporate Business', 'Consulting', 'Agency', 'Finance', 'Real Estate', 'Construction'],
    audiences: ['small businesses and agencies', 'consultants and professional firms', 'real estate and construction companies'],
    features: ['Over 20 ready-made pages', 'Services and team sections', 'Blog and case study pages', 'Google Maps contact section'],
    browse: ['multipurpose'],
    tags: ['business', 'corporate', 'agency', 'multi-page'],
    layouts: ['hero-split', 'hero-centered', 'landing-bold'],
    taglines: ['Advice you can build a business on', 'Homes that fit your life', 'We build what others imagine', 'Numbers that tell a story'],
  },
  'html/one-page': {
    descriptors: ['One Page Parallax', 'Single Page Agency', 'One Page Portfolio', 'Restaurant One Page', 'Wedding One Page'],
    audiences: ['small teams that want everything on one page', 'restaurants, events and weddings', 'personal brands and side projects'],
    features: ['Scroll-spy navigation', 'Parallax sections', 'Animated counters', 'Single-file deployment'],
    browse: ['multipurpose'],
    tags: ['one-page', 'parallax', 'single-page', 'scroll'],
    layouts: ['hero-centered', 'landing-bold', 'hero-split'],
    taglines: ['Everything we do, on one page', 'Good food, good company', 'Two hearts, one day', 'Scroll down. Be amazed.'],
  },
  'html/coming-soon': {
    descriptors: ['Coming Soon', 'Under Construction', 'Countdown Launch', 'Maintenance Mode', 'Pre-launch Waitlist'],
    audiences: ['projects that are almost ready', 'startups collecting a waitlist', 'sites down for maintenance'],
    features: ['Countdown timer', 'Waitlist signup with validation', 'Animated gradient backgrounds', 'Social links and progress bar'],
    browse: [],
    tags: ['coming-soon', 'countdown', 'launch', 'maintenance'],
    layouts: ['hero-centered', 'landing-bold'],
    taglines: ['Something great is coming soon', 'We’re launching in 12 days', 'Back shortly — we’re tuning things up', 'Be the first to know'],
  },
  'html/404-pages': {
    descriptors: ['Creative 404 Error', 'Animated 404', 'Minimal Error', 'Illustrated 404', 'Space 404'],
    audiences: ['any site that deserves a friendlier error page', 'developers polishing the details', 'brands that keep their voice even on errors'],
    features: ['Ten error page variations', 'SVG illustrations', 'Search box and helpful links', 'Pure CSS animations'],
    browse: [],
    tags: ['404', 'error-page', 'illustration', 'animation'],
    layouts: ['hero-centered'],
    taglines: ['Oops! This page took a day off', 'Lost in space? Let’s get you home', '404 — nothing to see here', 'This page has wandered off'],
  },
  // ── Marketing ───────────────────────────────────────────────────────────────
  'marketing/email-marketing': {
    descriptors: ['Email Template Kit', 'Promotional Email Set', 'Welcome Email Series', 'Ecommerce Email Pack', 'Drip Campaign Templates'],
    audiences: ['marketers running email campaigns', 'online shops sending promotions', 'SaaS teams onboarding new users'],
    features: ['Mailchimp, Klaviyo and Campaign Monitor ready', 'Tested in 60+ email clients', 'Bulletproof buttons', 'Drag-and-drop builder files'],
    browse: [],
    tags: ['email', 'mailchimp', 'campaign', 'responsive-email'],
    layouts: ['newsletter'],
    taglines: ['Your weekly dose of good news', 'Welcome aboard — here’s 15% off', 'Don’t miss our biggest sale of the year'],
  },
  'marketing/newsletters': {
    descriptors: ['Newsletter Templates', 'Company Newsletter', 'Weekly Digest', 'Editorial Newsletter', 'Nonprofit Newsletter'],
    audiences: ['writers and creators with a newsletter', 'internal communication teams', 'nonprofits keeping supporters informed'],
    features: ['Modular content blocks', 'Dark mode email support', 'Substack and Beehiiv friendly', 'Plain-text versions included'],
    browse: [],
    tags: ['newsletter', 'email', 'digest', 'editorial'],
    layouts: ['newsletter'],
    taglines: ['The Monday Brief', 'This week in design', 'News from the team'],
  },
  'marketing/social-media': {
    descriptors: ['Instagram Post Pack', 'Social Media Kit', 'Instagram Stories Set', 'LinkedIn Carousel Kit', 'Pinterest Pin Templates'],
    audiences: ['brands growing on Instagram and LinkedIn', 'social media managers and creators', 'small businesses posting every day'],
    features: ['Posts, stories and carousel sizes', 'Editable in Canva and Figma', 'Animated story versions', 'Highlight cover icons'],
    browse: [],
    tags: ['instagram', 'social-media', 'stories', 'carousel'],
    layouts: ['poster'],
    taglines: ['Stop the scroll', 'New drop this Friday', 'Tips that actually work'],
  },
  'marketing/banners': {
    descriptors: ['Web Banner Ad Set', 'Google Display Ads', 'HTML5 Banner Kit', 'Sale Banner Pack', 'Retargeting Ad Set'],
    audiences: ['advertisers running display campaigns', 'agencies producing ads at scale', 'shops promoting seasonal sales'],
    features: ['All IAB standard sizes', 'Google Ads and Meta ready', 'Animated HTML5 versions', 'Static PNG and JPG exports'],
    browse: [],
    tags: ['banner', 'display-ads', 'google-ads', 'advertising'],
    layouts: ['poster'],
    taglines: ['Summer sale — up to 50% off', 'Try it free for 30 days', 'Limited time offer'],
  },
  'marketing/flyers': {
    descriptors: ['Event Flyer', 'Business Flyer Set', 'Party Flyer', 'Real Estate Flyer', 'Restaurant Menu Flyer'],
    audiences: ['event organisers and venues', 'small businesses promoting locally', 'restaurants and cafés'],
    features: ['A4, A5 and US Letter sizes', '3 mm bleed and crop marks', 'Matching social media versions', 'Easy text and photo replacement'],
    browse: [],
    tags: ['flyer', 'print', 'event', 'poster'],
    layouts: ['poster'],
    taglines: ['Live music every Friday', 'Grand opening this weekend', 'Open house — Sunday 2 to 5 pm'],
  },
  'marketing/brochures': {
    descriptors: ['Trifold Brochure', 'Company Profile Brochure', 'Bifold Brochure', 'Product Catalog', 'Annual Report'],
    audiences: ['companies presenting their services', 'sales teams and trade shows', 'agencies producing print for clients'],
    features: ['12-page and 24-page versions', 'InDesign and Affinity files', 'Master pages and paragraph styles', 'Infographic elements'],
    browse: [],
    tags: ['brochure', 'print', 'catalog', 'indesign'],
    layouts: ['poster'],
    taglines: ['Company profile 2025', 'Our services at a glance', 'The product catalog'],
  },
  // ── CMS ─────────────────────────────────────────────────────────────────────
  'cms/blog-themes': {
    descriptors: ['Personal Blog', 'Minimal Blog', 'Photo Blog', 'Tech Blog', 'Food Blog'],
    audiences: ['writers, developers and photographers', 'creators building an audience', 'anyone who loves a fast blog'],
    features: ['Featured posts slider', 'Tag and author archives', 'Related posts', 'Comments integration'],
    browse: [],
    tags: ['blog', 'writing', 'personal'],
    layouts: ['magazine-grid', 'hero-centered'],
    taglines: ['Thoughts on code, design and life', 'A blog about slow living', 'Recipes from a tiny kitchen'],
  },
  'cms/news-sites': {
    descriptors: ['News Portal', 'Breaking News', 'Local News', 'Sports News', 'Business News'],
    audiences: ['newsrooms and online publishers', 'local news sites', 'sports and business news outlets'],
    features: ['Breaking news ticker', 'Live blog template', 'Category color coding', 'Ad slots and sponsored content'],
    browse: [],
    tags: ['news', 'newspaper', 'publishing', 'breaking-news'],
    layouts: ['magazine-grid'],
    taglines: ['Today’s top stories', 'Live: all the latest updates', 'News you can trust'],
  },
  'cms/magazines': {
    descriptors: ['Online Magazine', 'Fashion Magazine', 'Culture Magazine', 'Travel Magazine', 'Design Journal'],
    audiences: ['digital magazines and editorial teams', 'fashion and culture publications', 'design and travel journals'],
    features: ['Long-form feature layouts', 'Issue and edition archives', 'Full-bleed photo essays', 'Paywall-ready templates'],
    browse: ['multi-author'],
    tags: ['magazine', 'editorial', 'long-form', 'publishing'],
    layouts: ['magazine-grid', 'hero-centered'],
    taglines: ['The autumn issue', 'Culture, style and ideas', 'Slow travel, deep stories'],
  },
  'cms/documentation': {
    descriptors: ['Documentation', 'API Docs', 'Developer Docs', 'Product Manual', 'Handbook'],
    audiences: ['software teams documenting products', 'open-source maintainers', 'API providers'],
    features: ['Sidebar navigation with versions', 'Code blocks with copy button', 'Instant full-text search', 'Callouts, tabs and steps'],
    browse: ['multi-author'],
    tags: ['documentation', 'docs', 'api', 'developer'],
    layouts: ['docs-sidebar'],
    taglines: ['Everything you need to get started', 'Build with our API', 'The team handbook'],
  },
  'cms/knowledge-base': {
    descriptors: ['Knowledge Base', 'Help Center', 'Support Portal', 'FAQ Center', 'Customer Wiki'],
    audiences: ['support teams and help desks', 'SaaS products with many users', 'companies building internal wikis'],
    features: ['Article voting and feedback', 'Category tiles with icons', 'Contact support fallback', 'Multi-author article workflow'],
    browse: ['multi-author'],
    tags: ['knowledge-base', 'help-center', 'support', 'faq', 'wiki'],
    layouts: ['docs-sidebar', 'hero-centered'],
    taglines: ['How can we help?', 'Answers, guides and tips', 'Find answers fast'],
  },
  'cms/community': {
    descriptors: ['Community Forum', 'Membership Community', 'Club Portal', 'Discussion Board', 'Creator Community'],
    audiences: ['communities, clubs and member organisations', 'creators building paid memberships', 'product teams running forums'],
    features: ['Member profiles and badges', 'Discussion threads and replies', 'Events and meetups calendar', 'Paid membership tiers'],
    browse: ['multi-author'],
    tags: ['community', 'forum', 'membership', 'social'],
    layouts: ['magazine-grid', 'hero-split'],
    taglines: ['Where makers meet', 'Join the conversation', 'Your club, online'],
  },
  // ── Plugins ─────────────────────────────────────────────────────────────────
  'plugins/security': {
    descriptors: ['Firewall & Malware Scanner', 'Login Security', 'Two-Factor Authentication', 'Security Suite', 'Activity Log & Audit'],
    audiences: ['site owners who want to sleep at night', 'agencies managing many client sites', 'stores that must stay secure'],
    features: ['Web application firewall', 'Malware and file-change scanning', 'Two-factor login', 'Brute-force protection', 'Real-time threat alerts'],
    browse: [],
    tags: ['security', 'firewall', 'malware', '2fa'],
    layouts: ['dashboard', 'hero-split'],
    taglines: ['Stop attacks before they start', 'Security you can set and forget'],
  },
  'plugins/performance': {
    descriptors: ['Page Speed Optimizer', 'Cache & CDN', 'Image Optimizer', 'Database Cleaner', 'Lazy Load Pro'],
    audiences: ['anyone chasing a green Core Web Vitals report', 'busy stores with heavy pages', 'agencies tuning client sites'],
    features: ['Page and browser caching', 'CSS and JavaScript minification', 'WebP and AVIF image conversion', 'Database cleanup scheduler', 'Critical CSS generation'],
    browse: [],
    tags: ['performance', 'cache', 'speed', 'core-web-vitals'],
    layouts: ['dashboard', 'landing-bold'],
    taglines: ['Make your site fly', 'A faster site in one click'],
  },
  'plugins/seo-tools': {
    descriptors: ['SEO Toolkit', 'Schema Markup Generator', 'Sitemap & Redirects', 'Keyword Tracker', 'Local SEO'],
    audiences: ['bloggers and marketers who want more traffic', 'local businesses', 'SEO agencies'],
    features: ['XML sitemaps', 'Schema markup builder', 'Redirect manager and 404 monitor', 'Content analysis with keyword hints', 'Open Graph previews'],
    browse: [],
    tags: ['seo', 'schema', 'sitemap', 'search'],
    layouts: ['dashboard', 'hero-split'],
    taglines: ['Rank higher without the guesswork', 'SEO made simple'],
  },
  'plugins/forms': {
    descriptors: ['Drag & Drop Form Builder', 'Contact Form Pro', 'Survey & Quiz Builder', 'Multi-Step Forms', 'Booking Forms'],
    audiences: ['anyone who needs forms that just work', 'marketers collecting leads', 'businesses taking bookings and payments'],
    features: ['Drag-and-drop builder', 'Conditional logic', 'Spam protection with honeypot and reCAPTCHA', 'Stripe and PayPal payments', 'Email notifications and autoresponders'],
    browse: [],
    tags: ['forms', 'contact-form', 'survey', 'lead-generation'],
    layouts: ['dashboard', 'hero-split'],
    taglines: ['Forms your visitors love to fill in', 'Build any form in minutes'],
  },
  'plugins/e-commerce': {
    descriptors: ['Checkout Add-ons for WooCommerce', 'Product Bundles', 'Wishlist for WooCommerce', 'Smart Upsells', 'Dynamic Pricing'],
    audiences: ['WooCommerce store owners', 'shops that want a bigger average order', 'B2B sellers with custom pricing'],
    features: ['One-click upsells', 'Product bundles and discounts', 'Dynamic pricing rules', 'Abandoned cart recovery', 'Checkout field editor'],
    browse: [],
    tags: ['woocommerce', 'checkout', 'upsell', 'sales'],
    layouts: ['dashboard', 'landing-bold'],
    taglines: ['Sell more to every customer', 'Checkout, upgraded'],
  },
  'plugins/social-media': {
    descriptors: ['Social Sharing Buttons', 'Instagram Feed', 'Auto Poster', 'Social Login', 'Click-to-Tweet'],
    audiences: ['bloggers who want more shares', 'brands showing their social feeds', 'publishers automating social posts'],
    features: ['Floating share bar', 'Instagram and TikTok feeds', 'Scheduled auto-posting', 'Share counts and analytics', 'Social login buttons'],
    browse: [],
    tags: ['social', 'sharing', 'instagram', 'feeds'],
    layouts: ['dashboard', 'hero-split'],
    taglines: ['Get shared everywhere', 'Your feed, on your site'],
  },
};

/** Descriptive words added to tags, whatever the category. */
export const GENERIC_TAGS = ['modern', 'clean', 'professional', 'elegant', 'minimal', 'colorful', 'fast', 'accessible', 'customizable', 'premium'] as const;

/** Description building blocks. `{brand}`, `{kind}`, `{audience}`, `{adjective}` (with its article), `{f1}`.. are filled in. */
export const DESCRIPTION_OPENINGS = [
  '{brand} is {adjective} {kind} built for {audience}.',
  'Meet {brand}: {adjective} {kind} designed for {audience}.',
  'Built for {audience}, {brand} is {adjective} {kind} that looks sharp on every screen.',
  '{brand} gives {audience} {adjective} {kind} that is ready in an afternoon.',
  'If you need {adjective} {kind}, {brand} was made for {audience}.',
] as const;

export const DESCRIPTION_MIDDLES = [
  'It ships with {f1} and {f2}, so you can focus on your content instead of code.',
  'Highlights include {f1}, {f2} and {f3}.',
  'Every page is carefully crafted, with {f1} and {f2} out of the box.',
  'You get {f1}, {f2} and a lot of thoughtful details.',
  'From {f1} to {f2}, everything you need is already in place.',
] as const;

export const DESCRIPTION_CLOSINGS = [
  'Clean, well-commented code and detailed documentation make customisation painless.',
  'Free updates and friendly support are included.',
  'Import the demo content in one click and make it yours.',
  'Swap the colors and fonts in minutes to match your brand.',
  'Designed to load fast and rank well from day one.',
] as const;

export const DESCRIPTION_ADJECTIVES = ['modern', 'clean', 'beautifully crafted', 'flexible', 'elegant', 'bold', 'lightweight', 'polished', 'versatile', 'stylish'] as const;
