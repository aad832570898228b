// platformPackage: the download package of a template for the platform its category names, from the content of its demo.
import { platformFacts } from '@tm/contracts/platforms';
import type { PackageBody, PackageOptions, PackageSource, PlatformPackage } from './common/platform-types';
import { ghostThemePackage } from './ghost-theme/theme';
import { IMAGES_DIR, starterSiteFiles } from './html/starter-site';
import { marketingKitPackage } from './marketing-kit/kit';
import { shopifyThemePackage } from './shopify-theme/theme';
import { wordpressPluginPackage } from './wordpress-plugin/plugin';
import { wordpressThemePackage } from './wordpress-theme/theme';

/**
 * The package of a template with a design, for the platform @tm/contracts/platforms names (the
 * detail page shows the same facts): a WordPress block theme (wordpress, ecommerce/woocommerce), a
 * WordPress plugin (plugins), a Shopify theme (ecommerce/shopify), a Ghost theme (cms), a marketing
 * kit (marketing), or the static HTML site (html, and the other store platforms as a design to port:
 * decision 040). The same template and options give the same bytes; async because the marketing
 * kit's PDF is written by pdf-lib.
 */
export async function platformPackage(template: PackageSource, options: PackageOptions = {}): Promise<PlatformPackage> {
  const facts = platformFacts(template.category, template.subcategory);
  return { ...facts, ...(await bodyOf(template, options, facts.platform)) };
}

async function bodyOf(template: PackageSource, options: PackageOptions, platform: PlatformPackage['platform']): Promise<PackageBody> {
  switch (platform) {
    case 'wordpress-block-theme':
      return wordpressThemePackage(template, options);
    case 'wordpress-plugin':
      return wordpressPluginPackage(template, options);
    case 'shopify-theme':
      return shopifyThemePackage(template, options);
    case 'ghost-theme':
      return ghostThemePackage(template, options);
    case 'marketing-kit':
      return marketingKitPackage(template);
    default:
      return htmlSite(template);
  }
}

function htmlSite(template: PackageSource): PackageBody {
  return {
    folder: '',
    files: starterSiteFiles(template),
    contents: [
      { path: 'index.html', what: 'the home page of your starter site: plain HTML and CSS, no build step, no JavaScript' },
      { path: 'designs.html', what: 'every page design of the template, side by side' },
      { path: `${IMAGES_DIR}/`, what: 'the favicon, the preview and the page designs as SVG files (editable in any vector editor)' },
    ],
  };
}
