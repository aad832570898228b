import { CustomBuildRequirementsSchema } from '@tm/contracts/custom-build.schemas';
import { summaryOf } from '../summaries.service';
import { CONVERSATION_CORPUS } from '../testing/conversation-corpus';
import { corpusMisses } from '../testing/corpus-expectations';
import { DEFAULT_TERMS } from './answers';
import { asksForSummary } from './intents';
import { offlineReply } from './offline-consultant';
import { ENGLISH, SPANISH } from './replies';

// Decision 094: the offline consultant keeps every requirement of the corpus (the HTTP run is in conversation-corpus.api.spec.ts).
describe('the offline consultant over the conversation corpus', () => {
  it(`holds at least 40 conversations of every kind`, () => {
    expect(CONVERSATION_CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CONVERSATION_CORPUS.map((c) => c.kind)).size).toBe(6);
  });

  it.each(CONVERSATION_CORPUS.map((c) => [c.name, c] as const))('keeps every requirement: %s', (_name, conversation) => {
    const terms = { ...DEFAULT_TERMS(), now: new Date('2026-12-07T10:00:00Z') };
    let requirements = CustomBuildRequirementsSchema.parse({});
    let last = { message: '', shouldGenerateSummary: false };
    const earlier: string[] = [];
    for (const message of conversation.messages) {
      const reply = offlineReply(message, requirements, terms, earlier);
      requirements = CustomBuildRequirementsSchema.parse(reply.updatedRequirements);
      last = reply;
      earlier.push(message);
      // Asked for the summary: the closing line, in the conversation's language, never "a few questions".
      if (asksForSummary(message)) {
        expect(reply.shouldGenerateSummary).toBe(true);
        expect([ENGLISH.closing, SPANISH.closing].some((closing) => reply.message.endsWith(closing))).toBe(true);
        expect(reply.message).not.toContain(ENGLISH.nothingYet);
      }
    }
    const summary = { ...summaryOf(requirements, terms), id: 'x', createdAt: '' };
    expect(corpusMisses(conversation, requirements, summary, last)).toEqual([]);
  });
});
