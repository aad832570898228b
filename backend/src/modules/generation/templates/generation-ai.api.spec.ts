import { JOBS_API, shortJobId } from '@tm/contracts/jobs';
import type { GenerationJob } from '@tm/contracts/jobs.schemas';
import { GenerationJobSchema, StartGenerationResponseSchema } from '@tm/contracts/jobs.schemas';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { waitFor } from '../../../testing/fixtures';
import { describeOnTarget, type TestTarget } from '../../../testing/test-targets';
import { signedInUser, type Agent } from '../../admin/testing/admin-agents';
import { OpenAiCompatibleServer, type ChatRequest, type Reply } from '../../../testing/openai-compatible-server';
import { AI_CHUNK } from './ai-template-texts';

/** The fake model's good answer: a name and a description per listed template. */
function goodAnswer(request: ChatRequest): Reply {
  const listing = JSON.parse(request.messages.find((m) => m.role === 'user')!.content) as {
    templates: Array<{ ref: number; category: string }>;
  };
  return {
    content: JSON.stringify({
      templates: listing.templates.map(({ ref, category }) => ({
        ref,
        name: `Aurora Model Pick ${ref}`,
        description: `A ${category} template the model described, with clear sections and a calm palette for small teams.`,
      })),
    }),
  };
}

// Decision 034: useAI against a local OpenAI-compatible server (the real HTTP protocol, no network).
describeOnTarget((t) => t.database === 'sqlite', 'never skipped')('bulk generation with useAI on $name', (target: TestTarget) => {
  let t: TestApp;
  let admin: Agent;
  let model: OpenAiCompatibleServer;
  let answer: (request: ChatRequest) => Reply = goodAnswer;

  beforeAll(async () => {
    model = await OpenAiCompatibleServer.start((request) => answer(request));
    t = await createTestApp(target, {
      env: {
        OPENAI_API_KEY: 'sk-test-local',
        OPENAI_BASE_URL: model.baseUrl,
        OPENAI_MODEL: 'test-model',
        AI_GENERATION_BUDGET: '50',
        OPENAI_TIMEOUT_MS: '5000',
      },
    });
    admin = (await signedInUser(t, 'boss', true)).agent;
  });
  afterAll(async () => {
    await t?.close();
    await model?.close();
  });

  const run = async (body: object): Promise<GenerationJob> => {
    const { jobId } = StartGenerationResponseSchema.parse((await admin.post(JOBS_API.startGeneration).send(body).expect(202)).body);
    return waitFor(async () => {
      const job = GenerationJobSchema.parse((await admin.get(JOBS_API.generationProgress.replace(':jobId', jobId)).expect(200)).body);
      return job.status === 'pending' || job.status === 'running' ? undefined : job;
    }, 30_000);
  };
  const stored = async (job: GenerationJob) =>
    (await t.dataSource.query('SELECT name, slug, description, features FROM templates WHERE slug LIKE ? ORDER BY slug', [
      `%-${shortJobId(job.jobId)}-%`,
    ])) as Array<{
      name: string;
      slug: string;
      description: string;
      features: string;
    }>;

  it("has the model write names and descriptions, in chunks, with structured output and the key; the features stay the package's", async () => {
    model.requests.length = 0;
    const job = await run({ category: 'html', subcategory: 'landing-pages', count: 30, useAI: true });
    expect(job).toMatchObject({ status: 'completed', generatedTemplates: 30, errors: [] });
    expect(model.requests).toHaveLength(Math.ceil(30 / AI_CHUNK));
    const first = model.requests[0]!;
    expect(first.authorization).toBe('Bearer sk-test-local');
    expect(first.body.model).toBe('test-model');
    expect(first.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'template_texts', strict: true } });
    const rows = await stored(job);
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      expect(row.name).toMatch(/^Aurora Model Pick \d+$/);
      expect(row.slug).toMatch(new RegExp(`^aurora-model-pick-\\d+-${shortJobId(job.jobId)}-\\d+$`));
      const features = JSON.parse(row.features) as string[];
      expect(features.length).toBeGreaterThanOrEqual(3);
      expect(features[0]).toMatch(/^2 HTML pages/); // the generator's claims of the package (decision 053), not the model's
    }
    const sent = JSON.parse(first.body.messages.find((m) => m.role === 'user')!.content) as {
      templates: Array<{ package: string; features: string[] }>;
    };
    expect(sent.templates[0]).toMatchObject({ package: 'HTML site', features: expect.any(Array) as unknown });
  });

  it('falls back to the generator per template when an answer is malformed, and for the whole chunk when it fails', async () => {
    let call = 0;
    answer = (request) => {
      call += 1;
      if (call === 1) {
        // Valid JSON, but one entry breaks the rules (HTML in the name), one names a page builder the
        // package is not made for, and one is missing.
        const good = JSON.parse((goodAnswer(request) as { content: string }).content) as {
          templates: Array<{ ref: number; name: string; description: string }>;
        };
        good.templates[0]!.name = '<b>Bold</b>';
        good.templates[1]!.description = 'A security plugin with Elementor widgets and a Figma file for every screen you need.';
        good.templates.pop();
        return { content: JSON.stringify(good) };
      }
      if (call === 2) return { content: 'this is not JSON' };
      return { status: 500 };
    };
    const job = await run({ category: 'plugins', subcategory: 'security', count: 45, useAI: true });
    expect(job).toMatchObject({ status: 'completed', generatedTemplates: 45, failedTemplates: 0 });
    const rows = await stored(job);
    const byModel = rows.filter((r) => r.name.startsWith('Aurora Model Pick'));
    expect(byModel).toHaveLength(AI_CHUNK - 3);
    expect(rows.some((r) => /elementor|figma/i.test(r.description))).toBe(false);
    expect(rows.filter((r) => !r.name.startsWith('Aurora Model Pick')).every((r) => r.name.length > 0 && !r.name.includes('<'))).toBe(true);
    const messages = job.errors.map((e) => (typeof e === 'string' ? e : e.error));
    expect(messages).toEqual(
      expect.arrayContaining([
        `The model's answer left out or spoiled 3 of ${AI_CHUNK} templates; the generator wrote them`,
        expect.stringMatching(/^The model did not write 20 templates \(an answer that is not JSON\); the generator did$/),
        expect.stringMatching(/^The model did not write 5 templates \(.*\); the generator did$/),
      ]),
    );
    answer = goodAnswer;
  });

  it('keeps to the budget per job: the generator writes past AI_GENERATION_BUDGET', async () => {
    model.requests.length = 0;
    const job = await run({ targetTotal: 120, useAI: true });
    expect(job.status).toBe('completed');
    const rows = await stored(job);
    expect(rows.filter((r) => r.name.startsWith('Aurora Model Pick'))).toHaveLength(50);
    expect(model.requests).toHaveLength(Math.ceil(50 / AI_CHUNK));
    expect(job.errors).toContain('The model writes at most 50 templates per job (AI_GENERATION_BUDGET); the generator wrote the rest');
  });
});
