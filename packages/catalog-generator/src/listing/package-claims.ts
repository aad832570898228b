// What a listing may say a package holds: its page count and its features, each tied to the file (and marker) that holds it.
import type { Category } from '@tm/contracts/catalog';
import { platformFacts, storeTargetOf, type PackagePlatform } from '@tm/contracts/platforms';
import { BANNER_SIZES, SOCIAL_SIZES } from '../packages/marketing-kit/artboards';
import { purposeOf } from '../packages/wordpress-plugin/purposes';
import { withArticle } from '../drafts/wording';

/**
 * One thing a listing says of its package, and where the package holds it: files matching `files`
 * (paths inside the package's folder), exactly `count` of them when given, one of them containing
 * `marker` when given. The package builders make exactly these files; `listing-promises.spec.ts`
 * builds the packages and checks every claim against them.
 */
export interface PackageClaim {
  text: string;
  files: RegExp;
  count?: number;
  marker?: string;
}

/** What a listing may promise: its pages (always listed first) and the features it may pick from. */
export interface PackageClaims {
  platform: PackagePlatform;
  /** The page count, as a feature whose text starts with the number ("8 page templates: …"). */
  pages: PackageClaim & { count: number };
  /** Every feature the package has; a listing shows some of them. */
  features: PackageClaim[];
}

/** What the claims are drawn from: a draft or a stored row, without building anything (a draft costs no package). */
export interface ClaimSource {
  category: Category;
  subcategory: string;
  design: { sections: readonly string[] } | null;
  screenshots: readonly string[];
}

/** At most this many page designs go in an HTML package (starter-site.ts bounds hand-edited rows the same way). */
export const MAX_PAGE_DESIGNS = 12;

/** The claims of a template's generated package, by the platform @tm/contracts/platforms names for it. */
export function packageClaims(source: ClaimSource): PackageClaims {
  const { platform } = platformFacts(source.category, source.subcategory);
  switch (platform) {
    case 'wordpress-block-theme':
      return { platform, ...wordpressTheme(isShop(source)) };
    case 'wordpress-plugin':
      return { platform, ...wordpressPlugin(source.subcategory) };
    case 'shopify-theme':
      return { platform, ...SHOPIFY };
    case 'ghost-theme':
      return { platform, ...GHOST };
    case 'marketing-kit':
      return { platform, ...marketingKit(source.subcategory) };
    default:
      return { platform, ...htmlSite(source) };
  }
}

/** A shop theme: WooCommerce templates and support (as wordpress-theme/theme.ts decides). */
function isShop(source: Pick<ClaimSource, 'category' | 'subcategory'>): boolean {
  return (
    (source.category === 'ecommerce' && source.subcategory === 'woocommerce') ||
    (source.category === 'wordpress' && source.subcategory === 'ecommerce')
  );
}

function wordpressTheme(shop: boolean): Omit<PackageClaims, 'platform'> {
  return {
    pages: {
      text: shop
        ? '12 page templates: front page, blog, post, page, archive, search, 404, index, and the WooCommerce product, shop, cart and checkout pages'
        : '8 page templates: front page, blog, post, page, archive, search, 404 and index',
      files: /^templates\/[^/]+\.html$/,
      count: shop ? 12 : 8,
    },
    features: [
      { text: 'Block theme: every template and part editable in the Site Editor', files: /^templates\/index\.html$/, marker: '<!-- wp:' },
      { text: 'Colours, font and widths in theme.json global styles', files: /^theme\.json$/, marker: '"palette"' },
      { text: 'Header and footer template parts', files: /^parts\/(header|footer)\.html$/, count: 2 },
      { text: 'Navigation block built from the demo’s menu', files: /^parts\/header\.html$/, marker: 'wp:navigation' },
      {
        text: `7 block patterns: hero, features, services, ${shop ? 'products' : 'posts'}, testimonials, pricing and call to action`,
        files: /^patterns\/[^/]+\.php$/,
        count: 7,
      },
      {
        text: 'Translation ready: every pattern text through the theme’s text domain',
        files: /^patterns\/[^/]+\.php$/,
        marker: 'esc_html_e(',
      },
      { text: 'Theme screenshot for Appearance → Themes (1200×900)', files: /^screenshot\.png$/ },
      { text: 'readme.txt in the WordPress.org format', files: /^readme\.txt$/, marker: '== Description ==' },
      ...(shop
        ? [
            {
              text: 'WooCommerce support declared in functions.php',
              files: /^functions\.php$/,
              marker: "add_theme_support( 'woocommerce' )",
            },
            {
              text: 'Product, shop, cart and checkout templates built from WooCommerce blocks',
              files: /^templates\/(single-product|archive-product|page-cart|page-checkout)\.html$/,
              count: 4,
              marker: 'woocommerce/',
            },
            { text: 'Mini cart and account links in the header', files: /^parts\/header\.html$/, marker: 'woocommerce/mini-cart' },
          ]
        : []),
    ],
  };
}

