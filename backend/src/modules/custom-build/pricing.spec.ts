import { CUSTOM_BUILD_DELIVERY } from '@tm/contracts/custom-build';
import { CustomBuildRequirementsSchema } from '@tm/contracts/custom-build.schemas';
import type { CustomBuildRequirements } from '@tm/contracts/custom-build.schemas';
import { DEFAULT_PAGES, PRICING, formatPrice, pagesOf, priceBreakdown, quote } from './pricing';

const req = (overrides: Partial<CustomBuildRequirements> = {}) => CustomBuildRequirementsSchema.parse(overrides);

// Decision 036: hours = base + 3 per page after the first + each feature's hours; price = hours × $50 (the timeline adds nothing).
describe('custom build pricing', () => {
  it('gives a brief with nothing in it the three default pages at the base rate', () => {
    const q = quote(req());
    expect(pagesOf(req())).toEqual([...DEFAULT_PAGES]);
    expect(q).toEqual({
      pages: ['Home', 'About', 'Contact'],
      numberOfPages: 3,
      estimatedHours: 14,
      timeline: 'standard',
      priceCents: 70_000,
    });
  });

  it('adds hours per page and per feature, and the pages features bring', () => {
    const q = quote(req({ features: ['shop', 'booking'], pages: ['About', 'Team'] }));
    expect(q.pages).toEqual(['Home', 'About', 'Team', 'Shop', 'Book Online']);
    expect(q.estimatedHours).toBe(
      PRICING.baseHours + 4 * PRICING.hoursPerExtraPage + PRICING.featureHours.shop + PRICING.featureHours.booking,
    );
    expect(q.priceCents).toBe(q.estimatedHours * PRICING.ratePerHour * 100);
  });

  it('charges the same for every timeline: every build is delivered within the one promised time', () => {
    const base = req({ features: ['blog'] });
    const standard = quote(base).priceCents;
    expect(quote({ ...base, timeline: 'rush' }).priceCents).toBe(standard);
    expect(quote({ ...base, timeline: 'flexible' }).priceCents).toBe(standard);
  });

  it('shows how the price is made: base, pages, each feature and the timeline add up to it', () => {
    const r = req({ features: ['shop', 'gallery', 'contactForm'], pages: ['About'], timeline: 'rush' });
    const parts = priceBreakdown(r);
    expect(parts.map((p) => [p.part, p.hours, p.amount])).toEqual([
      ['base', 8, '$400'],
      ['pages', 12, '$600'],
      ['feature', 16, '$800'],
      ['feature', 4, '$200'],
      ['feature', 2, '$100'],
      ['timeline', 0, '$0'],
    ]);
    expect(parts[1]!.label).toBe('4 more pages × 3 h (About, Shop, Gallery, Contact)');
    expect(parts[5]!.label).toBe(
      `Timeline (Rush: within 3 days): no surcharge; ${CUSTOM_BUILD_DELIVERY.short.toLowerCase()} whatever the timeline`,
    );
    expect(formatPrice(quote(r).priceCents)).toBe('$2,100');
    // A one-page site has no pages part.
    expect(priceBreakdown(req({ pageCount: 1, pages: ['Home'] })).map((p) => p.part)).toEqual(['base', 'timeline']);
  });

  it('names the pages of a page count by their purpose, never "Page 4", within 30', () => {
    expect(quote(req({ pageCount: 6, pages: ['Menu'] })).pages).toEqual(['Home', 'Menu', 'About', 'Services', 'Contact', 'Team']);
    expect(quote(req({ pageCount: 4, pages: ['About', 'Contact'] })).pages).toEqual(['Home', 'About', 'Contact', 'Services']);
    const thirty = quote(req({ pageCount: 30, features: ['shop', 'blog'] }));
    expect(thirty.numberOfPages).toBe(30);
    expect(new Set(thirty.pages.map((p) => p.toLowerCase())).size).toBe(30);
    for (const page of thirty.pages) expect(page).not.toMatch(/^Page \d+$/);
    expect(pagesOf(req({ pages: ['home', 'About', 'about'] }))).toEqual(['Home', 'About']);
  });

  it('counts a repeated feature once and moves monotonically with what is asked', () => {
    const once = quote(req({ features: ['gallery'] })).priceCents;
    expect(quote({ ...req(), features: ['gallery', 'gallery'] }).priceCents).toBe(once);
    expect(quote(req({ features: ['gallery', 'faq'] })).priceCents).toBeGreaterThan(once);
  });

  it('formats whole dollars with thousands separators', () => {
    expect(formatPrice(210_000)).toBe('$2,100');
    expect(formatPrice(70_000)).toBe('$700');
    expect(formatPrice(1_234_500)).toBe('$12,345');
  });
});
