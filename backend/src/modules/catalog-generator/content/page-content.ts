// pageContentFor: the made-up website a template's images and live demo show, the same every time for a slug.
import { randomFor } from '../shared/seeded-random';
import { schemeOf } from '../shared/colors';
import { safeDesign } from '../shared/markup';
import { isLayoutName, type LayoutName } from './design-vocabulary';
import { brandOf, kindOf, navFor, nicheOf, pagesFor, servicesFor } from './page-kinds';
import type { PageContent, Post, PreviewSource, PricingTier, Product } from './page-types';
import { CITIES, DASHBOARDS, DOC_TOPICS, FAQ, LOGOS, MONTHS, NICHE_SHAPES, NICHE_TAGLINES, PEOPLE, POSTS, PRODUCTS, QUOTES, ROLES, SHOP_CATEGORIES, TEAM_ROLES } from './page-words';
import { SUBCATEGORY_PROFILES } from './subcategory-profiles';

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