/** What a plugin does, as a thing it has (its purpose's summary follows the colon). */
const PURPOSE_TITLES: Record<string, string> = {
  security: 'Site hardening',
  performance: 'Lighter pages',
  'seo-tools': 'Meta and Open Graph tags',
  forms: 'A contact form',
  'e-commerce': 'A free-shipping message in the cart',
  'social-media': 'Share links under posts',
};

function wordpressPlugin(subcategory: string): Omit<PackageClaims, 'platform'> {
  const purpose = purposeOf(subcategory);
  const module = /^includes\/class-[^/]+-module\.php$/;
  const settings = /^includes\/class-[^/]+-settings\.php$/;
  return {
    pages: { text: '1 settings page in the WordPress dashboard', files: settings, count: 1 },
    features: [
      {
        text: `${PURPOSE_TITLES[subcategory] ?? PURPOSE_TITLES.performance}: ${purpose.summary.replace(/\s*\([^)]*\{P\}[^)]*\)/g, '')}`,
        files: module,
        marker: `settings['${purpose.fields[0]!.id}']`,
      },
      ...purpose.fields.map((field) => ({
        text: `${field.label}${field.type === 'checkbox' ? ', switched on or off in its settings' : ', set in its settings'}`,
        files: settings,
        marker: `'${field.id}'`,
      })),
      ...(purpose.hooks.includes('add_shortcode(')
        ? [{ text: 'Shortcode to place the form on any page', files: module, marker: 'add_shortcode(' }]
        : []),
      { text: 'Settings saved with a nonce and checked for the manage_options capability', files: settings, marker: 'manage_options' },
      { text: 'Clean uninstall: removes its saved options', files: /^uninstall\.php$/, marker: 'delete_option(' },
      { text: 'Translation template (.pot) for your language', files: /^languages\/[^/]+\.pot$/, count: 1 },
      { text: 'readme.txt in the WordPress.org format', files: /^readme\.txt$/, marker: '== Description ==' },
    ],
  };
}

const SHOPIFY: Omit<PackageClaims, 'platform'> = {
  pages: {
    text: '19 page templates: home, product, collection, collections list, cart, page, blog, article, search, 404, password, gift card and 7 customer account pages',
    files: /^templates\/.+\.(json|liquid)$/,
    count: 19,
  },
  features: [
    { text: 'Online Store 2.0 JSON templates', files: /^templates\/index\.json$/, marker: '"sections"' },
    {
      text: '5 home page sections: image banner, featured collection, multicolumn, testimonials and rich text',
      files: /^sections\/(image-banner|featured-collection|multicolumn|testimonials|rich-text)\.liquid$/,
      count: 5,
    },
    { text: 'Every section editable in the theme editor', files: /^sections\/[^/]+\.liquid$/, marker: '{% schema %}' },
    { text: 'Colours and font in Theme settings', files: /^config\/settings_schema\.json$/, marker: 'color_primary' },
    {
      text: '7 customer account pages: login, register, account, order, addresses, activation and password reset',
      files: /^templates\/customers\/[^/]+\.liquid$/,
      count: 7,
    },
    { text: 'Password page for a store before launch', files: /^layout\/password\.liquid$/ },
    { text: 'Product card and price snippets', files: /^snippets\/(product-card|price)\.liquid$/, count: 2 },
    { text: 'Storefront texts in a locale file, ready to translate', files: /^locales\/en\.default\.json$/ },
  ],
};

const GHOST: Omit<PackageClaims, 'platform'> = {
  pages: { text: '6 page templates: home, post, page, tag, author and error', files: /^(?!default\.hbs$)[^/]+\.hbs$/, count: 6 },
  features: [
    { text: 'Home page title, text and button label in Settings → Design', files: /^package\.json$/, marker: '"hero_title"' },
    { text: 'Navigation from Ghost’s primary and secondary menus', files: /^partials\/(header|footer)\.hbs$/, marker: '{{navigation' },
    { text: 'Reading time and author on every post', files: /\.hbs$/, marker: 'reading_time' },
    { text: 'Tag and author archives', files: /^(tag|author)\.hbs$/, count: 2 },
    { text: 'Wide and full-width image cards', files: /^assets\/css\/screen\.css$/, marker: 'kg-width-full' },
    { text: 'Comments on posts (Ghost’s native comments)', files: /^post\.hbs$/, marker: '{{comments}}' },
    { text: 'Pagination on the home and archive pages', files: /\.hbs$/, marker: '{{pagination}}' },
    { text: 'Post card partial shared by every list', files: /^partials\/post-card\.hbs$/ },
  ],
};

