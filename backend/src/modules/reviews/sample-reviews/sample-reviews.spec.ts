import { REVIEW_LIMITS } from '@tm/contracts/reviews';
import { randomFor } from '@tm/catalog-generator';
import { starsAveraging } from './demo-reviews';
import { sampleReview, sampleReviewRated } from './sample-review-texts';

const share = (stars: number[], value: number) => stars.filter((s) => s === value).length / stars.length;
const mean = (stars: number[]) => stars.reduce((a, b) => a + b, 0) / stars.length;

describe('demo store sample ratings', () => {
  it('never gives a best seller 100 % five stars: a 5.0 with 100 reviews becomes about 4.8 with fours, threes and a low one', () => {
    const stars = starsAveraging(5, 100);
    expect(stars).toHaveLength(100);
    expect(mean(stars)).toBeCloseTo(4.8, 5);
    expect(share(stars, 5)).toBeLessThan(0.9);
    expect(share(stars, 5)).toBeGreaterThan(0.8);
    expect(share(stars, 4)).toBeGreaterThan(0.05);
    expect(stars.some((s) => s <= 2)).toBe(true);
  });

  it('keeps the catalog average where it is believable, and every rating a whole 1 to 5', () => {
    for (const [average, count] of [
      [4.3, 250],
      [3.6, 40],
      [4.7, 12],
      [2.1, 30],
      [4.0, 7],
    ] as const) {
      const stars = starsAveraging(average, count);
      expect(stars).toHaveLength(count);
      expect(stars.every((s) => Number.isInteger(s) && s >= 1 && s <= 5)).toBe(true);
      expect(Math.abs(mean(stars) - average)).toBeLessThanOrEqual(0.5 / count + 1e-9);
    }
  });

  it('allows a perfect score only on one or two reviews, and not from three on', () => {
    expect(starsAveraging(5, 1)).toEqual([5]);
    expect(starsAveraging(5, 2)).toEqual([5, 5]);
    expect(starsAveraging(5, 3)).toEqual([4, 5, 5]);
    expect(starsAveraging(4.9, 0)).toEqual([]);
  });
});

describe('sample review texts', () => {
  const template = { name: 'Harbor Shop', category: 'ecommerce' };

  it('reads like different people: a hundred reviews of one template have many distinct texts and titles', () => {
    const rng = randomFor('demo-review', 7, 'tpl-1');
    const reviews = starsAveraging(5, 100).map((rating) => sampleReviewRated(rng, template, rating));
    const texts = new Map<string, number>();
    for (const review of reviews) texts.set(review.text, (texts.get(review.text) ?? 0) + 1);
    expect(texts.size).toBeGreaterThan(60);
    expect(Math.max(...texts.values())).toBeLessThanOrEqual(4);
    expect(new Set(reviews.map((r) => r.title)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(reviews.map((r) => r.author)).size).toBeGreaterThan(50);
    // Some are short, some longer, and the template's name is not in every one.
    const lengths = reviews.map((r) => r.text.length);
    expect(Math.min(...lengths)).toBeLessThan(40);
    expect(Math.max(...lengths)).toBeGreaterThan(120);
    expect(reviews.filter((r) => r.text.includes('Harbor Shop')).length).toBeLessThan(50);
  });

  it('fits the review limits, matches its stars in tone and is the same for the same stream', () => {
    for (const category of ['wordpress', 'ecommerce', 'html', 'marketing', 'cms', 'plugins', 'other']) {
      const rng = randomFor('sample-review', 3, category);
      for (let i = 0; i < 200; i++) {
        const review = sampleReview(rng, { name: 'Northwind', category }, 'mixed');
        expect(review.text.length).toBeGreaterThanOrEqual(REVIEW_LIMITS.textMin);
        expect(review.title.length).toBeGreaterThanOrEqual(REVIEW_LIMITS.titleMin);
        expect(review.text).not.toMatch(/\{\w+\}/);
        if (review.rating <= 2) expect(review.text).not.toMatch(/Would buy again|Recommended\./);
      }
    }
    const a = sampleReviewRated(randomFor('x', 1), template, 4);
    const b = sampleReviewRated(randomFor('x', 1), template, 4);
    expect(a).toEqual(b);
  });
});
