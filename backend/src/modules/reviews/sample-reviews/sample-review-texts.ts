import type { SeededRandom } from '@tm/catalog-generator';

export type RatingSpread = 'positive' | 'mixed' | 'critical';

/** Chances of 1..5 stars per spread. */
const SPREADS: Record<RatingSpread, readonly number[]> = {
  positive: [0.02, 0.03, 0.1, 0.35, 0.5],
  mixed: [0.2, 0.2, 0.2, 0.2, 0.2],
  critical: [0.3, 0.3, 0.25, 0.1, 0.05],
};

const FIRST_NAMES = [
  'Alex',
  'Priya',
  'Jonas',
  'Maria',
  'Kenji',
  'Fatima',
  'Liam',
  'Sofia',
  'Noah',
  'Amara',
  'Lucas',
  'Mei',
  'Omar',
  'Elena',
  'Tom',
  'Zara',
  'Diego',
  'Hana',
  'Ivan',
  'Chloe',
  'Sam',
  'Ines',
  'Marek',
  'Leila',
  'Ben',
  'Aiko',
  'Rafael',
  'Nina',
  'Kwame',
  'Julia',
  'Pavel',
  'Grace',
  'Tariq',
  'Lena',
  'Oscar',
  'Yara',
  'Felix',
  'Ana',
  'Dev',
  'Maya',
];
const INITIALS = 'ABCDEFGHJKLMNPRSTVW';

/** What a reviewer built with the template, by its category. */
const SUBJECT: Record<string, string> = {
  wordpress: 'WordPress site',
  ecommerce: 'shop design', // not 'online shop': "a online shop", and several are HTML designs of a store (decision 053)
  html: 'static site',
  marketing: 'campaign',
  cms: 'blog',
  plugins: 'WordPress install',
};

/** A part a reviewer singles out, by category. */
const ASPECTS: Record<string, readonly string[]> = {
  wordpress: ['the block patterns', 'the theme options', 'the header layouts', 'the blog templates'],
  ecommerce: ['the product pages', 'the cart page', 'the category grid', 'the checkout layout'],
  html: ['the markup', 'the stylesheet', 'the page sections', 'the navigation'],
  marketing: ['the hero section', 'the sign-up form', 'the pricing block', 'the landing sections'],
  cms: ['the post layouts', 'the archive pages', 'the author pages', 'the typography'],
  plugins: ['the settings screen', 'the shortcodes', 'the widget', 'the defaults'],
};
const GENERIC_ASPECTS = ['the documentation', 'the mobile layout', 'the colour options', 'the demo content'];

type Band = 'high' | 'good' | 'middle' | 'low' | 'poor';
const BAND: Record<number, Band> = { 5: 'high', 4: 'good', 3: 'middle', 2: 'low', 1: 'poor' };

const TITLES: Record<Band, readonly string[]> = {
  high: [
    'Exactly what I needed',
    'Excellent value',
    'Clean and easy to customise',
    'Great starting point',
    'Saved me a week',
    'Really well made',
    'Love it',
    'Does what it promises',
    'Very happy',
    'Top quality',
  ],
  good: [
    'Solid template',
    'Good, with small gaps',
    'Nice design, quick setup',
    'Does the job well',
    'Pretty good',
    'Good value overall',
    'Almost perfect',
    'Worth it',
  ],
  middle: [
    'Decent but needs work',
    'Okay for the price',
    'Mixed feelings',
    'Fine once adjusted',
    'Average',
    'It works',
    'Not bad, not great',
  ],
  low: ['Took longer than expected', 'Not quite as shown', 'Needs better docs', 'Disappointing details', 'Meh', 'Expected more'],
  poor: ['Not for me', 'Too much rework', 'Did not fit my project', 'Hard to set up', 'Would not buy again', 'Not as described'],
};

