// The words of the made-up website: products, posts, people, quotes, services, FAQ, dashboards and doc topics.
import type { PageContent } from './page-types';

export const PRODUCTS: Record<string, ReadonlyArray<[string, number]>> = {
  fashion: [['Linen Overshirt', 68], ['Merino Crew Sweater', 89], ['Relaxed Chino', 74], ['Canvas Tote', 32], ['Leather Chelsea Boot', 165], ['Wool Beanie', 28], ['Organic Cotton Tee', 29], ['Quilted Jacket', 148], ['Silk Scarf', 54], ['Denim Jacket', 98], ['Pleated Midi Skirt', 79], ['Everyday Sneaker', 110]],
  electronics: [['Wireless Earbuds Pro', 129], ['Noise-Cancelling Headphones', 249], ['Smart Watch S3', 199], ['4K Action Camera', 179], ['Bluetooth Speaker', 89], ['Mechanical Keyboard', 119], ['USB-C Hub', 49], ['Portable Charger', 39], ['Smart Bulb Kit', 59], ['Gaming Mouse', 69], ['Tablet Stand', 29], ['Mini Drone', 299]],
  'food-beverage': [['Single Origin Espresso', 18], ['Cold Brew Concentrate', 14], ['Wildflower Honey', 12], ['Sourdough Loaf', 8], ['Ceremonial Matcha', 26], ['Dark Chocolate Bar', 6], ['Extra Virgin Olive Oil', 22], ['Maple Granola', 11], ['Earl Grey Loose Leaf', 15], ['Hot Sauce Trio', 24], ['Coffee Sampler', 32], ['Artisan Pasta', 9]],
  'health-beauty': [['Hydrating Serum', 38], ['Vitamin C Cream', 42], ['Clay Face Mask', 24], ['Rose Lip Balm', 12], ['Gentle Cleanser', 22], ['SPF 50 Sunscreen', 28], ['Night Repair Oil', 46], ['Shea Body Butter', 26], ['Bamboo Hair Brush', 18], ['Lavender Bath Salts', 16], ['Firming Eye Cream', 34], ['Mineral Foundation', 36]],
  home: [['Oak Side Table', 189], ['Linen Lounge Chair', 420], ['Ceramic Vase', 38], ['Wool Throw', 79], ['Pendant Lamp', 129], ['Walnut Shelf', 99], ['Stoneware Mug Set', 44], ['Jute Rug', 149], ['Scented Candle', 24], ['Rattan Basket', 36], ['Linen Bedding Set', 159], ['Brass Mirror', 210]],
};

/** Silhouettes that suit each niche's products (see Product.shape). */
export const NICHE_SHAPES: Record<string, readonly number[]> = {
  fashion: [3, 3, 1, 3],
  electronics: [1, 2, 1, 2],
  'food-beverage': [0, 1, 2, 0],
  'health-beauty': [0, 0, 2, 1],
  home: [1, 2, 0, 1],
};

export const SHOP_CATEGORIES: Record<string, readonly string[]> = {
  fashion: ['Women', 'Men', 'Accessories', 'Shoes', 'Sale'],
  electronics: ['Audio', 'Wearables', 'Computing', 'Smart Home', 'Deals'],
  'food-beverage': ['Coffee', 'Tea', 'Pantry', 'Gift Boxes', 'Subscriptions'],
  'health-beauty': ['Skincare', 'Makeup', 'Body', 'Hair', 'Best Sellers'],
  home: ['Living', 'Dining', 'Lighting', 'Decor', 'Outdoor'],
};

export const NICHE_TAGLINES: Record<string, readonly string[]> = {
  fashion: ['New season, new favourites', 'Crafted for everyday wear', 'Style without the markup', 'The autumn edit is here'],
  electronics: ['Tech that fits your life', 'Sound you can feel', 'Smarter home, simpler life', 'The latest gear, delivered fast'],
  'food-beverage': ['Small batch, big flavour', 'Roasted this week, at your door tomorrow', 'Good food from good people', 'Fresh from the farm'],
  'health-beauty': ['Clean beauty, real results', 'Glow starts here', 'Skincare that loves you back', 'Your daily ritual, elevated'],
  home: ['Designed to be lived in', 'Beautiful things for your home', 'Slow living, well made', 'Spaces that feel like you'],
};

