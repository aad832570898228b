import { CUSTOM_BUILD_API } from '@tm/contracts/custom-build';
import type { ChatMessage, ChatReply, CustomBuildRequirements } from '@tm/contracts/custom-build.schemas';
import { ChatReplySchema, CustomBuildSummarySchema } from '@tm/contracts/custom-build.schemas';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { uniqueIp } from '../../testing/fixtures';
import { OpenAiCompatibleServer, type Reply } from '../../testing/openai-compatible-server';
import { describeOnTarget, type TestTarget } from '../../testing/test-targets';
import { CONVERSATION_CORPUS, type CorpusConversation } from './testing/conversation-corpus';
import { corpusMisses } from './testing/corpus-expectations';

/** A model answer with every requirement field empty: the lossiest proposal there is. */
const EMPTY_PROPOSAL = {
  businessType: null,
  pages: [],
  pageCount: null,
  features: [],
  designPreferences: [],
  timeline: null,
  platform: null,
  businessName: null,
  location: null,
  services: [],
  tone: null,
  languages: [],
  excludedPages: [],
  declinedFeatures: [],
  requests: [],
  deadlineDays: null,
  budgetCents: null,
  contentProvided: [],
};

/** Runs one conversation through POST chat, then generate-summary, as the page does. */
async function converse(t: TestApp, conversation: CorpusConversation) {
  let requirements: CustomBuildRequirements | null = null;
  const history: ChatMessage[] = [];
  let last: ChatReply = { message: '', updatedRequirements: null as never, shouldGenerateSummary: false };
  for (const message of conversation.messages) {
    const body: unknown = (
      await t
        .http()
        .post(CUSTOM_BUILD_API.chat)
        .set('X-Forwarded-For', uniqueIp())
        .send({ message, conversationHistory: history, currentRequirements: requirements })
        .expect(200)
    ).body;
    last = ChatReplySchema.parse(body);
    requirements = last.updatedRequirements;
    history.push({ role: 'user', content: message }, { role: 'assistant', content: last.message });
  }
  const summary = CustomBuildSummarySchema.parse(
    (await t.http().post(CUSTOM_BUILD_API.generateSummary).set('X-Forwarded-For', uniqueIp()).send({ requirements }).expect(200)).body,
  );
  return { requirements: requirements!, summary, last };
}

// Decision 094: the same corpus, over HTTP, against the offline consultant and against the model path.
describeOnTarget((t) => t.database === 'sqlite', 'never skipped')('the conversation corpus on $name', (target: TestTarget) => {
  describe('with the offline consultant (no API key)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target);
    });
    afterAll(async () => {
      await t?.close();
    });

    it.each(CONVERSATION_CORPUS.map((c) => [c.name, c] as const))('keeps every requirement: %s', async (_name, conversation) => {
      const { requirements, summary, last } = await converse(t, conversation);
      expect(corpusMisses(conversation, requirements, summary, last)).toEqual([]);
      if (last.shouldGenerateSummary) expect(last.message).not.toContain('A few questions will get us there');
    });
  });

  describe('with a model that drops what it was told', () => {
    let t: TestApp;
    let model: OpenAiCompatibleServer;
    let turn = 0;

    beforeAll(async () => {
      // Lossy on purpose: every other answer is an empty proposal, the others keep only the business
      // type and make it cheaper. The offline reader's findings are the floor under both.
      model = await OpenAiCompatibleServer.start((): Reply => {
        turn += 1;
        const requirements = turn % 2 === 0 ? EMPTY_PROPOSAL : { ...EMPTY_PROPOSAL, pageCount: 1, timeline: 'flexible' };
        return { content: JSON.stringify({ message: 'Noted. Anything else?', requirements, enoughInformation: false }) };
      });
      t = await createTestApp(target, {
        env: { OPENAI_API_KEY: 'sk-test-local', OPENAI_BASE_URL: model.baseUrl, OPENAI_MODEL: 'test-model', OPENAI_TIMEOUT_MS: '2000' },
      });
    });
    afterAll(async () => {
      await t?.close();
      await model?.close();
    });

    // Direct answers are the model's own words here (the stand-in says "Noted"): only the kept requirements are compared.
    it.each(CONVERSATION_CORPUS.map((c) => [c.name, c] as const))('keeps every requirement: %s', async (_name, conversation) => {
      const before = model.requests.length;
      const { requirements, summary, last } = await converse(t, {
        ...conversation,
        expect: { ...conversation.expect, answerHolds: undefined },
      });
      // The model answered every message: nothing fell back to the offline consultant.
      expect(model.requests.length - before).toBe(conversation.messages.length);
      expect(
        corpusMisses({ ...conversation, expect: { ...conversation.expect, answerHolds: undefined } }, requirements, summary, last),
      ).toEqual([]);
    });
  });
});
