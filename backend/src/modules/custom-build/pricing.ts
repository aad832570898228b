import {
  CUSTOM_BUILD_DELIVERY,
  CUSTOM_BUILD_FEATURES,
  CUSTOM_BUILD_LIMITS,
  CUSTOM_BUILD_TIMELINES,
  type CustomBuildFeature,
  type CustomBuildTimeline,
} from '@tm/contracts/custom-build';
import type { PricePart, CustomBuildRequirements } from '@tm/contracts/custom-build.schemas';

/**
 * The price of a custom build (decision 036), computed by our code from validated requirements and
 * nothing else: no model, no client sets it.
 *
 *   hours = BASE_HOURS + HOURS_PER_EXTRA_PAGE × (pages − 1) + Σ FEATURE_HOURS[feature]
 *   price = round(hours × RATE_PER_HOUR × TIMELINE_FACTOR[timeline]) dollars
 *
 * Every build is delivered as CUSTOM_BUILD_DELIVERY says, whatever the timeline, so a rush costs
 * nothing extra: the factor is 1 for every timeline (decision 036, "The price"). The summary still
 * shows the timeline as a part of the price, at no surcharge, so the visitor sees why.
 */
export const PRICING = {
  /** Home page, responsive layout, the design system, basic SEO tags, hosting-ready files. */
  baseHours: 8,
  hoursPerExtraPage: 3,
  ratePerHour: 50,
  timelineFactor: { rush: 1, standard: 1, flexible: 1 } satisfies Record<CustomBuildTimeline, number>,
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
    privacy: 2,
    // A reminder a day before each booking, by a text-message service the buyer subscribes to (decision
    // 094): the message texts, the opt-in on the booking form and the hook to the service.
    smsReminders: 4,
    // One form of the visitor's own (an intake or medical-history form): its fields laid out, a
    // consent line, and its answers sent on as the contact form's are (decision 092).
    onlineForms: 4,
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
  privacy: 'Privacy Policy',
  onlineForms: 'Forms',
};

/** When nothing was said about pages: the three every small-business site has. */
export const DEFAULT_PAGES = ['Home', 'About', 'Contact'] as const;

/**
 * When the visitor asks for more pages than they named ("8 pages"), the rest are named by purpose,
 * in this order, never "Page 4": the pages small-business sites most often have.
 */
export const SUGGESTED_PAGES = [
  'About',
  'Services',
  'Contact',
  'Team',
  'Testimonials',
  'FAQ',
  'Gallery',
  'Blog',
  'Pricing',
  'Locations',
  'Careers',
  'Portfolio',
  'Events',
  'News',
  'Resources',
  'Partners',
  'Case Studies',
  'Press',
  'Privacy Policy',
  'Terms of Service',
  'Accessibility Statement',
  'Support',
  'Downloads',
  'Community',
  'Awards',
  'History',
  'Mission and Values',
  'Sustainability',
  'Newsletter Archive',
  'Sitemap',
] as const;

export interface Quote {
  /** The pages named (Home first), then pages named by purpose up to numberOfPages. */
  pages: string[];
  numberOfPages: number;
  estimatedHours: number;
  timeline: CustomBuildTimeline;
  priceCents: number;
}

/**
 * The page list: Home, the pages named, the pages the features bring; at most maxPages. A page the
 * visitor said they do not want (excludedPages) is never added, neither by a default nor by a
 * suggestion nor by a feature (the feature's section then goes on another page; decision 094).
 */
