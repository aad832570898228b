import type { Category } from '@tm/contracts/catalog';
import type { TemplateDesign, TemplateDraft } from '../catalog/template-draft';
import { ECOMMERCE_PLATFORM_NAMES, SUBCATEGORY_PROFILES } from './catalog-vocabulary';
import { isLayoutName, type LayoutName } from './design-vocabulary';
import { safeDesign, schemeOf, type Scheme } from './markup';
import { randomFor, type SeededRandom } from './seeded-random';

/** What the SVG images and the live preview need of a template (a draft or a stored row). */
export type PreviewSource = Pick<TemplateDraft, 'slug' | 'name' | 'description' | 'category' | 'subcategory' | 'features'> & {
  tags?: readonly string[];
  design: TemplateDesign | null;
};

export interface Product {
  name: string;
  /** Silhouette of its picture: 0 bottle, 1 box, 2 round, 3 garment. */
  shape: number;
  price: string;
  oldPrice?: string;
  badge?: string;
  rating: number;
}
export interface Post {
  title: string;
  topic: string;
  author: string;
  date: string;
  minutes: number;
}
export interface Quote {
  text: string;
  name: string;
  role: string;
}
export interface PricingTier {
  name: string;
  price: string;
  period: string;
  perks: string[];
  highlighted: boolean;
}

/** The made-up website a template's images and live preview show, the same every time for a slug. */
export interface PageContent {
  brand: string;
  category: Category;
  subcategory: string;
  layout: LayoutName;
  design: TemplateDesign;
  scheme: Scheme;
  kind: 'site' | 'shop' | 'blog' | 'portfolio' | 'docs' | 'plugin' | 'email' | 'print';
  niche: string;
  nav: string[];
  tagline: string;
  intro: string;
  cta: string;
  secondaryCta: string;
  features: string[];
  services: Array<{ title: string; text: string }>;
  products: Product[];
  shopCategories: string[];
  posts: Post[];
  quotes: Quote[];
  stats: Array<{ value: string; label: string }>;
  pricing: PricingTier[];
  logos: string[];
  faq: Array<{ q: string; a: string }>;
  team: Array<{ name: string; role: string }>;
  docTopics: Array<{ title: string; count: number }>;
  /** What a plugin's settings dashboard shows. */
  dashboard: { cards: Array<[string, string]>; events: string[]; chart: 'line' | 'bars' };
  address: string;
  email: string;
  phone: string;
  /** Screenshot pages, in order: screenshot n shows pages[(n - 1) % length]. */
  pages: string[];
}

const PRODUCTS: Record<string, ReadonlyArray<[string, number]>> = {
  fashion: [['Linen Overshirt', 68], ['Merino Crew Sweater', 89], ['Relaxed Chino', 74], ['Canvas Tote', 32], ['Leather Chelsea Boot', 165], ['Wool Beanie', 28], ['Organic Cotton Tee', 29], ['Quilted Jacket', 148], ['Silk Scarf', 54], ['Denim Jacket', 98], ['Pleated Midi Skirt', 79], ['Everyday Sneaker', 110]],
  electronics: [['Wireless Earbuds Pro', 129], ['Noise-Cancelling Headphones', 249], ['Smart Watch S3', 199], ['4K Action Camera', 179], ['Bluetooth Speaker', 89], ['Mechanical Keyboard', 119], ['USB-C Hub', 49], ['Portable Charger', 39], ['Smart Bulb Kit', 59], ['Gaming Mouse', 69], ['Tablet Stand', 29], ['Mini Drone', 299]],
  'food-beverage': [['Single Origin Espresso', 18], ['Cold Brew Concentrate', 14], ['Wildflower Honey', 12], ['Sourdough Loaf', 8], ['Ceremonial Matcha', 26], ['Dark Chocolate Bar', 6], ['Extra Virgin Olive Oil', 22], ['Maple Granola', 11], ['Earl Grey Loose Leaf', 15], ['Hot Sauce Trio', 24], ['Coffee Sampler', 32], ['Artisan Pasta', 9]],
  'health-beauty': [['Hydrating Serum', 38], ['Vitamin C Cream', 42], ['Clay Face Mask', 24], ['Rose Lip Balm', 12], ['Gentle Cleanser', 22], ['SPF 50 Sunscreen', 28], ['Night Repair Oil', 46], ['Shea Body Butter', 26], ['Bamboo Hair Brush', 18], ['Lavender Bath Salts', 16], ['Firming Eye Cream', 34], ['Mineral Foundation', 36]],
  home: [['Oak Side Table', 189], ['Linen Lounge Chair', 420], ['Ceramic Vase', 38], ['Wool Throw', 79], ['Pendant Lamp', 129], ['Walnut Shelf', 99], ['Stoneware Mug Set', 44], ['Jute Rug', 149], ['Scented Candle', 24], ['Rattan Basket', 36], ['Linen Bedding Set', 159], ['Brass Mirror', 210]],
};

