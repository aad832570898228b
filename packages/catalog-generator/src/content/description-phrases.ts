// The phrases a template description and its tags are built from.

/** Descriptive words added to tags, whatever the category. */
export const GENERIC_TAGS = [
  'modern',
  'clean',
  'professional',
  'elegant',
  'minimal',
  'colorful',
  'fast',
  'accessible',
  'customizable',
  'premium',
] as const;

/**
 * Description building blocks. `{brand}`, `{kind}`, `{adjective}` (with its article), `{site}` and
 * `{audience}` (the subject's, content/subject-audiences.ts) and `{f1}`..`{f3}` (features the listing
 * shows, all held by the package) are filled in. The first sentence names the kind and the subject,
 * so subjectIdOf reads the same subject back from it (decision 041).
 */
export const DESCRIPTION_OPENINGS = [
  '{brand} is {adjective} {kind} whose demo is {site}.',
  'Meet {brand}: {adjective} {kind}, shown as {site}.',
  '{brand} is {adjective} {kind}, with {site} as its demo.',
] as const;

export const DESCRIPTION_MIDDLES = [
  'Made for {audience}, it comes with {f1} and {f2}.',
  'It is made for {audience}: {f1}, {f2} and {f3}.',
  'For {audience}, with {f1} and {f2}.',
] as const;

export const DESCRIPTION_ADJECTIVES = [
  'modern',
  'clean',
  'flexible',
  'elegant',
  'bold',
  'lightweight',
  'polished',
  'versatile',
  'stylish',
] as const;
