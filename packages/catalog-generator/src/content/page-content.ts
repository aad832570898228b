// pageContentFor: the made-up website a template's images and live demo show, the same every time for a slug.
import { randomFor } from '../shared/seeded-random';
import { schemeOf } from '../shared/colors';
import { safeDesign } from '../shared/markup';
import { isLayoutName, type LayoutName } from './design-vocabulary';
import { brandOf, kindOf, pagesFor } from './page-kinds';
import type { Heading, PageContent, Post, PreviewSource, PricingTier, Product, SectionHeadings } from './page-types';
import { CITIES, DASHBOARDS, DOC_TOPICS, MONTHS, PEOPLE } from './page-words';
import { subjectOf } from './subject-of';
import type { Subject } from './subjects';

/** The shop niche of each shop subject (PageContent.niche). */
const SHOP_NICHES: Record<string, string> = {
  wine: 'food-beverage',
  coffee: 'food-beverage',
  bakery: 'food-beverage',
  grocery: 'food-beverage',
  fashion: 'fashion',
  electronics: 'electronics',
  beauty: 'health-beauty',
  furniture: 'home',
  books: 'home',
  pets: 'home',
  toys: 'home',
};
/** What each store platform calls its product block, so the six ecommerce platforms' demos read differently. */
const PLATFORM_OFFERS: Record<string, string> = {
  woocommerce: 'Shop best sellers',
  shopify: 'Featured collection',
  opencart: 'Featured',
  magento: 'Hot sellers',
  prestashop: 'Popular products',
  bigcommerce: 'Featured products',
};
const PLATFORM_CATEGORIES: Record<string, string> = {
  woocommerce: 'Shop by category',
  shopify: 'Shop the collections',
  opencart: 'Browse departments',
  magento: 'Shop by department',
  prestashop: 'Our categories',
  bigcommerce: 'Shop by category',
};
/** Product.shape of a motif: 0 bottle, 1 box, 2 round, 3 garment (kept for older readers of PageContent). */
const SHAPES: Record<string, number> = {
  bottle: 0,
  dropper: 0,
  lipstick: 0,
  jar: 0,
  wineglass: 0,
  dress: 3,
  shirt: 3,
  hanger: 3,
  apple: 2,
  ball: 2,
  cake: 2,
  plate: 2,
  cup: 2,
  headphones: 2,
  watch: 2,
};

export function money(dollars: number): string {
  if (dollars === 0) return 'Free';
  if (dollars >= 1000) return `$${Math.round(dollars).toLocaleString('en-US')}`;
  return `$${dollars.toFixed(2)}`;
}

/** Builds the made-up site once per render; cheap (a few hundred small strings). */
export function pageContentFor(source: PreviewSource): PageContent {
  const rng = randomFor('content', source.slug);
  const design = safeDesign(source.design);
  const layout: LayoutName = isLayoutName(design.layout) ? design.layout : 'hero-split';
  const kind = kindOf(source.category, source.subcategory, layout);
  const subject = subjectOf(source);
  const brand = brandOf(source.name);
  const shop = subject.family === 'shop';
  const [tagline, secondLine] = rng.sample(subject.taglines, 2);

  const products = rng.sample(subject.offers, 8).map(([name, price, detail, motif], i): Product => {
    const onSale = shop && price !== null && rng.chance(0.25);
    const picture = motif ?? subject.motifs[i % subject.motifs.length]!;
    return {
      name,
      shape: SHAPES[picture] ?? 1,
      price: price === null ? '' : money(onSale ? Math.round(price * 0.8) : price),
      oldPrice: onSale ? money(price!) : undefined,
      badge: onSale ? 'Sale' : shop && i < 2 && rng.chance(0.5) ? 'New' : undefined,
      rating: rng.int(38, 50) / 10,
      detail,
      motif: picture,
    };
  });
  const posts = rng.shuffle(subject.posts).map(([title, topic]): Post => ({
    title,
    topic,
    author: rng.pick(PEOPLE),
    date: `${rng.pick(MONTHS)} ${rng.int(1, 28)}, 2025`,
    minutes: rng.int(3, 12),
  }));
  const roles = rng.shuffle(subject.roles);
  const quotes = rng.sample(subject.quotes, 3).map((text, i) => ({ text, name: rng.pick(PEOPLE), role: roles[i % roles.length]! }));
  const pricing = subject.pricing.map(([name, price, period, perks], i): PricingTier => ({
    name,
    price,
    period,
    perks: [...perks],
    highlighted: i === 1,
  }));
  const plugin = kind === 'plugin';

  return {
    brand,
    category: source.category,
    subcategory: source.subcategory,
    layout,
    design,
    scheme: schemeOf(design.palette),
    kind,
    niche: SHOP_NICHES[subject.id] ?? subject.id,
    subject: subject.id,
    eyebrow: rng.pick(subject.eyebrows),
    motifs: [...subject.motifs],
    headings: headingsOf(subject, source.subcategory, secondLine ?? tagline!),
    highlights: subject.highlights.map(([title, text]) => ({ title, text })),
    nav: kind === 'print' ? ['Preview', 'Sizes', 'Files', 'License'] : [...subject.nav],
    tagline: tagline!,
    intro: rng.pick(subject.intros),
    cta: subject.cta[0],
    secondaryCta: subject.cta[1],
    features: source.features.length > 0 ? [...source.features] : ['Responsive design', 'Clean code', 'Easy to customise'],
    services: subject.services.slice(0, 6).map(([title, text]) => ({ title, text })),
    products,
    shopCategories: [...(subject.shopCategories ?? subject.nav)],
    posts,
    quotes,
    stats: subject.stats.map(([value, label]) => ({ value, label })),
    pricing,
    logos: rng.sample(subject.logos, 6),
    faq: subject.faq.map(([q, a]) => ({ q, a })),
    team: rng.sample(PEOPLE, 4).map((name, i) => ({ name, role: subject.teamRoles[i % subject.teamRoles.length]! })),
    docTopics: rng.sample(DOC_TOPICS, 6).map((title) => ({ title, count: rng.int(4, 28) })),
    dashboard: DASHBOARDS[source.subcategory] ?? DASHBOARDS.performance!,
    address: rng.pick(CITIES),
    email: `hello@${brand.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'studio'}.com`,
    phone: `+1 (555) ${rng.int(200, 899)}-${rng.int(1000, 9999)}`,
    pages: pagesFor(plugin ? 'plugin' : kind, source.subcategory, layout),
  };
}

function headingsOf(subject: Subject, subcategory: string, servicesTitle: string): SectionHeadings {
  const h = (eyebrow: string, title: string): Heading => ({ eyebrow, title });
  return {
    services: h(subject.servicesTitle ?? 'What we do', servicesTitle),
    offers: h(PLATFORM_OFFERS[subcategory] ?? subject.offersTitle[0], subject.offersTitle[1]),
    categories: h('Categories', PLATFORM_CATEGORIES[subcategory] ?? 'Shop by category'),
    features: h(subject.featuresTitle[0], subject.featuresTitle[1]),
    pricing: h(subject.pricingTitle[0], subject.pricingTitle[1]),
    posts: h('Latest', subject.postsTitle),
    quotes: h('Testimonials', subject.quotesTitle),
    logos: h(subject.logosTitle, subject.logosTitle),
    team: h('People', subject.family === 'publication' ? 'Our writers' : 'Meet the team'),
  };
}