export const POSTS: ReadonlyArray<[string, string]> = [
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

export const PEOPLE = ['Maya Chen', 'Liam Okafor', 'Sofia Rossi', 'Noah Becker', 'Ava Lindqvist', 'Ethan Park', 'Zoe Martin', 'Lucas Silva', 'Amara Nwosu', 'Hugo Laurent', 'Isla Murphy', 'Kenji Watanabe', 'Priya Raman', 'Mateo García', 'Elena Novak', 'Omar Haddad'];
export const ROLES = ['Founder, Brightline', 'Marketing Lead, Lumio', 'Owner, Little Bakery', 'Head of Growth, Stackwise', 'Creative Director, Fernway', 'CTO, Orbitra', 'Freelance Designer', 'Operations Manager, Velta'];
export const TEAM_ROLES = ['Founder & CEO', 'Creative Director', 'Lead Developer', 'Head of Marketing', 'Project Manager', 'Senior Designer'];
export const LOGOS = ['Northwind', 'Lumio', 'Kranos', 'Velta', 'Orbitra', 'Quanta', 'Polyglot', 'Brightline', 'Stackwise', 'Fernway', 'Halden', 'Monomer'];
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const CITIES = ['221 Market Street, San Francisco', '14 Rue des Lilas, Paris', '88 King Street, London', '5 Harbour Road, Sydney', '310 Queen St W, Toronto', 'Torstraße 105, Berlin'];

export const QUOTES: Record<string, readonly string[]> = {
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

export const SERVICES: Record<string, ReadonlyArray<[string, string]>> = {
  default: [['Strategy', 'Clear goals and a plan to reach them.'], ['Brand Identity', 'Logos, colors and a voice people remember.'], ['Web Design', 'Sites that look great and convert.'], ['Development', 'Fast, accessible and built to last.'], ['Marketing', 'Campaigns that bring the right people.'], ['Support', 'We are here when you need us.']],
  medical: [['General Checkups', 'Preventive care for the whole family.'], ['Dental Care', 'Gentle cleanings, fillings and whitening.'], ['Pediatrics', 'Caring doctors for little patients.'], ['Physiotherapy', 'Recover faster with expert guidance.'], ['Lab Tests', 'Results online within 24 hours.'], ['Telehealth', 'See a doctor from your sofa.']],
  education: [['UX Design Fundamentals', '12 lessons · Beginner'], ['Data Science 101', '18 lessons · Intermediate'], ['Creative Writing', '8 lessons · All levels'], ['Photography Basics', '10 lessons · Beginner'], ['Public Speaking', '6 lessons · All levels'], ['Web Development', '24 lessons · Beginner']],
  portfolio: [['Art Direction', 'Concepts with a clear point of view.'], ['Photography', 'Editorial, product and portrait.'], ['Illustration', 'Hand-drawn and digital work.'], ['Motion', 'Animation that brings ideas to life.']],
  tech: [['Automation', 'Let workflows run themselves.'], ['Analytics', 'Dashboards your team will actually read.'], ['Integrations', 'Connect the 200+ tools you already use.'], ['Security', 'SOC 2 compliant, encrypted everywhere.'], ['Collaboration', 'Comments, mentions and shared views.'], ['API', 'A clean REST API and webhooks.']],
};

export const FAQ: ReadonlyArray<{ q: string; a: string }> = [
  { q: 'Can I use it for client projects?', a: 'Yes. The license covers one end product, for yourself or a client.' },
  { q: 'Do I get free updates?', a: 'Every update is free for the life of the product.' },
  { q: 'Is support included?', a: 'Six months of support is included, with an option to extend.' },
  { q: 'Do I need to know how to code?', a: 'No. Everything can be changed from the visual settings.' },
  { q: 'Can I get a refund?', a: 'If it is not right for you, ask within 30 days for a full refund.' },
];

export const DASHBOARDS: Record<string, PageContent['dashboard']> = {
  security: { cards: [['Security score', 'A+'], ['Blocked attacks', '12,408'], ['Last scan', '2 min ago'], ['Firewall', 'Active']], events: ['Blocked SQL injection', 'Login attempt blocked', 'Core files verified', 'Malware scan clean', 'New admin login'], chart: 'bars' },
  performance: { cards: [['PageSpeed score', '98'], ['Load time', '0.9 s'], ['Cache hit rate', '96%'], ['Space saved', '2.4 GB']], events: ['Cache preloaded', 'Images converted to WebP', 'CSS minified', 'Database optimised', 'CDN purged'], chart: 'line' },
  'seo-tools': { cards: [['SEO score', '92/100'], ['Keywords in top 10', '148'], ['Indexed pages', '1,204'], ['Broken links', '0']], events: ['Sitemap updated', 'Redirect added', '404 error fixed', 'Schema added', 'Keyword moved up'], chart: 'line' },
  forms: { cards: [['Entries this month', '3,482'], ['Conversion rate', '24.6%'], ['Active forms', '12'], ['Spam blocked', '918']], events: ['New entry: Contact', 'New entry: Quote request', 'Payment received', 'Form published', 'Export finished'], chart: 'bars' },
  'e-commerce': { cards: [['Revenue', '$48,290'], ['Orders', '1,284'], ['Average order', '$37.60'], ['Upsell rate', '18%']], events: ['Order #1042 upsold', 'Bundle created', 'Cart recovered', 'Coupon applied', 'Price rule updated'], chart: 'line' },
  'social-media': { cards: [['Shares this week', '8,912'], ['Followers gained', '+1,204'], ['Scheduled posts', '24'], ['Top network', 'Instagram']], events: ['Post shared to X', 'Instagram feed synced', 'Scheduled post sent', 'Follower spike', 'Share bar clicked'], chart: 'bars' },
};

/** Help-center questions (knowledge bases show these instead of install steps). */
export const HELP_ARTICLES = ['How do I reset my password?', 'Changing your billing plan', 'Inviting team members', 'Exporting your data', 'Connecting a custom domain', 'Setting up two-factor login'];

export const DOC_TOPICS = ['Getting started', 'Installation', 'Configuration', 'Authentication', 'API reference', 'Webhooks', 'Deployment', 'Troubleshooting', 'Billing', 'Integrations'];
