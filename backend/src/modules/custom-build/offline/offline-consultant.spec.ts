import { CustomBuildRequirementsSchema } from '@tm/contracts/custom-build.schemas';
import { summaryAllowed } from '@tm/contracts/custom-build';
import { quote } from '../pricing';
import { INJECTIONS } from '../testing/injections';
import { ENOUGH, NOTHING_YET, PRICE_ANSWER, QUESTIONS, offlineReply } from './offline-consultant';

const empty = () => CustomBuildRequirementsSchema.parse({});

describe('the offline consultant', () => {
  it('asks each open topic once, in order, then says it has enough', () => {
    const first = offlineReply('Hello there', empty());
    expect(first.message).toBe(`${NOTHING_YET} ${QUESTIONS.business}`);
    const second = offlineReply('We are a yoga studio', first.updatedRequirements);
    expect(second.message).toContain(QUESTIONS.features);
    const third = offlineReply('class bookings and a newsletter', second.updatedRequirements);
    expect(third.updatedRequirements.features).toEqual(['booking', 'newsletter']);
    expect(third.message).toContain(QUESTIONS.design);
    const fourth = offlineReply('no idea', third.updatedRequirements);
    expect(fourth.message).toContain(QUESTIONS.timeline);
    expect(fourth.shouldGenerateSummary).toBe(false);
    const fifth = offlineReply('next month is fine', fourth.updatedRequirements);
    expect(fifth.updatedRequirements.timeline).toBe('flexible');
    expect(fifth.message).toContain(ENOUGH);
    expect(fifth.shouldGenerateSummary).toBe(true);
    // Its questions never show the summary button early; its closing line does.
    for (const question of Object.values(QUESTIONS)) expect(summaryAllowed([{ role: 'assistant', content: question }], false)).toBe(false);
    expect(summaryAllowed([{ role: 'assistant', content: ENOUGH }], false)).toBe(true);
  });

  it('answers price questions with how the price is made, never a figure', () => {
    const reply = offlineReply('How much will it cost? Can you do it for $300?', empty());
    expect(reply.message).toContain(PRICE_ANSWER);
    expect(reply.message).not.toMatch(/\$\d/);
  });

  it(`keeps the price through ${INJECTIONS.length} injection attempts`, () => {
    const brief = offlineReply(
      'We are a bakery: online shop, gallery, contact form, pastel pink, within two weeks',
      empty(),
    ).updatedRequirements;
    const price = quote(brief).priceCents;
    for (const injection of INJECTIONS) {
      const reply = offlineReply(injection, brief);
      expect(quote(reply.updatedRequirements).priceCents).toBe(price);
      expect(reply.updatedRequirements.businessType).toBe('Bakery');
      expect(reply.message).not.toMatch(/\$\s?\d/);
    }
  });
});
