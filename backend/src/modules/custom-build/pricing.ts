import {
  CUSTOM_BUILD_FEATURES,
  CUSTOM_BUILD_LIMITS,
  CUSTOM_BUILD_TIMELINES,
  type CustomBuildFeature,
  type CustomBuildRequirements,
  type CustomBuildTimeline,
} from '@tm/contracts/custom-build';

/**
 * The price of a custom build (decision 036), computed by our code from validated requirements and
 * nothing else: no model, no client sets it.
 *
 *   hours = BASE_HOURS + HOURS_PER_EXTRA_PAGE × (pages − 1) + Σ FEATURE_HOURS[feature]
 *   price = round(hours × RATE_PER_HOUR × TIMELINE_FACTOR[timeline]) dollars
 */
export const PRICING = {
  /** Home page, responsive layout, the design system, basic SEO tags, hosting-ready files. */
  baseHours: 8,
  hoursPerExtraPage: 3,
  ratePerHour: 50,
  timelineFactor: { rush: 1.25, standard: 1, flexible: 0.9 } satisfies Record<CustomBuildTimeline, number>,
  featureHours: {
    booking: 10,
    shop: 16,
    payments: 6,
    blog: 6,
    gallery: 4,
    portfolio: 4,
    contactForm: 2,
    newsletter: 3,
    members: 12,
    multilingual: 8,
    seo: 4,
    testimonials: 2,
    events: 5,
    menu: 3,
    maps: 1,
    liveChat: 3,
    social: 1,
    analytics: 1,
    faq: 2,
  } satisfies Record<CustomBuildFeature, number>,
} as const;

/** The page a feature brings with it (a shop needs a Shop page). */
export const FEATURE_PAGES: Partial<Record<CustomBuildFeature, string>> = {
  booking: 'Book Online',
  shop: 'Shop',
  blog: 'Blog',
  gallery: 'Gallery',
  portfolio: 'Portfolio',
  contactForm: 'Contact',
  members: 'Members',
  events: 'Events',
  menu: 'Menu',
  faq: 'FAQ',
};

/** When nothing was said about pages: the three every small-business site has. */
export const DEFAULT_PAGES = ['Home', 'About', 'Contact'] as const;

export interface Quote {
  /** The pages named (Home first), then numbered extra pages up to numberOfPages. */
  pages: string[];
  numberOfPages: number;
  estimatedHours: number;
  timeline: CustomBuildTimeline;
  priceCents: number;
}

/** The page list: Home, the pages named, the pages the features bring; at most maxPages. */
export function pagesOf(requirements: Pick<CustomBuildRequirements, 'pages' | 'features' | 'pageCount'>): string[] {
  const named = [...requirements.pages, ...requirements.features.map((f) => FEATURE_PAGES[f]).filter((p): p is string => p !== undefined)];
  const seen = new Map<string, string>();
  for (const page of ['Home', ...named]) {
    const key = page.trim().toLowerCase();
    if (key && !seen.has(key)) seen.set(key, page.trim());
  }
  let pages = [...seen.values()];
  if (pages.length === 1 && requirements.pageCount === null) pages = [...DEFAULT_PAGES];
  const wanted = Math.min(CUSTOM_BUILD_LIMITS.maxPages, Math.max(pages.length, requirements.pageCount ?? 0));
  for (let n = pages.length + 1; pages.length < wanted; n += 1) pages.push(`Page ${n}`);
  return pages.slice(0, CUSTOM_BUILD_LIMITS.maxPages);
}

export function quote(requirements: CustomBuildRequirements): Quote {
  const pages = pagesOf(requirements);
  const features = [...new Set(requirements.features)];
  const estimatedHours = PRICING.baseHours + PRICING.hoursPerExtraPage * (pages.length - 1) + features.reduce((sum, f) => sum + PRICING.featureHours[f], 0);
  const timeline = requirements.timeline ?? 'standard';
  const dollars = Math.round(estimatedHours * PRICING.ratePerHour * PRICING.timelineFactor[timeline]);
  return { pages, numberOfPages: pages.length, estimatedHours, timeline, priceCents: dollars * 100 };
}

/** '$1,234' (whole dollars: the formula rounds to them). */
export const formatPrice = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

export const featureLabels = (features: readonly CustomBuildFeature[]) => [...new Set(features)].map((f) => CUSTOM_BUILD_FEATURES[f]);
export const timelineLabel = (timeline: CustomBuildTimeline) => CUSTOM_BUILD_TIMELINES[timeline];
