import type { CustomBuildRequirements } from '@tm/contracts/custom-build.schemas';
import { fillerIn } from './filler-check';

/**
 * Claims a model may not make about a business unless the buyer said them (decision 096): a price, a
 * figure (years, clients, percentages), an award, a certification, a rating or a review, a superlative.
 */
const CLAIMS: readonly RegExp[] = [
  /[$€£]\s?\d/,
  /\d/,
  /\b(award|awarded|prize|winning|certified|certificate|accredited|licensed|rated|rating|stars?|reviews?|testimonials?|guarantee\w*)\b/i,
  /\b(best|leading|top|number one|no\.\s?1|#1|premier|finest|unmatched|world-class|renowned|famous|trusted by)\b/i,
  /\b(years?|decades?|since|founded|established)\b/i,
  /\b(premio|premiado|certificad\w*|acreditad\w*|opiniones|reseñas|estrellas|garantía|mejor|líder|años|desde|fundad\w*)\b/i,
  /<|>|https?:|www\./i,
];

/** The buyer's own words, lower case: a claim they made themselves may be repeated. */
function saidByBuyer(r: CustomBuildRequirements): string {
  return [r.businessName, r.businessType, r.location, r.tone, ...r.services, ...r.requests.map((q) => q.text), ...r.contentProvided]
    .filter((v): v is string => Boolean(v))
    .join(' \n ')
    .toLowerCase();
}

/**
 * Why a block of model copy is refused, or null when it may be used: filler, or a claim the summary
 * does not hold (a figure, a price, an award...). A figure or word the buyer wrote themselves passes.
 */
export function refusedClaim(text: string, requirements: CustomBuildRequirements): string | null {
  const filler = fillerIn(text);
  if (filler.length) return `filler (${filler.join(', ')})`;
  const said = saidByBuyer(requirements);
  for (const claim of CLAIMS) {
    const match = new RegExp(claim.source, `${claim.flags.replace('g', '')}g`);
    for (const found of text.matchAll(match)) {
      if (claim.source === '\\d') {
        // A digit is fine only inside a number the buyer wrote ("Studio 54").
        const number = /\d[\d.,]*/.exec(text.slice(found.index))![0];
        if (!said.includes(number.toLowerCase())) return `a figure the summary does not hold (${number})`;
        continue;
      }
      if (!said.includes(found[0].toLowerCase())) return `a claim the summary does not hold ("${found[0]}")`;
    }
  }
  return null;
}
