import type { CustomBuildRequirements, CustomBuildSummaryDto } from '@tm/contracts/custom-build.schemas';
import type { CorpusConversation } from './conversation-corpus';

/**
 * What a conversation's end state breaks of its expectations, as readable lines (empty: all kept).
 * `lastReply` is the consultant's last message; `summary` the summary generated from the requirements.
 */
export function corpusMisses(
  c: CorpusConversation,
  r: CustomBuildRequirements,
  summary: Pick<
    CustomBuildSummaryDto,
    'pages' | 'numberOfPages' | 'requested' | 'languages' | 'deadline' | 'budget' | 'excludedPages' | 'contentProvided'
  >,
  last: { message: string; shouldGenerateSummary: boolean },
): string[] {
  const e = c.expect;
  const misses: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) misses.push(what);
  };
  if (e.businessType !== undefined) check(r.businessType === e.businessType, `businessType ${r.businessType} ≠ ${e.businessType}`);
  if (e.businessName) check(r.businessName === e.businessName, `businessName ${r.businessName} ≠ ${e.businessName}`);
  if (e.location) check(r.location?.startsWith(e.location) ?? false, `location ${r.location} ≠ ${e.location}`);
  for (const f of e.features ?? []) check(r.features.includes(f), `feature ${f} missing`);
  for (const f of e.notFeatures ?? []) check(!r.features.includes(f), `feature ${f} kept`);
  for (const p of e.pagesPresent ?? []) check(summary.pages.includes(p), `page ${p} missing from ${summary.pages.join(', ')}`);
  for (const p of e.pagesAbsent ?? []) check(!summary.pages.includes(p), `page ${p} present`);
  if (e.numberOfPages !== undefined)
    check(summary.numberOfPages === e.numberOfPages, `numberOfPages ${summary.numberOfPages} ≠ ${e.numberOfPages}`);
  if (e.languages) {
    check(JSON.stringify(r.languages) === JSON.stringify(e.languages), `languages ${r.languages.join(',')} ≠ ${e.languages.join(',')}`);
    check(JSON.stringify(summary.languages) === JSON.stringify(e.languages), 'summary languages differ');
  }
  if (e.deadlineDays !== undefined) check(r.deadlineDays === e.deadlineDays, `deadlineDays ${r.deadlineDays} ≠ ${e.deadlineDays}`);
  if (e.deadlineMet !== undefined)
    check(summary.deadline?.met === e.deadlineMet, `deadline met ${summary.deadline?.met} ≠ ${e.deadlineMet}`);
  if (e.budgetCents !== undefined) {
    check(r.budgetCents === e.budgetCents, `budgetCents ${r.budgetCents} ≠ ${e.budgetCents}`);
    check((summary.budget?.budgetCents ?? null) === e.budgetCents, 'summary budget differs');
  }
  for (const q of e.requests ?? []) {
    const found = r.requests.find((x) => x.text.toLowerCase().includes(q.about.toLowerCase()));
    check(found?.included === q.included, `request "${q.about}" ${found ? `included ${found.included}` : 'missing'}`);
    const line = summary.requested.find((x) => x.label.toLowerCase().includes(q.about.toLowerCase()));
    check(
      line !== undefined && (line.status === 'not-included') === !q.included && (q.included || Boolean(line.reason)),
      `summary line "${q.about}" wrong`,
    );
  }
  if (e.excludedPages)
    check(JSON.stringify(r.excludedPages) === JSON.stringify(e.excludedPages), `excludedPages ${r.excludedPages.join(',')}`);
  if (e.excludedPages) check(JSON.stringify(summary.excludedPages) === JSON.stringify(e.excludedPages), 'summary excludedPages differ');
  for (const f of e.declinedFeatures ?? []) check(r.declinedFeatures.includes(f), `declined ${f} missing`);
  for (const x of e.contentProvided ?? [])
    check(r.contentProvided.includes(x) && summary.contentProvided.includes(x), `content ${x} missing`);
  for (const s of e.services ?? [])
    check(
      r.services.some((v) => v.toLowerCase().includes(s)),
      `service ${s} missing`,
    );
  if (e.summaryTriggered !== undefined)
    check(last.shouldGenerateSummary === e.summaryTriggered, `shouldGenerateSummary ${last.shouldGenerateSummary} ≠ ${e.summaryTriggered}`);
  for (const phrase of e.answerHolds ?? []) check(last.message.includes(phrase), `answer lacks "${phrase}"`);
  // Every feature is priced and every request shown back: nothing silently dropped.
  for (const q of r.requests)
    check(
      summary.requested.some((l) => l.label === q.text),
      `request ${q.text} not shown back`,
    );
  return misses;
}
