// The Plugins subcategories' profiles: descriptors, audiences, features, tags, layouts and taglines.
import type { SubcategoryProfile } from '../profile-types';

export const PLUGIN_PROFILES: Record<string, SubcategoryProfile> = {
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
