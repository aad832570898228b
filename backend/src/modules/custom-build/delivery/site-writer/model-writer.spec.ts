import { CustomBuildRequirementsSchema } from '@tm/contracts/custom-build.schemas';
import type { AppConfig } from '../../../../config/app-config';
import { OpenAiCompatibleServer, type ChatRequest, type Reply } from '../../../../testing/openai-compatible-server';
import { customSiteFiles, pageRefs } from '../custom-site';
import { deliveryProblems } from '../site-checks';
import { builtInCopy } from './site-copy';
import { SiteCopyService } from './model-writer';

const ACTION = 'https://shop.test/api/forms/0123456789abcdef0123456789abcdef0123456789abcdef';
const YOGA = CustomBuildRequirementsSchema.parse({
  businessType: 'Yoga Studio',
  businessName: 'Lotus Flow',
  location: 'Portland',
  services: ['Vinyasa classes', 'Yin yoga'],
  tone: 'calm',
  features: ['booking', 'events', 'contactForm'],
});
const pages = pageRefs(YOGA);

const answer = (copy: object): Reply => ({ content: JSON.stringify(copy) });
const good = {
  tagline: 'Lotus Flow is a yoga studio in Portland. Join a Vinyasa class or slow down with Yin yoga.',
  about: 'At Lotus Flow in Portland we teach Vinyasa classes and Yin yoga. Write to us to find the class for you.',
  services: [
    { title: 'Vinyasa classes', text: 'Flowing sequences that link breath and movement.' },
    { title: 'Yin yoga', text: 'Slow, held poses for a quiet practice.' },
  ],
  pageLeads: pages.map((p) => ({ file: p.file, lead: `The ${p.name} page of Lotus Flow in Portland.` })),
};

// Decision 096: the model writer against a local OpenAI-compatible server (the real HTTP protocol, no network).
describe('the model writer of a first version', () => {
  let model: OpenAiCompatibleServer;
  let reply: (request: ChatRequest) => Reply = () => answer(good);
  const writer = (timeoutMs = 1_000) =>
    new SiteCopyService({ openai: { apiKey: 'sk-test-local', baseUrl: model.baseUrl, model: 'test-model', timeoutMs } } as AppConfig);

  beforeAll(async () => {
    model = await OpenAiCompatibleServer.start((request) => reply(request));
  });
  afterAll(() => model.close());

  it('writes the copy from the summary’s facts as structured output, and the site passes the same checks', async () => {
    reply = () => answer(good);
    const written = await writer().write(YOGA, pages);
    expect(written.by).toBe('model');
    expect(written.refused).toEqual([]);
    expect(written.copy.tagline).toBe(good.tagline);
    expect(written.copy.services.map((s) => s.text)).toEqual(good.services.map((s) => s.text));
    const request = model.requests[model.requests.length - 1]!.body;
    expect(request.response_format?.json_schema?.name).toBe('site_copy');
    expect(request.messages[0]!.role).toBe('system');
    expect(request.messages[1]!.content).toContain('"businessName":"Lotus Flow"');
    const files = customSiteFiles({
      requirements: YOGA,
      orderNumber: 'ABCD1234',
      siteUrl: 'https://shop.test',
      formAction: ACTION,
      formRecipient: 'owner@lotus.test',
      copy: written.copy,
    });
    expect(files.find((f) => f.name === 'index.html')!.content.toString()).toContain(good.tagline);
    expect(deliveryProblems(files, ACTION)).toEqual([]);
  });

  it('refuses each block that invents a price, a figure, an award, reviews or filler, and keeps the built-in text there', async () => {
    reply = () =>
      answer({
        ...good,
        tagline: 'Award-winning yoga in Portland!',
        about: 'Since 1998 we have taught over 5,000 students.',
        services: [
          { title: 'Vinyasa classes', text: 'Only $15 a class.' },
          { title: 'Yin yoga', text: 'Rated five stars in our reviews.' },
        ],
        pageLeads: [{ file: 'events.html', lead: 'Coming soon: our retreats.' }],
      });
    const written = await writer().write(YOGA, pages);
    const base = builtInCopy(YOGA, pages);
    expect(written.copy.tagline).toBe(base.tagline);
    expect(written.copy.about).toBe(base.about);
    expect(written.copy.services).toEqual(base.services);
    expect(written.copy.pageLeads['events.html']).toBe(base.pageLeads['events.html']);
    expect(written.refused).toHaveLength(5);
    expect(written.refused.join('\n')).toMatch(/tagline: a claim the summary does not hold \("Award"\)/i);
    expect(written.refused.join('\n')).toMatch(/lead of events.html: filler \(coming soon\)/);
  });

  it('keeps a figure the buyer wrote themselves', async () => {
    const studio = CustomBuildRequirementsSchema.parse({ ...YOGA, businessName: 'Studio 54 Yoga' });
    reply = () => answer({ ...good, tagline: 'Studio 54 Yoga: yoga in Portland.' });
    expect((await writer().write(studio, pageRefs(studio))).copy.tagline).toBe('Studio 54 Yoga: yoga in Portland.');
  });

  it('falls back to the built-in writer on an answer outside the schema, an error or a timeout', async () => {
    const base = builtInCopy(YOGA, pages);
    for (const failing of [
      () => ({ content: '{"tagline": 3}' }),
      () => ({ content: 'not json' }),
      () => ({ status: 500 }),
      () => ({ ...answer(good), delayMs: 600 }),
    ] as Array<() => Reply>) {
      reply = failing;
      const written = await writer(200).write(YOGA, pages);
      expect(written.by).toBe('built-in');
      expect(written.copy).toEqual(base);
    }
  });

  it('is the built-in writer without OPENAI_API_KEY, and asks no model', async () => {
    const before = model.requests.length;
    const written = await new SiteCopyService({ openai: undefined } as AppConfig).write(YOGA, pages);
    expect(written).toEqual({ copy: builtInCopy(YOGA, pages), by: 'built-in', refused: [] });
    expect(model.requests.length).toBe(before);
  });
});
