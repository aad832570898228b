import { CustomBuildRequirementsSchema } from '@tm/contracts/custom-build.schemas';
import type { CustomBuildRequirements } from '@tm/contracts/custom-build';
import { DEFAULT_PAGES, PRICING, formatPrice, pagesOf, quote } from './pricing';

const req = (overrides: Partial<CustomBuildRequirements> = {}) => CustomBuildRequirementsSchema.parse(overrides);

// Decision 036: hours = base + 3 per page after the first + each feature's hours; price = hours × $50 × timeline factor.
describe('custom build pricing', () => {
  it('gives a brief with nothing in it the three default pages at the base rate', () => {
    const q = quote(req());
    expect(pagesOf(req())).toEqual([...DEFAULT_PAGES]);
    expect(q).toEqual({ pages: ['Home', 'About', 'Contact'], numberOfPages: 3, estimatedHours: 14, timeline: 'standard', priceCents: 70_000 });
  });

  it('adds hours per page and per feature, and the pages features bring', () => {
    const q = quote(req({ features: ['shop', 'booking'], pages: ['About', 'Team'] }));
    expect(q.pages).toEqual(['Home', 'About', 'Team', 'Shop', 'Book Online']);
    expect(q.estimatedHours).toBe(PRICING.baseHours + 4 * PRICING.hoursPerExtraPage + PRICING.featureHours.shop + PRICING.featureHours.booking);
    expect(q.priceCents).toBe(q.estimatedHours * PRICING.ratePerHour * 100);
  });

  it('applies the timeline factor: rush costs more, flexible less', () => {
    const base = req({ features: ['blog'] });
    const standard = quote(base).priceCents;
    expect(quote({ ...base, timeline: 'rush' }).priceCents).toBe(Math.round(standard * 1.25 / 100) * 100);
    expect(quote({ ...base, timeline: 'flexible' }).priceCents).toBe(Math.round(standard * 0.9 / 100) * 100);
  });

  it('fills a page count with numbered pages, within 30', () => {
    expect(quote(req({ pageCount: 6, pages: ['Menu'] })).pages).toEqual(['Home', 'Menu', 'Page 3', 'Page 4', 'Page 5', 'Page 6']);
    expect(quote(req({ pageCount: 30, features: ['shop', 'blog'] })).numberOfPages).toBe(30);
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
