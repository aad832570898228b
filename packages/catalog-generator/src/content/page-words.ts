// Words every subject shares: people, months, addresses, plugin dashboards, help articles and doc topics.
import type { PageContent } from './page-types';

export const PEOPLE = [
  'Maya Chen',
  'Liam Okafor',
  'Sofia Rossi',
  'Noah Becker',
  'Ava Lindqvist',
  'Ethan Park',
  'Zoe Martin',
  'Lucas Silva',
  'Amara Nwosu',
  'Hugo Laurent',
  'Isla Murphy',
  'Kenji Watanabe',
  'Priya Raman',
  'Mateo García',
  'Elena Novak',
  'Omar Haddad',
];
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const CITIES = [
  '221 Market Street, San Francisco',
  '14 Rue des Lilas, Paris',
  '88 King Street, London',
  '5 Harbour Road, Sydney',
  '310 Queen St W, Toronto',
  'Torstraße 105, Berlin',
];

export const DASHBOARDS: Record<string, PageContent['dashboard']> = {
  security: {
    cards: [
      ['Security score', 'A+'],
      ['Blocked attacks', '12,408'],
      ['Last scan', '2 min ago'],
      ['Firewall', 'Active'],
    ],
    events: ['Blocked SQL injection', 'Login attempt blocked', 'Core files verified', 'Malware scan clean', 'New admin login'],
    chart: 'bars',
  },
  performance: {
    cards: [
      ['PageSpeed score', '98'],
      ['Load time', '0.9 s'],
      ['Cache hit rate', '96%'],
      ['Space saved', '2.4 GB'],
    ],
    events: ['Cache preloaded', 'Images converted to WebP', 'CSS minified', 'Database optimised', 'CDN purged'],
    chart: 'line',
  },
  'seo-tools': {
    cards: [
      ['SEO score', '92/100'],
      ['Keywords in top 10', '148'],
      ['Indexed pages', '1,204'],
      ['Broken links', '0'],
    ],
    events: ['Sitemap updated', 'Redirect added', '404 error fixed', 'Schema added', 'Keyword moved up'],
    chart: 'line',
  },
  forms: {
    cards: [
      ['Entries this month', '3,482'],
      ['Conversion rate', '24.6%'],
      ['Active forms', '12'],
      ['Spam blocked', '918'],
    ],
    events: ['New entry: Contact', 'New entry: Quote request', 'Payment received', 'Form published', 'Export finished'],
    chart: 'bars',
  },
  'e-commerce': {
    cards: [
      ['Revenue', '$48,290'],
      ['Orders', '1,284'],
      ['Average order', '$37.60'],
      ['Upsell rate', '18%'],
    ],
    events: ['Order #1042 upsold', 'Bundle created', 'Cart recovered', 'Coupon applied', 'Price rule updated'],
    chart: 'line',
  },
  'social-media': {
    cards: [
      ['Shares this week', '8,912'],
      ['Followers gained', '+1,204'],
      ['Scheduled posts', '24'],
      ['Top network', 'Instagram'],
    ],
    events: ['Post shared to X', 'Instagram feed synced', 'Scheduled post sent', 'Follower spike', 'Share bar clicked'],
    chart: 'bars',
  },
};

/** Help-center questions (knowledge bases show these instead of install steps). */
export const HELP_ARTICLES = [
  'How do I reset my password?',
  'Changing your billing plan',
  'Inviting team members',
  'Exporting your data',
  'Connecting a custom domain',
  'Setting up two-factor login',
];

export const DOC_TOPICS = [
  'Getting started',
  'Installation',
  'Configuration',
  'Authentication',
  'API reference',
  'Webhooks',
  'Deployment',
  'Troubleshooting',
  'Billing',
  'Integrations',
];
