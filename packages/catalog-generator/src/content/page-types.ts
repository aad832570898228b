// The types of the made-up website a template shows: PreviewSource (what it is made from) and PageContent.
import type { Category } from '@tm/contracts/catalog';
import type { TemplateDesign, TemplateDraft } from '../drafts/template-draft';
import type { LayoutName } from './design-vocabulary';
import type { Scheme } from '../shared/colors';

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
  /** A second line: a wine's region, a course's lessons, a listing's rooms. */
  detail?: string;
  /** The drawn motif of its picture (images/motifs). */
  motif?: string;
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

/** A section's small label above its heading, and the heading. */
export interface Heading {
  eyebrow: string;
  title: string;
}
export type SectionHeadings = Record<
  'services' | 'offers' | 'categories' | 'features' | 'pricing' | 'posts' | 'quotes' | 'logos' | 'team',
  Heading
>;

/** The made-up website a template's images and live preview show, the same every time for a slug. */
export interface PageContent {
  brand: string;
  category: Category;
  subcategory: string;
  layout: LayoutName;
  design: TemplateDesign;
  scheme: Scheme;
  kind: 'site' | 'shop' | 'blog' | 'portfolio' | 'docs' | 'plugin' | 'email' | 'print';
  /** The shop niche (fashion, electronics, food-beverage, health-beauty, home) of shops; the subject id of the rest. */
  niche: string;
  /** The business or publication the site portrays (content/subjects), e.g. 'wine', 'lms', 'agency'. */
  subject: string;
  /** The hero's small line above the headline. */
  eyebrow: string;
  /** Drawn motifs of its pictures (images/motifs), the hero's first. */
  motifs: string[];
  headings: SectionHeadings;
  /** The site's own selling points (the features section); `features` stays the template's features. */
  highlights: Array<{ title: string; text: string }>;
  nav: string[];
  /** The hero headline. */
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
