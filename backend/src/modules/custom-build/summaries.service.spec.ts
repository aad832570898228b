import { CustomBuildRequirementsSchema } from '@tm/contracts/custom-build.schemas';
import type { CustomBuildSummaryEntity } from './entities/custom-build-summary.entity';
import { summaryOf, toSummaryDto } from './summaries.service';
import { BAKERY } from './testing/requirements';

const TERMS = { leadDays: 5, revisionRounds: 2, timeZone: 'UTC', now: new Date('2026-12-07T10:00:00Z') };

// Decision 094: the summary shows back every requirement; summaries stored before it still read.
describe('the summary of the requirements', () => {
  it('shows every request, declined feature, language, deadline and budget, and compares them with the promise and the price', () => {
    const r = CustomBuildRequirementsSchema.parse({
      ...BAKERY,
      declinedFeatures: ['blog'],
      requests: [{ text: 'Hosting', included: false, reason: 'Not included: static files for any host' }],
      languages: ['Spanish'],
      deadlineDays: 3,
      budgetCents: 150_000,
      contentProvided: ['Logo'],
      excludedPages: ['About'],
    });
    const s = summaryOf(r, TERMS);
    expect(s.pages).not.toContain('About');
    expect(s.requested).toEqual([
      { label: 'Online Store', status: 'priced', reason: null },
      { label: 'Photo Gallery', status: 'priced', reason: null },
      { label: 'Contact Form', status: 'priced', reason: null },
      { label: 'Hosting', status: 'not-included', reason: 'Not included: static files for any host' },
      { label: 'Blog', status: 'not-included', reason: 'You said you do not want it' },
    ]);
    expect(s.deadline).toMatchObject({ askedDays: 3, leadDays: 5, firstVersionHours: 2, met: false });
    expect(s.deadline!.text).toBe(
      'You asked for 3 days: I cannot promise that. The finished site is due on Monday 14 December (5 working days after payment, if you pay today); the first version comes within 2 hours of payment.',
    );
    expect(s.budget).toEqual({
      budgetCents: 150_000,
      within: false,
      text: `${s.price} is $450 over your budget of $1,500: leave out a feature or pages to come closer.`,
    });
    expect(summaryOf({ ...r, deadlineDays: 10, budgetCents: 500_000 }, TERMS)).toMatchObject({
      deadline: { met: true },
      budget: { within: true },
    });
  });

  it('reads a summary stored before the requirements were shown back, with empty defaults', () => {
    const row = {
      id: 'a',
      userId: null,
      requirements: '{}',
      summary: JSON.stringify({
        businessType: 'Bakery',
        designPreferences: [],
        features: ['Online Store'],
        pages: ['Home'],
        numberOfPages: 1,
        estimatedHours: 24,
        timeline: 'Within 1-2 weeks',
        price: '$1,200',
      }),
      priceCents: 120_000,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      conversation: null,
    } satisfies CustomBuildSummaryEntity;
    expect(toSummaryDto(row)).toMatchObject({
      price: '$1,200',
      breakdown: [],
      notes: [],
      requested: [],
      languages: [],
      deadline: null,
      budget: null,
    });
  });
});