const OPENERS: Record<Band, readonly string[]> = {
  high: [
    'Really happy with {name}.',
    'Used this for a client’s {subject} and they loved it.',
    'Best template I have bought so far.',
    'Exactly what I was looking for.',
    'Clean work.',
    'Had my {subject} live in an afternoon.',
    'Second purchase from this shop and again no complaints.',
    'Great design out of the box.',
  ],
  good: [
    '{name} gave my {subject} a professional look quickly.',
    'Good template overall.',
    'Mostly very good.',
    'Solid base for a {subject}.',
    'Nice design and sensible defaults.',
    'Happy with it, with a couple of reservations.',
  ],
  middle: [
    '{name} is a reasonable base for a {subject}.',
    'It’s okay.',
    'Looks like the preview, more or less.',
    'Does the job, nothing more.',
    'Fine for a quick launch.',
    'Mixed experience with this one.',
  ],
  low: [
    'Getting {name} to match my {subject} took a lot of edits.',
    'Not what I hoped for.',
    'The preview looks better than what you get.',
    'I expected more from {name}.',
    'Usable, but only after a lot of work.',
  ],
  poor: [
    '{name} did not suit my {subject}.',
    'I gave up on this one.',
    'Not worth it for me.',
    'Struggled from the start.',
    'Asked for a refund.',
  ],
};

const DETAILS: Record<Band, readonly string[]> = {
  high: [
    'The code is tidy and {aspect} held up on phones without changes.',
    'Changing colours and fonts took minutes.',
    '{aspect} alone was worth the price.',
    'Everything is where you expect it, and {aspect} is nicely done.',
    'I only had to swap the texts and images.',
    'Loads fast and looks sharp on every screen I tried.',
    'The files are well organised, so finding things was easy.',
  ],
  good: [
    'I had to adjust a few spacing details in {aspect}, but nothing hard.',
    'One or two pages need more examples.',
    '{aspect} could be more flexible.',
    'The docs are short but enough to get going.',
    'A few icons did not match my brand, easy to replace.',
    'Took a bit longer than I planned to get {aspect} right.',
  ],
  middle: [
    'I rewrote more of the styling than I expected.',
    'Some parts felt generic, {aspect} in particular.',
    '{aspect} needed more work than it should.',
    'The instructions skip a few steps.',
    'Works, but I had to fix a couple of layout bugs on tablets.',
  ],
  low: [
    'The design is nice on desktop, less so on small screens.',
    '{aspect} did not work the way the demo suggests.',
    'The documentation is thin and I had to guess a lot.',
    'Several sections needed rebuilding.',
  ],
  poor: [
    'Most sections needed rebuilding before I could use them.',
    '{aspect} broke as soon as I changed the content.',
    'I ended up choosing another template.',
    'Setup was confusing and the docs did not help.',
  ],
};

const CLOSERS: Record<Band, readonly string[]> = {
  high: ['Would buy again.', 'Recommended.', 'Worth every cent.', 'Thanks!', 'Five stars from me.'],
  good: ['Would recommend.', 'Good value.', 'Still happy I bought it.', 'Four stars.'],
  middle: ['Okay for the price.', 'Might suit a simpler project.', 'Three stars.'],
  low: ['Needs an update.', 'Can’t really recommend it.'],
  poor: ['Avoid if you are in a hurry.', 'Not for me.'],
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

/**
 * A sample review with the given stars. Its words are put together from an opening, sometimes a detail
 * naming a part of the template, sometimes a closing line, so a hundred reviews of one template read
 * like different people wrote them (a short one now and then) rather than a hundred copies of one text.
 */
export function sampleReviewRated(rng: SeededRandom, template: { name: string; category: string }, rating: number): SampleReviewText {
  const band = BAND[rating] ?? 'middle';
  const aspect = rng.pick([...(ASPECTS[template.category] ?? []), ...GENERIC_ASPECTS]);
  const fill = (s: string) =>
    s
      .replaceAll('{name}', template.name)
      .replaceAll('{subject}', SUBJECT[template.category] ?? 'website')
      .replaceAll('{aspect}', aspect);
  const sentences = [rng.pick(OPENERS[band])];
  if (!rng.chance(0.15)) sentences.push(rng.pick(DETAILS[band]));
  if (rng.chance(0.45)) sentences.push(rng.pick(CLOSERS[band]));
  const text = sentences.map(fill).map(capitalised).join(' ');
  return {
    author: `${rng.pick(FIRST_NAMES)} ${rng.pick(INITIALS.split(''))}.`,
    rating,
    title: rng.pick(TITLES[band]),
    text,
  };
}

function capitalised(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
