import { CUSTOM_BUILD_TIMELINES, customBuildPriceValue } from '@tm/contracts/custom-build';
import { CustomBuildRequirementsSchema } from '@tm/contracts/custom-build.schemas';
import { summaryOf } from '../summaries.service';
import { SUMMARY_BRIEFS } from '../testing/summary-briefs';
import { offlineReply } from './offline-consultant';
import { replyLanguage } from './reply-language';

/** Each conversation of the corpus through the offline consultant, then the summary the page would get. */
function converse(messages: readonly string[]) {
  let requirements = CustomBuildRequirementsSchema.parse({});
  const replies: string[] = [];
  for (const message of messages) {
    const reply = offlineReply(message, requirements);
    replies.push(reply.message);
    requirements = reply.updatedRequirements;
  }
  return { replies, requirements };
}

describe('the consultant over briefs of the kinds it got wrong', () => {
  it('holds at least 15 briefs of every kind', () => {
    expect(SUMMARY_BRIEFS.length).toBeGreaterThanOrEqual(15);
    for (const kind of ['vague', 'non-English', 'legal', 'medical', 'multi-location', 'e-commerce platform'])
      expect(SUMMARY_BRIEFS.some((b) => b.kind === kind)).toBe(true);
  });

  it.each(SUMMARY_BRIEFS.map((brief) => [brief.messages[0]!.slice(0, 60), brief] as const))('%s', (_title, brief) => {
    const { replies, requirements } = converse(brief.messages);
    expect(replyLanguage(brief.messages[0]!)).toBe(brief.language ?? 'en');
    brief.replies?.forEach((pattern, i) => {
      if (pattern) expect(replies[i]).toMatch(pattern);
    });
    for (const reply of replies) {
      // Never a refusal, never a price figure, never a second delivery promise.
      expect(reply).not.toMatch(/stick to that|can't help|cannot help/i);
      expect(reply).not.toMatch(/\$\s?\d/);
      expect(reply).not.toMatch(/1-2 weeks delivery|delivered in (1|3)/i);
    }

    const summary = summaryOf(requirements);
    const want = brief.summary;
    expect(summary.businessType).toBe(want.businessType);
    if (want.features) expect(requirements.features).toEqual(expect.arrayContaining(want.features));
    if (want.pages) expect(summary.pages).toEqual(expect.arrayContaining(want.pages));
    if (want.timeline) expect(summary.timeline).toBe(CUSTOM_BUILD_TIMELINES[want.timeline]);
    if (want.platform) expect(summary.notes.join(' ')).toContain(`not a ${want.platform} theme`);
    // Pages by purpose, never "Page 4"; the breakdown adds up to the price.
    for (const page of summary.pages) expect(page).not.toMatch(/^Page \d+$/);
    const parts = summary.breakdown.reduce((sum, part) => sum + customBuildPriceValue(part.amount), 0);
    expect(parts).toBe(customBuildPriceValue(summary.price));
    expect(summary.breakdown.map((p) => p.part)).toEqual(expect.arrayContaining(['base', 'timeline']));
  });
});
