import { randomFor } from '@tm/catalog-generator';
import { uuidV7 } from '../../../database/uuid-v7';
import { sampleReviewRated } from './sample-review-texts';

/** A template the generated catalog gave a rating and a count (ratingCount > 0). */
export interface RatedTemplate {
  id: string;
  name: string;
  category: string;
  rating: number;
  ratingCount: number;
  createdAt: Date;
}

/** A demo store's sample review (sample = 1, no buyer, no job). */
export interface DemoReview {
  id: string;
  templateId: string;
  author: string;
  rating: number;
  title: string;
  text: string;
  /** Its createdAt and updatedAt. */
  at: Date;
}

/**
 * The demo store's ratings as sample reviews (decision 038): the generated catalog comes with a rating
 * and a count per template; here each template gets that many sample reviews whose stars average to
 * it, dated between its creation and `now`. seedDemoReviews (demo-reviews.repository.ts) writes them
 * as they come and then recomputes the figures from them, so what the demo store shows always follows
 * from reviews a visitor can read, each labelled "Sample review".
 */
export function* demoReviews(templates: readonly RatedTemplate[], seed: number, now: Date): Generator<DemoReview> {
  for (const template of templates) {
    const rng = randomFor('demo-review', seed, template.id);
    const stars = starsAveraging(template.rating, template.ratingCount);
    const from = template.createdAt.getTime();
    const span = Math.max(1, now.getTime() - from);
    for (const rating of rng.shuffle(stars)) {
      const review = sampleReviewRated(rng, template, rating);
      const at = new Date(from + Math.floor(rng.next() * span));
      yield {
        id: uuidV7(at.getTime()),
        templateId: template.id,
        author: review.author,
        rating: review.rating,
        title: review.title,
        text: review.text,
        at,
      };
    }
  }
}

/** Stars taken off a five, review after review: mostly fours, some threes, a rare one or two (the J shape of real ratings). */
const OFF_FIVE = [1, 1, 2, 1, 4, 1, 1, 3, 1, 2] as const;

/**
 * `count` whole-star ratings (1-5) averaging as close to `average` as whole stars allow, spread the way
 * real ratings are. Believable first: from 3 reviews on not every one is five stars, and from 10 on at
 * least a fifth of a star per review is missing on average (so a best seller shows about 4.8 and some
 * fours, threes and a one, never 100 % five stars), whatever average the generated catalog gave.
 */
export function starsAveraging(average: number, count: number): number[] {
  if (count <= 0) return [];
  const missingAtLeast = count >= 10 ? Math.ceil(count * 0.2) : count >= 3 ? 1 : 0;
  const total = Math.min(5 * count - missingAtLeast, Math.max(count, Math.round(average * count)));
  const stars = Array.from({ length: count }, () => 5);
  let missing = 5 * count - total;
  for (let turn = 0; missing > 0; turn++) {
    const i = turn % count;
    const off = Math.min(OFF_FIVE[turn % OFF_FIVE.length]!, missing, stars[i]! - 1);
    stars[i]! -= off;
    missing -= off;
  }
  return stars;
}