/** Silhouettes that suit each niche's products (see Product.shape). */
const NICHE_SHAPES: Record<string, readonly number[]> = {
  fashion: [3, 3, 1, 3],
  electronics: [1, 2, 1, 2],
  'food-beverage': [0, 1, 2, 0],
  'health-beauty': [0, 0, 2, 1],
  home: [1, 2, 0, 1],
};

const SHOP_CATEGORIES: Record<string, readonly string[]> = {
  fashion: ['Women', 'Men', 'Accessories', 'Shoes', 'Sale'],
  electronics: ['Audio', 'Wearables', 'Computing', 'Smart Home', 'Deals'],
  'food-beverage': ['Coffee', 'Tea', 'Pantry', 'Gift Boxes', 'Subscriptions'],
  'health-beauty': ['Skincare', 'Makeup', 'Body', 'Hair', 'Best Sellers'],
  home: ['Living', 'Dining', 'Lighting', 'Decor', 'Outdoor'],
};

const NICHE_TAGLINES: Record<string, readonly string[]> = {
  fashion: ['New season, new favourites', 'Crafted for everyday wear', 'Style without the markup', 'The autumn edit is here'],
  electronics: ['Tech that fits your life', 'Sound you can feel', 'Smarter home, simpler life', 'The latest gear, delivered fast'],
  'food-beverage': ['Small batch, big flavour', 'Roasted this week, at your door tomorrow', 'Good food from good people', 'Fresh from the farm'],
  'health-beauty': ['Clean beauty, real results', 'Glow starts here', 'Skincare that loves you back', 'Your daily ritual, elevated'],
  home: ['Designed to be lived in', 'Beautiful things for your home', 'Slow living, well made', 'Spaces that feel like you'],
};

const POSTS: ReadonlyArray<[string, string]> = [
  ['10 Quiet Places to Visit Before Summer Ends', 'Travel'], ['The Case for Slower Mornings', 'Lifestyle'],
  ['How We Redesigned Our Kitchen on a Budget', 'Home'], ['A Beginner’s Guide to Film Photography', 'Photography'],
  ['What I Learned From a Year Offline', 'Lifestyle'], ['The Best Coffee Shops in Lisbon', 'Travel'],
  ['Why Typography Matters More Than You Think', 'Design'], ['Inside the Studio With a Ceramic Artist', 'Culture'],
  ['Five Easy Brunch Ideas for Lazy Sundays', 'Food'], ['Remote Work, Two Years On', 'Business'],
  ['The Future of Electric Cities', 'Tech'], ['Markets Rally as Inflation Cools', 'Business'],
  ['Local Team Clinches Title in Overtime', 'Sports'], ['City Council Approves New Bike Lanes', 'Local'],
  ['Designing for Accessibility From Day One', 'Design'], ['Getting Started With Static Sites', 'Tech'],
  ['A Field Guide to Houseplants', 'Home'], ['The New Rules of Personal Finance', 'Money'],
  ['How to Build a Capsule Wardrobe', 'Style'], ['Notes From a Mountain Cabin', 'Travel'],
  ['Five Tools That Changed How We Work', 'Tech'], ['Why Small Teams Ship Faster', 'Business'],
  ['The Art of Saying No', 'Culture'], ['Behind the Scenes of Our Spring Issue', 'Culture'],
];

