// The shape of a subject (the business or publication a demo portrays) and of its family's defaults.

/** Families share defaults (stats, FAQ, pricing, logos, team roles) and how a demo frames its offers. */
export type Family =
  | 'shop'
  | 'food'
  | 'service'
  | 'health'
  | 'learning'
  | 'creative'
  | 'tech'
  | 'publication'
  | 'docs'
  | 'community'
  | 'plugin'
  | 'marketing'
  | 'status';

/** One thing the site sells or shows: [name, whole-dollar price or null (no price), detail line?, motif?]. */
export type Offer = readonly [name: string, price: number | null, detail?: string, motif?: string];
/** [name, price, period, perks]; the middle one of three is highlighted. */
export type Tier = readonly [name: string, price: string, period: string, perks: readonly string[]];
export type Pair = readonly [string, string];

/** What a family gives every subject that does not say otherwise. */
export interface FamilyDefaults {
  stats: readonly Pair[];
  faq: readonly Pair[];
  pricing: readonly Tier[];
  pricingTitle: Pair;
  logosTitle: string;
  logos: readonly string[];
  teamRoles: readonly string[];
  highlights: readonly Pair[];
  featuresTitle: Pair;
  postsTitle: string;
  quotesTitle: string;
}

/** A subject: the words of one trade, enough for a whole made-up website. */
export interface SubjectEntry extends Partial<FamilyDefaults> {
  id: string;
  family: Family;
  /** Words of its trade (lower case); its demo's visible text names some of them. */
  words: readonly string[];
  /** Motif names (images/motifs), first is the hero's. */
  motifs: readonly string[];
  eyebrows: readonly string[];
  /** Hero headlines. */
  taglines: readonly string[];
  intros: readonly string[];
  cta: Pair;
  nav: readonly string[];
  services: readonly Pair[];
  servicesTitle?: string;
  /** The offers section: [eyebrow, heading]. */
  offersTitle: Pair;
  offers: readonly Offer[];
  shopCategories?: readonly string[];
  posts: readonly Pair[];
  quotes: readonly string[];
  roles: readonly string[];
}

export type Subject = SubjectEntry & FamilyDefaults;
