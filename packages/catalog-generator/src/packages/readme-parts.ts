// Each platform's README parts, from its own folder.
import type { PackagePlatform } from '@tm/contracts/platforms';
import type { PlatformReadmeParts } from './common/readme-parts';
import { ghostThemeReadme } from './ghost-theme/readme';
import { htmlSiteReadme } from './html/readme';
import { marketingKitReadme } from './marketing-kit/readme';
import { shopifyThemeReadme } from './shopify-theme/readme';
import { wordpressPluginReadme } from './wordpress-plugin/readme';
import { wordpressThemeReadme } from './wordpress-theme/readme';

export const README_PARTS: Readonly<Record<PackagePlatform, PlatformReadmeParts>> = {
  'wordpress-block-theme': wordpressThemeReadme,
  'wordpress-plugin': wordpressPluginReadme,
  'shopify-theme': shopifyThemeReadme,
  'ghost-theme': ghostThemeReadme,
  'marketing-kit': marketingKitReadme,
  'html-site': htmlSiteReadme,
};