export function pagesOf(
  requirements: Pick<CustomBuildRequirements, 'pages' | 'features' | 'pageCount'> & Partial<Pick<CustomBuildRequirements, 'excludedPages'>>,
): string[] {
  const excluded = new Set((requirements.excludedPages ?? []).map((p) => p.trim().toLowerCase()).filter((p) => p !== 'home'));
  const named = [...requirements.pages, ...requirements.features.map((f) => FEATURE_PAGES[f]).filter((p): p is string => p !== undefined)];
  const seen = new Map<string, string>();
  for (const page of ['Home', ...named]) {
    const key = page.trim().toLowerCase();
    if (key && !seen.has(key) && !excluded.has(key)) seen.set(key, page.trim());
  }
  let pages = [...seen.values()];
  if (pages.length === 1 && requirements.pageCount === null) pages = DEFAULT_PAGES.filter((p) => !excluded.has(p.toLowerCase()));
  const wanted = Math.min(CUSTOM_BUILD_LIMITS.maxPages, Math.max(pages.length, requirements.pageCount ?? 0));
  for (const suggestion of SUGGESTED_PAGES) {
    if (pages.length >= wanted) break;
    const key = suggestion.toLowerCase();
    if (!seen.has(key) && !excluded.has(key) && !pages.some((p) => p.toLowerCase() === key)) pages.push(suggestion);
  }
  return pages.slice(0, CUSTOM_BUILD_LIMITS.maxPages);
}

export function quote(requirements: CustomBuildRequirements): Quote {
  const pages = pagesOf(requirements);
  const estimatedHours = priceParts(requirements, pages).reduce((sum, part) => sum + part.hours, 0);
  const timeline = requirements.timeline ?? 'standard';
  const dollars = Math.round(estimatedHours * PRICING.ratePerHour * PRICING.timelineFactor[timeline]);
  return { pages, numberOfPages: pages.length, estimatedHours, timeline, priceCents: dollars * 100 };
}

const dollarsOf = (hours: number) => `$${(hours * PRICING.ratePerHour).toLocaleString('en-US')}`;

function priceParts(requirements: Pick<CustomBuildRequirements, 'features'>, pages: readonly string[]): Array<Omit<PricePart, 'amount'>> {
  const extra = pages.length - 1;
  return [
    { part: 'base', label: 'Base: home page, responsive layout, design system, SEO tags', hours: PRICING.baseHours },
    ...(extra > 0
      ? [
          {
            part: 'pages' as const,
            label: `${extra} more ${extra === 1 ? 'page' : 'pages'} × ${PRICING.hoursPerExtraPage} h (${pages.slice(1).join(', ')})`,
            hours: extra * PRICING.hoursPerExtraPage,
          },
        ]
      : []),
    ...[...new Set(requirements.features)].map((f) => ({
      part: 'feature' as const,
      label: CUSTOM_BUILD_FEATURES[f],
      hours: PRICING.featureHours[f],
    })),
  ];
}

/**
 * How the price is made, part by part, at $RATE_PER_HOUR an hour: the amounts add up to the quote's
 * price. The timeline is a part too; it adds nothing (see PRICING).
 */
export function priceBreakdown(requirements: CustomBuildRequirements): PricePart[] {
  const priced = quote(requirements);
  const parts: PricePart[] = priceParts(requirements, priced.pages).map((p) => ({ ...p, amount: dollarsOf(p.hours) }));
  const surchargeCents = priced.priceCents - priced.estimatedHours * PRICING.ratePerHour * 100;
  const surcharge = surchargeCents === 0 ? 'no surcharge' : `× ${PRICING.timelineFactor[priced.timeline]}`;
  parts.push({
    part: 'timeline',
    label: `Timeline (${CUSTOM_BUILD_TIMELINES[priced.timeline]}): ${surcharge}; ${CUSTOM_BUILD_DELIVERY.short.toLowerCase()} whatever the timeline`,
    hours: 0,
    amount: formatPrice(surchargeCents),
  });
  return parts;
}

/** '$1,234' (whole dollars: the formula rounds to them). */
export const formatPrice = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

export const featureLabels = (features: readonly CustomBuildFeature[]) => [...new Set(features)].map((f) => CUSTOM_BUILD_FEATURES[f]);
export const timelineLabel = (timeline: CustomBuildTimeline) => CUSTOM_BUILD_TIMELINES[timeline];
