// The phrases a template description and its tags are built from.

/** Descriptive words added to tags, whatever the category. */
export const GENERIC_TAGS = ['modern', 'clean', 'professional', 'elegant', 'minimal', 'colorful', 'fast', 'accessible', 'customizable', 'premium'] as const;

/** Description building blocks. `{brand}`, `{kind}`, `{audience}`, `{adjective}` (with its article), `{f1}`.. are filled in. */
export const DESCRIPTION_OPENINGS = [
  '{brand} is {adjective} {kind} built for {audience}.',
  'Meet {brand}: {adjective} {kind} designed for {audience}.',
  'Built for {audience}, {brand} is {adjective} {kind} that looks sharp on every screen.',
  '{brand} gives {audience} {adjective} {kind} that is ready in an afternoon.',
  'If you need {adjective} {kind}, {brand} was made for {audience}.',
] as const;

export const DESCRIPTION_MIDDLES = [
  'It ships with {f1} and {f2}, so you can focus on your content instead of code.',
  'Highlights include {f1}, {f2} and {f3}.',
  'Every page is carefully crafted, with {f1} and {f2} out of the box.',
  'You get {f1}, {f2} and a lot of thoughtful details.',
  'From {f1} to {f2}, everything you need is already in place.',
] as const;

export const DESCRIPTION_CLOSINGS = [
  'Clean, well-commented code and detailed documentation make customisation painless.',
  'Free updates and friendly support are included.',
  'Import the demo content in one click and make it yours.',
  'Swap the colors and fonts in minutes to match your brand.',
  'Designed to load fast and rank well from day one.',
] as const;

export const DESCRIPTION_ADJECTIVES = ['modern', 'clean', 'beautifully crafted', 'flexible', 'elegant', 'bold', 'lightweight', 'polished', 'versatile', 'stylish'] as const;