const PEOPLE = ['Maya Chen', 'Liam Okafor', 'Sofia Rossi', 'Noah Becker', 'Ava Lindqvist', 'Ethan Park', 'Zoe Martin', 'Lucas Silva', 'Amara Nwosu', 'Hugo Laurent', 'Isla Murphy', 'Kenji Watanabe', 'Priya Raman', 'Mateo García', 'Elena Novak', 'Omar Haddad'];
const ROLES = ['Founder, Brightline', 'Marketing Lead, Lumio', 'Owner, Little Bakery', 'Head of Growth, Stackwise', 'Creative Director, Fernway', 'CTO, Orbitra', 'Freelance Designer', 'Operations Manager, Velta'];
const TEAM_ROLES = ['Founder & CEO', 'Creative Director', 'Lead Developer', 'Head of Marketing', 'Project Manager', 'Senior Designer'];
const LOGOS = ['Northwind', 'Lumio', 'Kranos', 'Velta', 'Orbitra', 'Quanta', 'Polyglot', 'Brightline', 'Stackwise', 'Fernway', 'Halden', 'Monomer'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CITIES = ['221 Market Street, San Francisco', '14 Rue des Lilas, Paris', '88 King Street, London', '5 Harbour Road, Sydney', '310 Queen St W, Toronto', 'Torstraße 105, Berlin'];

const QUOTES: Record<string, readonly string[]> = {
  default: [
    'We launched in a weekend and our enquiries doubled in the first month.',
    'Clean, fast and beautifully designed. Our customers noticed straight away.',
    'The best investment we made this year: setup took less than an hour.',
    'Support answered within minutes and the documentation is excellent.',
    'It finally feels like our brand. Every page looks considered.',
    'Our conversion rate went up 32% after switching. I wish we had done it sooner.',
  ],
  plugin: [
    'Our load time dropped from 4.1 s to 1.2 s the day we installed it.',
    'Set it up once and forgot about it — it just quietly does its job.',
    'The settings screen is the clearest I have seen in a WordPress plugin.',
    'We manage 40 client sites with it and have never had a problem.',
  ],
  shop: [
    'Beautiful quality and it arrived in two days. Already ordered again!',
    'My new favourite shop. The packaging alone made my day.',
    'Great prices, fast delivery and lovely customer service.',
    'Exactly as pictured and even better in person.',
  ],
};

const SERVICES: Record<string, ReadonlyArray<[string, string]>> = {
  default: [['Strategy', 'Clear goals and a plan to reach them.'], ['Brand Identity', 'Logos, colors and a voice people remember.'], ['Web Design', 'Sites that look great and convert.'], ['Development', 'Fast, accessible and built to last.'], ['Marketing', 'Campaigns that bring the right people.'], ['Support', 'We are here when you need us.']],
  medical: [['General Checkups', 'Preventive care for the whole family.'], ['Dental Care', 'Gentle cleanings, fillings and whitening.'], ['Pediatrics', 'Caring doctors for little patients.'], ['Physiotherapy', 'Recover faster with expert guidance.'], ['Lab Tests', 'Results online within 24 hours.'], ['Telehealth', 'See a doctor from your sofa.']],
  education: [['UX Design Fundamentals', '12 lessons · Beginner'], ['Data Science 101', '18 lessons · Intermediate'], ['Creative Writing', '8 lessons · All levels'], ['Photography Basics', '10 lessons · Beginner'], ['Public Speaking', '6 lessons · All levels'], ['Web Development', '24 lessons · Beginner']],
  portfolio: [['Art Direction', 'Concepts with a clear point of view.'], ['Photography', 'Editorial, product and portrait.'], ['Illustration', 'Hand-drawn and digital work.'], ['Motion', 'Animation that brings ideas to life.']],
  tech: [['Automation', 'Let workflows run themselves.'], ['Analytics', 'Dashboards your team will actually read.'], ['Integrations', 'Connect the 200+ tools you already use.'], ['Security', 'SOC 2 compliant, encrypted everywhere.'], ['Collaboration', 'Comments, mentions and shared views.'], ['API', 'A clean REST API and webhooks.']],
};

const FAQ: ReadonlyArray<{ q: string; a: string }> = [
  { q: 'Can I use it for client projects?', a: 'Yes. The license covers one end product, for yourself or a client.' },
  { q: 'Do I get free updates?', a: 'Every update is free for the life of the product.' },
  { q: 'Is support included?', a: 'Six months of support is included, with an option to extend.' },
  { q: 'Do I need to know how to code?', a: 'No. Everything can be changed from the visual settings.' },
  { q: 'Can I get a refund?', a: 'If it is not right for you, ask within 30 days for a full refund.' },
];

const DASHBOARDS: Record<string, PageContent['dashboard']> = {
  security: { cards: [['Security score', 'A+'], ['Blocked attacks', '12,408'], ['Last scan', '2 min ago'], ['Firewall', 'Active']], events: ['Blocked SQL injection', 'Login attempt blocked', 'Core files verified', 'Malware scan clean', 'New admin login'], chart: 'bars' },
  performance: { cards: [['PageSpeed score', '98'], ['Load time', '0.9 s'], ['Cache hit rate', '96%'], ['Space saved', '2.4 GB']], events: ['Cache preloaded', 'Images converted to WebP', 'CSS minified', 'Database optimised', 'CDN purged'], chart: 'line' },
  'seo-tools': { cards: [['SEO score', '92/100'], ['Keywords in top 10', '148'], ['Indexed pages', '1,204'], ['Broken links', '0']], events: ['Sitemap updated', 'Redirect added', '404 error fixed', 'Schema added', 'Keyword moved up'], chart: 'line' },
  forms: { cards: [['Entries this month', '3,482'], ['Conversion rate', '24.6%'], ['Active forms', '12'], ['Spam blocked', '918']], events: ['New entry: Contact', 'New entry: Quote request', 'Payment received', 'Form published', 'Export finished'], chart: 'bars' },
  'e-commerce': { cards: [['Revenue', '$48,290'], ['Orders', '1,284'], ['Average order', '$37.60'], ['Upsell rate', '18%']], events: ['Order #1042 upsold', 'Bundle created', 'Cart recovered', 'Coupon applied', 'Price rule updated'], chart: 'line' },
  'social-media': { cards: [['Shares this week', '8,912'], ['Followers gained', '+1,204'], ['Scheduled posts', '24'], ['Top network', 'Instagram']], events: ['Post shared to X', 'Instagram feed synced', 'Scheduled post sent', 'Follower spike', 'Share bar clicked'], chart: 'bars' },
};

/** Help-center questions (knowledge bases show these instead of install steps). */
export const HELP_ARTICLES = ['How do I reset my password?', 'Changing your billing plan', 'Inviting team members', 'Exporting your data', 'Connecting a custom domain', 'Setting up two-factor login'];

const DOC_TOPICS = ['Getting started', 'Installation', 'Configuration', 'Authentication', 'API reference', 'Webhooks', 'Deployment', 'Troubleshooting', 'Billing', 'Integrations'];

/** The brand a name starts with: "Aurora — ..." → "Aurora"; "Nordic Threads Shopify Store" → "Nordic Threads". */
export function brandOf(name: string): string {
  const dash = name.split(' — ')[0]!.trim();
  if (dash !== name.trim()) return dash || name;
  for (const suffixes of Object.values(ECOMMERCE_PLATFORM_NAMES)) {
    for (const suffix of suffixes) if (name.endsWith(` ${suffix}`)) return name.slice(0, -suffix.length - 1);
  }
  return name.split(/\s+/).slice(0, 2).join(' ');
}

function kindOf(category: Category, subcategory: string, layout: LayoutName): PageContent['kind'] {
  if (layout === 'newsletter') return 'email';
  if (layout === 'poster') return 'print';
  if (layout === 'docs-sidebar') return 'docs';
  if (category === 'plugins') return 'plugin';
  if (category === 'ecommerce' || layout === 'product-grid' || subcategory === 'ecommerce') return 'shop';
  if (layout === 'magazine-grid' || ['blog-magazine', 'blog-themes', 'news-sites', 'magazines', 'minimal', 'community'].includes(subcategory)) return 'blog';
  if (layout === 'portfolio-masonry' || ['portfolio', 'portfolios'].includes(subcategory)) return 'portfolio';
  return 'site';
}

function nicheOf(source: PreviewSource, rng: SeededRandom): string {
  const tags = source.tags ?? [];
  for (const niche of Object.keys(PRODUCTS)) if (tags.includes(niche)) return niche;
  const text = source.name.toLowerCase();
  if (/furniture|home|decor/.test(text)) return 'home';
  if (/electronic|gadget|tech|audio/.test(text)) return 'electronics';
  if (/food|grocery|organic|coffee|bakery|wine/.test(text)) return 'food-beverage';
  if (/beauty|cosmetic|skin/.test(text)) return 'health-beauty';
  if (/fashion|apparel|wear|boutique/.test(text)) return 'fashion';
  return rng.pick(Object.keys(PRODUCTS));
}

function navFor(kind: PageContent['kind'], subcategory: string, niche: string): string[] {
  switch (kind) {
    case 'shop':
      return (SHOP_CATEGORIES[niche] ?? SHOP_CATEGORIES.fashion!).slice(0, 5);
    case 'blog':
      if (subcategory === 'news-sites') return ['World', 'Business', 'Tech', 'Sports', 'Culture', 'Opinion'];
      if (subcategory === 'community') return ['Discussions', 'Events', 'Members', 'Resources'];
      return ['Home', 'Lifestyle', 'Travel', 'Food', 'About'];
    case 'portfolio':
      return ['Work', 'About', 'Journal', 'Contact'];
    case 'docs':
      return subcategory === 'knowledge-base' ? ['Getting started', 'Account', 'Billing', 'Contact'] : ['Guides', 'API', 'Examples', 'Changelog'];
    case 'plugin':
      return ['Features', 'Pricing', 'Docs', 'Support'];
    case 'email':
      return ['View online', 'Shop', 'Blog'];
    case 'print':
      return ['Preview', 'Sizes', 'Files', 'License'];
    case 'site':
      if (['landing-pages', 'one-page', 'coming-soon', 'technology'].includes(subcategory)) return ['Features', 'Pricing', 'Customers', 'FAQ'];
      if (subcategory === 'health-medical') return ['Services', 'Doctors', 'Appointments', 'Contact'];
      if (subcategory === 'education') return ['Courses', 'Teachers', 'Events', 'Admissions'];
      return ['Home', 'About', 'Services', 'Work', 'Contact'];
  }
}

function pagesFor(kind: PageContent['kind'], subcategory: string, layout: LayoutName): string[] {
  if (subcategory === 'coming-soon') return ['home', 'coming-soon-dark', 'contact', 'about', 'coming-soon-dark', 'services'];
  if (subcategory === '404-pages') return ['home', 'error-500', 'contact', 'about', 'error-500', 'services'];
  switch (kind) {
    case 'shop':
      return ['home', 'shop', 'product', 'cart', 'about', 'contact'];
    case 'blog':
      return ['home', 'article', 'category', 'about', 'contact', 'pricing'];
    case 'portfolio':
      return ['home', 'project', 'about', 'contact', 'article', 'pricing'];
    case 'docs':
      return ['home', 'article', 'category', 'contact', 'about', 'pricing'];
    case 'plugin':
      return layout === 'dashboard' ? ['dashboard', 'settings', 'reports', 'home', 'pricing', 'article'] : ['home', 'dashboard', 'settings', 'pricing', 'reports', 'article'];
    case 'email':
      return ['email', 'email-promo', 'email-mobile', 'email', 'email-promo', 'email-mobile'];
    case 'print':
      return ['artboards', 'artboard-detail', 'artboards', 'artboard-detail', 'artboards', 'artboard-detail'];
    case 'site':
      return ['home', 'about', 'services', 'contact', 'pricing', 'article'];
  }
}

function servicesFor(subcategory: string, kind: PageContent['kind']): ReadonlyArray<[string, string]> {
  if (subcategory === 'health-medical') return SERVICES.medical!;
  if (subcategory === 'education') return SERVICES.education!;
  if (kind === 'portfolio') return SERVICES.portfolio!;
  if (['technology', 'landing-pages'].includes(subcategory) || kind === 'plugin') return SERVICES.tech!;
  return SERVICES.default!;
}

function money(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

/** Builds the made-up site once per render; cheap (a few hundred small strings). */
export function pageContentFor(source: PreviewSource): PageContent {
  const rng = randomFor('content', source.slug);
  const design = safeDesign(source.design);
  const layout: LayoutName = isLayoutName(design.layout) ? design.layout : 'hero-split';
  const kind = kindOf(source.category, source.subcategory, layout);
  const niche = nicheOf(source, rng);
  const profile = SUBCATEGORY_PROFILES[`${source.category}/${source.subcategory}`];
  const taglines = kind === 'shop' ? NICHE_TAGLINES[niche]! : (profile?.taglines ?? ['Make something people love']);
  const brand = brandOf(source.name);

  const products = rng.sample(PRODUCTS[niche] ?? PRODUCTS.fashion!, 8).map(([name, price], i): Product => {
    const onSale = rng.chance(0.25);
    const shapes = NICHE_SHAPES[niche] ?? NICHE_SHAPES.fashion!;
    return {
      name,
      shape: shapes[i % shapes.length]!,
      price: money(onSale ? Math.round(price * 0.8) : price),
      oldPrice: onSale ? money(price) : undefined,
      badge: onSale ? 'Sale' : i < 2 && rng.chance(0.5) ? 'New' : undefined,
      rating: rng.int(38, 50) / 10,
    };
  });
  const topics = source.subcategory === 'news-sites' ? POSTS.filter(([, t]) => ['Business', 'Tech', 'Sports', 'Local', 'Money'].includes(t)) : POSTS;
  const posts = rng.sample(topics.length >= 8 ? topics : POSTS, 8).map(([title, topic]): Post => ({
    title,
    topic,
    author: rng.pick(PEOPLE),
    date: `${rng.pick(MONTHS)} ${rng.int(1, 28)}, 2025`,
    minutes: rng.int(3, 12),
  }));
  const quotePool = kind === 'plugin' ? QUOTES.plugin! : kind === 'shop' ? QUOTES.shop! : QUOTES.default!;
  const quotes = rng.sample(quotePool, 3).map((text) => ({ text, name: rng.pick(PEOPLE), role: rng.pick(ROLES) }));
  const plugin = kind === 'plugin';
  const base = plugin ? rng.pick([29, 39, 49]) : rng.pick([9, 12, 19]);
  const pricing: PricingTier[] = [
    { name: plugin ? 'Personal' : 'Starter', price: `$${base}`, period: plugin ? '/year' : '/month', perks: plugin ? ['1 website', 'All core features', '1 year of updates'] : ['1 project', 'Basic analytics', 'Email support'], highlighted: false },
    { name: plugin ? 'Business' : 'Pro', price: `$${base * 2 + 10}`, period: plugin ? '/year' : '/month', perks: plugin ? ['5 websites', 'All pro modules', 'Priority support', '1 year of updates'] : ['10 projects', 'Advanced analytics', 'Priority support', 'Custom domain'], highlighted: true },
    { name: plugin ? 'Agency' : 'Business', price: `$${base * 4 + 20}`, period: plugin ? '/year' : '/month', perks: plugin ? ['Unlimited websites', 'White label', 'Dedicated support'] : ['Unlimited projects', 'Team roles', 'SSO and audit log'], highlighted: false },
  ];
  const stats = rng.shuffle([
    { value: `${rng.int(2, 48)}k+`, label: plugin ? 'Active installs' : 'Happy customers' },
    { value: `${rng.int(94, 99)}%`, label: 'Satisfaction rate' },
    { value: '24/7', label: 'Support' },
    { value: `${rng.int(8, 25)} yrs`, label: 'Experience' },
    { value: `${rng.int(120, 900)}+`, label: kind === 'portfolio' ? 'Projects delivered' : 'Five-star reviews' },
  ]).slice(0, 4);

  return {
    brand,
    category: source.category,
    subcategory: source.subcategory,
    layout,
    design,
    scheme: schemeOf(design.palette),
    kind,
    niche,
    nav: navFor(kind, source.subcategory, niche),
    tagline: rng.pick(taglines),
    intro: source.description.split(/(?<=[.!?])\s+/)[0] ?? source.description,
    cta: kind === 'shop' ? 'Shop now' : plugin ? 'Get the plugin' : kind === 'blog' ? 'Start reading' : kind === 'portfolio' ? 'View work' : 'Get started',
    secondaryCta: kind === 'shop' ? 'View lookbook' : plugin ? 'See features' : 'Learn more',
    features: source.features.length > 0 ? [...source.features] : ['Responsive design', 'Clean code', 'Easy to customise'],
    services: servicesFor(source.subcategory, kind).map(([title, text]) => ({ title, text })),
    products,
    shopCategories: [...(SHOP_CATEGORIES[niche] ?? SHOP_CATEGORIES.fashion!)],
    posts,
    quotes,
    stats,
    pricing,
    logos: rng.sample(LOGOS, 6),
    faq: rng.sample(FAQ, 4),
    team: rng.sample(PEOPLE, 4).map((name, i) => ({ name, role: TEAM_ROLES[i % TEAM_ROLES.length]! })),
    docTopics: rng.sample(DOC_TOPICS, 6).map((title) => ({ title, count: rng.int(4, 28) })),
    dashboard: DASHBOARDS[source.subcategory] ?? DASHBOARDS.performance!,
    address: rng.pick(CITIES),
    email: `hello@${brand.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'studio'}.com`,
    phone: `+1 (555) ${rng.int(200, 899)}-${rng.int(1000, 9999)}`,
    pages: pagesFor(kind, source.subcategory, layout),
  };
}
