// Every listing subcategory's profile in one record (the entries live in subcategories/, a file per category).
import type { SubcategoryProfile } from './profile-types';
import { CMS_PROFILES } from './subcategories/cms';
import { ECOMMERCE_PROFILES } from './subcategories/ecommerce';
import { HTML_PROFILES } from './subcategories/html';
import { MARKETING_PROFILES } from './subcategories/marketing';
import { PLUGIN_PROFILES } from './subcategories/plugins';
import { WORDPRESS_PROFILES } from './subcategories/wordpress';

/** Keyed `${category}/${subcategory}`; every pair of LISTING_SUBCATEGORIES has an entry (tested). */
export const SUBCATEGORY_PROFILES: Record<string, SubcategoryProfile> = {
  ...WORDPRESS_PROFILES,
  ...ECOMMERCE_PROFILES,
  ...HTML_PROFILES,
  ...MARKETING_PROFILES,
  ...CMS_PROFILES,
  ...PLUGIN_PROFILES,
};
