import type { SeededRandom } from '../../catalog-generator';

export type RatingSpread = 'positive' | 'mixed' | 'critical';

/** Chances of 1..5 stars per spread. */
const SPREADS: Record<RatingSpread, readonly number[]> = {
  positive: [0.02, 0.03, 0.1, 0.35, 0.5],
  mixed: [0.2, 0.2, 0.2, 0.2, 0.2],
  critical: [0.3, 0.3, 0.25, 0.1, 0.05],
};

const FIRST_NAMES = ['Alex', 'Priya', 'Jonas', 'Maria', 'Kenji', 'Fatima', 'Liam', 'Sofia', 'Noah', 'Amara', 'Lucas', 'Mei', 'Omar', 'Elena', 'Tom', 'Zara', 'Diego', 'Hana', 'Ivan', 'Chloe'];
const INITIALS = 'ABCDEFGHJKLMNPRSTVW';

/** What a reviewer praises or regrets, by the category of the template. */
const SUBJECT: Record<string, string> = {
  wordpress: 'WordPress site',
  ecommerce: 'online shop',
  html: 'static site',
  marketing: 'campaign',
  cms: 'blog',
  plugins: 'WordPress install',
};

const TITLES: Record<number, readonly string[]> = {
  5: ['Exactly what I needed', 'Excellent value', 'Clean and easy to customise', 'Great starting point'],
  4: ['Solid template', 'Good, with small gaps', 'Nice design, quick setup', 'Does the job well'],
  3: ['Decent but needs work', 'Okay for the price', 'Mixed feelings', 'Fine once adjusted'],
  2: ['Took longer than expected', 'Not quite as shown', 'Needs better docs', 'Disappointing details'],
  1: ['Not for me', 'Too much rework', 'Did not fit my project', 'Hard to set up'],
};

const TEXTS: Record<number, readonly string[]> = {
  5: [
    'Set up {name} in an afternoon and my {subject} looked finished the same day. The code is tidy and the layout holds up on phones.',
    'The sections of {name} covered everything I planned, and changing colours and fonts took minutes. Would buy again.',
  ],
  4: [
    '{name} gave my {subject} a professional look quickly. I had to adjust a few spacing details, but nothing hard.',
    'Good structure and sensible defaults. One or two pages need more examples, otherwise a strong {subject} template.',
  ],
  3: [
    '{name} is a reasonable base for a {subject}, but I rewrote more of the styling than I expected.',
    'Looks like the preview, though some parts felt generic. Fine for a quick launch of a {subject}.',
  ],
  2: [
    'Getting {name} to match my {subject} took a lot of edits, and the instructions skip a few steps.',
    'The design is nice on desktop, less so on small screens. I expected more from {name}.',
  ],
  1: [
    '{name} did not suit my {subject}: most sections needed rebuilding before I could use them.',
    'I struggled with the setup of {name} and ended up choosing another template.',
  ],
};

export interface SampleReviewText {
  author: string;
  rating: number;
  title: string;
  text: string;
}

function pickRating(rng: SeededRandom, spread: RatingSpread): number {
  const weights = SPREADS[spread];
  let roll = rng.next();
  for (let stars = 1; stars <= 5; stars++) {
    roll -= weights[stars - 1]!;
    if (roll < 0) return stars;
  }
  return 5;
}

/** One sample review of a template: deterministic for its random stream; generic words, never a real person's. */
export function sampleReview(rng: SeededRandom, template: { name: string; category: string }, spread: RatingSpread): SampleReviewText {
  return sampleReviewRated(rng, template, pickRating(rng, spread));
}

/** A sample review with the given stars. */
export function sampleReviewRated(rng: SeededRandom, template: { name: string; category: string }, rating: number): SampleReviewText {
  const fill = (s: string) => s.replaceAll('{name}', template.name).replaceAll('{subject}', SUBJECT[template.category] ?? 'website');
  return {
    author: `${rng.pick(FIRST_NAMES)} ${rng.pick(INITIALS.split(''))}.`,
    rating,
    title: rng.pick(TITLES[rating]!),
    text: fill(rng.pick(TEXTS[rating]!)),
  };
}