function marketingKit(subcategory: string): Omit<PackageClaims, 'platform'> {
  const sources = (name: string) => ({ text: `Editable SVG source of every ${name}`, files: /^source\/[^/]+\.svg$/ });
  switch (subcategory) {
    case 'email-marketing':
    case 'newsletters': {
      const first = subcategory === 'newsletters' ? 'a newsletter issue' : 'a campaign';
      return {
        pages: { text: `2 responsive HTML emails: ${first} and a welcome email`, files: /^emails\/[^/]+\.html$/, count: 2 },
        features: [
          {
            text: '600 px table layout with inline CSS, for any email tool',
            files: /^emails\/[^/]+\.html$/,
            marker: 'role="presentation"',
          },
          { text: 'Dark mode colours', files: /^emails\/[^/]+\.html$/, marker: 'prefers-color-scheme: dark' },
          { text: 'Hidden preheader text', files: /^emails\/[^/]+\.html$/, marker: 'display:none;max-height:0' },
          { text: 'Header picture as PNG (1200×480)', files: /^images\/email-header\.png$/ },
          sources('picture'),
        ],
      };
    }
    case 'banners':
      return {
        pages: {
          text: `${BANNER_SIZES.length} display banners in the IAB sizes ${BANNER_SIZES.map((b) => `${b.width}×${b.height}`).join(', ')}`,
          files: /^source\/banner-[^/]+\.svg$/,
          count: BANNER_SIZES.length,
        },
        features: [
          { text: 'PNG of every banner, ready to upload', files: /^images\/banner-[^/]+\.png$/, count: BANNER_SIZES.length },
          sources('banner'),
        ],
      };
    case 'flyers':
      return {
        pages: { text: '1 print-ready A4 flyer page', files: /^source\/flyer[^/]*\.svg$/, count: 1 },
        features: [
          { text: 'Print PDF with 3 mm bleed and an embedded font', files: /^print\/flyer\.pdf$/ },
          { text: 'PNG preview at twice the size', files: /^images\/flyer\.png$/ },
          sources('page'),
        ],
      };
    case 'brochures':
      return {
        pages: { text: '2 print-ready A4 brochure pages', files: /^source\/brochure-page-\d+\.svg$/, count: 2 },
        features: [
          { text: 'Print PDF with 3 mm bleed and an embedded font', files: /^print\/brochure\.pdf$/ },
          { text: 'PNG preview of every page', files: /^images\/brochure-page-\d+\.png$/, count: 2 },
          sources('page'),
        ],
      };
    default:
      return {
        pages: {
          text: `${SOCIAL_SIZES.length} social images: a square post, a story, a link preview and an X header`,
          files: /^source\/[^/]+\.svg$/,
          count: SOCIAL_SIZES.length,
        },
        features: [
          { text: 'PNG of every image in its platform’s size', files: /^images\/[^/]+\.png$/, count: SOCIAL_SIZES.length },
          sources('image'),
        ],
      };
  }
}

/** The HTML sections of the home page (demo/sections.ts) a listing may name, by what marks them in index.html. */
const HTML_SECTIONS: Record<string, [text: string, marker: string]> = {
  pricing: ['Pricing table section', 'id="pricing"'],
  testimonial: ['Testimonials section', 'class="quotes"'],
  faq: ['FAQ section with expandable answers', 'class="faq"'],
  contact: ['Contact section with address, phone and email', 'id="contact"'],
  gallery: ['Picture gallery section', 'id="gallery"'],
  team: ['Team section', 'class="team"'],
  stats: ['Key figures section', 'class="stats"'],
  services: ['Services section', 'id="services"'],
  posts: ['Latest posts section', 'id="posts"'],
  products: ['Product grid section', 'id="shop"'],
  countdown: ['Launch countdown section', 'class="countdown"'],
  newsletter: ['Newsletter signup section', 'class="subscribe"'],
  logos: ['Logo strip section', 'class="logos"'],
};

function htmlSite(source: ClaimSource): Omit<PackageClaims, 'platform'> {
  const designs = Math.min(Math.max(source.screenshots.length, 1), MAX_PAGE_DESIGNS);
  const target = storeTargetOf(source.category, source.subcategory);
  const shop = source.category === 'ecommerce';
  // Sections the live demo shows of its design (demo/live-preview.ts keeps the design's own sections
  // when it has a hero and more than two; only those are named).
  const sections =
    source.design && source.design.sections.includes('hero') && source.design.sections.length > 2 ? source.design.sections : [];
  return {
    pages: {
      text: `2 HTML pages: the home page and a gallery of the ${designs} page designs`,
      files: /^[^/]+\.html$/,
      count: 2,
    },
    features: [
      { text: `${designs} page designs as editable SVG files`, files: /^assets\/images\/screenshot-\d+\.svg$/, count: designs },
      { text: 'Plain HTML and CSS: no build step, no JavaScript', files: /^index\.html$/, marker: '<style>' },
      { text: 'Colours in CSS variables, changed in one place', files: /^index\.html$/, marker: '--primary' },
      { text: 'Responsive layout down to phone width', files: /^index\.html$/, marker: '@media' },
      ...(target
        ? [
            {
              text: `The look of ${withArticle(target)} store, to build your ${target} theme from`,
              files: /^designs\.html$/,
              marker: '<img',
            },
          ]
        : []),
      ...(shop ? [] : [{ text: 'Favicon in the design’s colour', files: /^assets\/images\/favicon\.svg$/ }]),
      ...sections
        .filter((s) => HTML_SECTIONS[s])
        .map((s) => ({ text: HTML_SECTIONS[s]![0], files: /^index\.html$/, marker: HTML_SECTIONS[s]![1] })),
    ],
  };
}
