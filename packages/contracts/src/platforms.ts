// Decisions 039, 040: the platform a template's download is made for, and what it works with, as the
// detail page shows it and the generated packages are built for. Zod-free (the storefront's detail
// page imports it).
import type { Category } from './catalog';

export const PACKAGE_PLATFORMS = [
  'wordpress-block-theme',
  'wordpress-plugin',
  'shopify-theme',
  'ghost-theme',
  'marketing-kit',
  'html-site',
] as const;
export type PackagePlatform = (typeof PACKAGE_PLATFORMS)[number];

/** What each platform's download is, as the editor's select and the detail page name it. */
export const PACKAGE_PLATFORM_LABELS: Record<PackagePlatform, string> = {
  'wordpress-block-theme': 'WordPress block theme',
  'wordpress-plugin': 'WordPress plugin',
  'shopify-theme': 'Shopify theme',
  'ghost-theme': 'Ghost theme',
  'marketing-kit': 'Marketing kit',
  'html-site': 'HTML site',
};

export interface PlatformFacts {
  platform: PackagePlatform;
  /** What the download is, e.g. 'WordPress block theme'. */
  label: string;
  /** What it installs on and works with, e.g. ['WordPress 6.4+', 'WooCommerce 9.x', 'PHP 7.4+']. */
  compatibility: string[];
  /** Said next to it where a buyer could expect more (an HTML design for a shop platform without a native theme). */
  note?: string;
}

const WORDPRESS = ['WordPress 6.4+', 'PHP 7.4+'];
const SHOP_PLATFORM_NAMES: Record<string, string> = {
  opencart: 'OpenCart',
  magento: 'Magento',
  prestashop: 'PrestaShop',
  bigcommerce: 'BigCommerce',
};
const MARKETING: Record<string, string[]> = {
  'email-marketing': ['Any HTML email tool (Mailchimp, Brevo, Klaviyo…)', 'Responsive, 600 px'],
  newsletters: ['Any HTML email tool (Mailchimp, Brevo, Klaviyo…)', 'Responsive, 600 px'],
  'social-media': ['Instagram, Facebook, LinkedIn, X', 'PNG and editable SVG'],
  banners: ['Standard IAB display sizes', 'PNG and editable SVG'],
  flyers: ['Print-ready PDF', 'Editable SVG'],
  brochures: ['Print-ready PDF', 'Editable SVG'],
};

/**
 * The store platform an ecommerce template is an HTML design for (no package of its own can be made
 * and checked for it: decision 040), or null when the download is that platform's own package.
 */
export function storeTargetOf(category: Category, subcategory: string): string | null {
  return category === 'ecommerce' ? (SHOP_PLATFORM_NAMES[subcategory] ?? null) : null;
}

/** The platform of a template's generated download (an uploaded ZIP is whatever its seller made). */
export function platformFacts(category: Category, subcategory: string): PlatformFacts {
  switch (category) {
    case 'wordpress':
      return {
        platform: 'wordpress-block-theme',
        label: 'WordPress block theme',
        compatibility: subcategory === 'ecommerce' ? [...WORDPRESS, 'WooCommerce 9.x'] : WORDPRESS,
      };
    case 'plugins':
      return { platform: 'wordpress-plugin', label: 'WordPress plugin', compatibility: WORDPRESS };
    case 'cms':
      return { platform: 'ghost-theme', label: 'Ghost theme', compatibility: ['Ghost 5.x'] };
    case 'marketing':
      return { platform: 'marketing-kit', label: 'Marketing kit', compatibility: MARKETING[subcategory] ?? ['PNG and editable SVG'] };
    case 'ecommerce': {
      if (subcategory === 'woocommerce')
        return { platform: 'wordpress-block-theme', label: 'WooCommerce block theme', compatibility: [...WORDPRESS, 'WooCommerce 9.x'] };
      if (subcategory === 'shopify')
        return { platform: 'shopify-theme', label: 'Shopify theme', compatibility: ['Shopify Online Store 2.0'] };
      const target = storeTargetOf(category, subcategory) ?? 'store';
      return {
        platform: 'html-site',
        label: `HTML design for ${target}`,
        compatibility: ['Any web host', 'HTML5 & CSS3'],
        note: `An HTML and CSS design of a ${target} store's look, to build your ${target} theme from: not a theme that installs on ${target}.`,
      };
    }
    default:
      return { platform: 'html-site', label: 'HTML site', compatibility: ['Any web host', 'HTML5 & CSS3'] };
  }
}

/** GET /api/templates/:slugOrId/package (decisions 039, 051): what the download holds, as the detail page lists it. */
export interface TemplatePackageFacts {
  /** Files in the ZIP a buyer gets (an uploaded ZIP's own; a generated package's, README and LICENSE included). */
  fileCount: number;
  /** The ZIP's size in bytes. */
  sizeBytes: number;
  /** Its top level, the first PACKAGE_FACTS_MAX_ENTRIES of it: a file (files: 1, folder: false) or a folder with how many files it holds. */
  entries: Array<{ name: string; files: number; folder: boolean }>;
  /** How many entries the top level has in all (entries may list fewer). */
  topLevelCount: number;
}

/**
 * The answer while a generated package's facts are being counted (202): they are built by the job
 * workers, never by the request (decision 051); ask again shortly.
 */
export interface PendingPackageFacts {
  status: 'pending';
}
export const PACKAGE_FACTS_RETRY_MS = 1_500;

/** The top-level entries a package's facts list at most: the answer stays small whatever the ZIP holds. */
export const PACKAGE_FACTS_MAX_ENTRIES = 50;

/** Bytes as a buyer reads them: 840 KB, 2.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
