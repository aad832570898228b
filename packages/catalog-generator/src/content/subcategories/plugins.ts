// The Plugins subcategories' profiles: descriptors, tags, layouts and taglines.
import type { SubcategoryProfile } from '../profile-types';

export const PLUGIN_PROFILES: Record<string, SubcategoryProfile> = {
  'plugins/security': {
    descriptors: ['Security Headers', 'Site Hardening', 'Login Hardening', 'Security Essentials', 'Header Guard'],
    browse: [],
    tags: ['security', 'security-headers', 'hardening'],
    layouts: ['dashboard', 'hero-split'],
    taglines: ['Stop attacks before they start', 'Security you can set and forget'],
  },
  'plugins/performance': {
    descriptors: ['Page Weight Trimmer', 'Script Cleanup', 'Lean Pages', 'Frontend Slimmer', 'Heartbeat Control'],
    browse: [],
    tags: ['performance', 'speed', 'lightweight'],
    layouts: ['dashboard', 'landing-bold'],
    taglines: ['Make your site fly', 'A faster site in one click'],
  },
  'plugins/seo-tools': {
    descriptors: ['SEO Meta Tags', 'Open Graph Tags', 'Meta Description Manager', 'Social Preview Tags', 'Title & Meta'],
    browse: [],
    tags: ['seo', 'meta-tags', 'open-graph'],
    layouts: ['dashboard', 'hero-split'],
    taglines: ['Rank higher without the guesswork', 'SEO made simple'],
  },
  'plugins/forms': {
    descriptors: ['Contact Form', 'Simple Contact Form', 'Honeypot Contact Form', 'Enquiry Form', 'Contact Form Shortcode'],
    browse: [],
    tags: ['forms', 'contact-form', 'shortcode'],
    layouts: ['dashboard', 'hero-split'],
    taglines: ['Forms your visitors love to fill in', 'Build any form in minutes'],
  },
  'plugins/e-commerce': {
    descriptors: [
      'Free Shipping Bar for WooCommerce',
      'Shipping Progress for WooCommerce',
      'Free Shipping Notice for WooCommerce',
      'Cart Shipping Message for WooCommerce',
    ],
    browse: [],
    tags: ['woocommerce', 'cart', 'free-shipping'],
    layouts: ['dashboard', 'landing-bold'],
    taglines: ['Sell more to every customer', 'Checkout, upgraded'],
  },
  'plugins/social-media': {
    descriptors: ['Share Links', 'Social Sharing Links', 'Script-Free Share Buttons', 'Share Bar', 'Post Sharing Links'],
    browse: [],
    tags: ['social', 'sharing', 'share-links'],
    layouts: ['dashboard', 'hero-split'],
    taglines: ['Get shared everywhere', 'Your feed, on your site'],
  },
};
