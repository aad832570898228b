/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GenerationJob, ImageReplacementProgress } from '@tm/contracts/jobs.schemas';
import type { TemplatesStatus } from '@tm/contracts/admin.schemas';
import { ZodError } from 'zod';
import { ApiError, userMessage } from '@tm/platform';
import { cancelGeneration, startGeneration } from './generation/generation-api';
import { setMessageStatus } from './messages/messages-api';
import { startImageReplacement, stopImageReplacement } from './monitor/monitor-api';
import { findTemplates, removeReview, removeSampleReviews, startSampleReviews } from './reviews/reviews-api';
import { deleteTemplate, deleteZip } from './templates/template-zip-api';

/**
 * The back office's calls through @tm/platform's API client, against a real HTTP server on 127.0.0.1.
 * The client asks for paths of the page's own origin, as a browser resolves them; here that origin is
 * the local server. (The pure parts of each *-api.ts have their own spec beside it.)
 */
interface Received {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}
type Answer = { status?: number; json?: unknown };

const requests: Received[] = [];
let routes: Record<string, (request: Received) => Answer> = {};
let server: Server;
const realFetch = globalThis.fetch;

/** Answers by 'METHOD /path?query', or 'METHOD /path' for any query; anything else is a 404 the test will see. */
function answer(table: Record<string, (request: Received) => Answer>) {
  routes = table;
}

beforeAll(async () => {
  server = createServer((incoming, response) => {
    let text = '';
    incoming.setEncoding('utf8');
    incoming.on('data', (chunk: string) => (text += chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(request);
      const route = routes[`${request.method} ${request.url}`] ?? routes[`${request.method} ${request.url.split('?')[0]}`];
      const { status = 200, json } = route
        ? route(request)
        : { status: 404, json: { message: `no route for ${request.method} ${request.url}` } };
      response.writeHead(status, json === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' });
      response.end(json === undefined ? undefined : JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = ((input: string, init?: RequestInit) => realFetch(new URL(input, origin), init)) as typeof fetch;
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
  routes = {};
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );

const JOB_ID = '0190aaaa-0000-7000-8000-000000000001';
const job = (status: GenerationJob['status']): GenerationJob => ({
  jobId: JOB_ID,
  status,
  totalTemplates: 25,
  processedTemplates: 0,
  generatedTemplates: 0,
  failedTemplates: 0,
  currentCategory: null,
  currentSubcategory: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  startTime: null,
  endTime: null,
  useAI: false,
  target: { category: 'wordpress', count: 25 },
  errors: [],
  errorCount: 0,
});

describe('generation jobs (docs/product/back-office.md §7)', () => {
  it('starts a job with the JSON body and gives back the checked answer', async () => {
    answer({ 'POST /api/admin/batch-generate-templates': () => ({ status: 202, json: { jobId: JOB_ID, job: job('pending') } }) });
    const body = { category: 'wordpress', subcategory: 'all', count: 25, useAI: false };
    await expect(startGeneration(body)).resolves.toEqual({ jobId: JOB_ID, job: job('pending') });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual(body);
    expect(requests[0]!.headers['content-type']).toBe('application/json');
    expect(requests[0]!.headers.accept).toBe('application/json');
  });

  it("passes the server's refusal on as its own message", async () => {
    answer({ 'POST /api/admin/batch-generate-templates': () => ({ status: 400, json: { message: 'count must be at most 1,000,000' } }) });
    const error = await failureOf(startGeneration({ targetTotal: 2_000_000, useAI: false }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(userMessage(error, 'fallback')).toBe('count must be at most 1,000,000');
  });

  it('refuses an answer that breaks the contract rather than showing it', async () => {
    answer({ 'POST /api/admin/batch-generate-templates': () => ({ json: { jobId: JOB_ID } }) });
    const error = await failureOf(startGeneration({ targetTotal: 10, useAI: false }));
    expect(error).toBeInstanceOf(ZodError);
    expect(userMessage(error, 'Failed to start generation')).toBe('Failed to start generation');
  });

  it("cancels by the job's id, escaped in the path", async () => {
    answer({ 'POST /api/admin/batch-generation-cancel/job%2F1%20x': () => ({ json: job('cancelled') }) });
    await expect(cancelGeneration('job/1 x')).resolves.toMatchObject({ status: 'cancelled' });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/admin/batch-generation-cancel/job%2F1%20x']);
  });
});

describe('batch image replacement (docs/product/back-office.md §4)', () => {
  const progress = (status: string): ImageReplacementProgress => ({
    jobId: 'img-1',
    status,
    scope: 'category',
    category: 'html',
    totalTemplates: 10,
    processedTemplates: 0,
    successfulGenerations: 0,
    failedGenerations: 0,
    estimatedTimeRemaining: null,
    currentCategory: null,
    currentSubcategory: null,
    startTime: null,
    endTime: null,
    errors: [],
    errorCount: 0,
  });

  it('sends the category only with the category scope', async () => {
    answer({ 'POST /api/admin/batch-replace-images': () => ({ json: progress('starting') }) });
    await startImageReplacement('category', 'html');
    await startImageReplacement('missing', 'html');
    await startImageReplacement('all', null);
    expect(requests.map((r) => r.body)).toEqual([{ scope: 'category', category: 'html' }, { scope: 'missing' }, { scope: 'all' }]);
  });

  it('stops the replacement, and refuses an answer without its figures', async () => {
    answer({ 'POST /api/admin/batch-replace-stop': () => ({ json: progress('stopped') }) });
    await expect(stopImageReplacement()).resolves.toMatchObject({ status: 'stopped' });
    answer({ 'POST /api/admin/batch-replace-stop': () => ({ json: { status: 'stopped' } }) });
    expect(await failureOf(stopImageReplacement())).toBeInstanceOf(ZodError);
  });
});

describe('support messages', () => {
  it("sets a message's status with PATCH on its escaped id", async () => {
    const handled = { id: 'm/1', status: 'handled', subject: 'Hi' };
    answer({ 'PATCH /api/admin/messages/m%2F1': () => ({ json: handled }) });
    await expect(setMessageStatus('m/1', 'handled')).resolves.toEqual(handled);
    expect(requests[0]).toMatchObject({ method: 'PATCH', url: '/api/admin/messages/m%2F1', body: { status: 'handled' } });
  });
});

describe('reviews (decision 038)', () => {
  it('starts the sample-review generator with the form', async () => {
    const started = {
      jobId: 'r1',
      status: 'pending',
      totalTemplates: 12,
      processedTemplates: 0,
      failedTemplates: 0,
      createdAt: '',
      endTime: null,
    };
    answer({ 'POST /api/admin/sample-reviews': () => ({ status: 202, json: started }) });
    const body = { category: 'wordpress' as const, perTemplate: 5, spread: 'mixed' as const };
    await expect(startSampleReviews(body)).resolves.toEqual(started);
    expect(requests[0]!.body).toEqual(body);
  });

  it('says why the server refuses outside the demo store', async () => {
    answer({ 'POST /api/admin/sample-reviews': () => ({ status: 403, json: { message: 'Sample reviews are for the demo store only' } }) });
    const error = await failureOf(startSampleReviews({ templateIds: ['t1'], perTemplate: 1 }));
    expect(userMessage(error, 'Failed to start the review generator')).toBe('Sample reviews are for the demo store only');
  });

  it('removes every sample review with DELETE, and one review with its reason', async () => {
    answer({
      'DELETE /api/admin/sample-reviews': () => ({ json: { removed: 42 } }),
      'POST /api/admin/reviews/rv%3F1/remove': () => ({ json: { message: 'Review removed' } }),
    });
    await expect(removeSampleReviews()).resolves.toEqual({ removed: 42 });
    await expect(removeReview('rv?1', 'Spam link')).resolves.toEqual({ message: 'Review removed' });
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['DELETE', '/api/admin/sample-reviews', undefined],
      ['POST', '/api/admin/reviews/rv%3F1/remove', { reason: 'Spam link' }],
    ]);
  });

  it('offers the templates whose name matches, by id and name', async () => {
    const page: Pick<TemplatesStatus, 'templates'> = {
      templates: [
        {
          id: 't1',
          name: 'Shop Pro',
          slug: 'shop-pro',
          category: 'ecommerce',
          subcategory: 'fashion',
          hasZip: true,
          updatedAt: '',
          generationJobId: null,
          generated: true,
          listingStatus: 'published',
          package: 'uploaded',
        },
        {
          id: 't2',
          name: 'Shopfront',
          slug: 'shopfront',
          category: 'html',
          subcategory: 'business',
          hasZip: false,
          updatedAt: '',
          generationJobId: null,
          generated: true,
          listingStatus: 'published',
          package: 'generated',
        },
      ],
    };
    answer({ 'GET /api/admin/templates-status': () => ({ json: page }) });
    await expect(findTemplates('shop & co')).resolves.toEqual([
      { value: 't1', label: 'Shop Pro' },
      { value: 't2', label: 'Shopfront' },
    ]);
    const query = new URL(requests[0]!.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ page: '1', pageSize: '20', search: 'shop & co' });
  });
});

describe('template ZIPs and templates (docs/product/back-office.md §5)', () => {
  it('deletes a ZIP and a template with DELETE on their escaped paths', async () => {
    answer({
      'DELETE /api/admin/templates/t%201/zip': () => ({ json: { message: 'ZIP file deleted' } }),
      'DELETE /api/admin/templates/t%201': () => ({ json: { message: 'Template deleted' } }),
    });
    await expect(deleteZip('t 1')).resolves.toEqual({ message: 'ZIP file deleted' });
    await expect(deleteTemplate('t 1')).resolves.toEqual({ message: 'Template deleted' });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE /api/admin/templates/t%201/zip',
      'DELETE /api/admin/templates/t%201',
    ]);
  });

  it("fails with the server's reason when the template is gone", async () => {
    answer({ 'DELETE /api/admin/templates/t1/zip': () => ({ status: 404, json: { message: 'Template not found' } }) });
    const error = await failureOf(deleteZip('t1'));
    expect((error as ApiError).status).toBe(404);
    expect(userMessage(error, 'Failed to delete the ZIP file')).toBe('Template not found');
  });
});

describe('the admin panel’s first answers, asked for before it renders (templates-status-api.ts)', () => {
  const status = (totalTemplates: number): TemplatesStatus => ({
    templates: [],
    stats: {
      totalTemplates,
      totalTemplatesWithZip: 0,
      totalTemplatesWithoutZip: totalTemplates,
      totalTemplatesGenerated: totalTemplates,
      totalTemplatesMissing: 0,
      readyToSellPercentage: totalTemplates === 0 ? 0 : 100,
      completionPercentage: 0,
    },
    pagination: { page: 1, pageSize: 1, totalPages: totalTemplates, totalTemplates, hasPreviousPage: false, hasNextPage: true },
  });
  const STATS = '/api/admin/templates-status?page=1&pageSize=1';
  const FIRST_PAGE = '/api/admin/templates-status?page=1&pageSize=100';

  /** The module keeps the answers in flight, and swr its cache: each test starts with fresh ones. */
  async function fresh() {
    jest.resetModules();
    const api = await import('./templates/templates-status-api');
    const { cache } = await import('swr/_internal');
    return { preload: api.preloadTemplatesStatus, cache };
  }

  async function eventually(check: () => boolean) {
    for (let tries = 0; !check(); tries++) {
      if (tries > 200) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it('asks for the stat cards and the first page once, and puts the answers where the hooks find them', async () => {
    answer({ [`GET ${STATS}`]: () => ({ json: status(7) }), [`GET ${FIRST_PAGE}`]: () => ({ json: status(8) }) });
    const { preload, cache } = await fresh();
    preload(true);
    preload(true);
    await eventually(() => cache.get(STATS) !== undefined && cache.get(FIRST_PAGE) !== undefined);
    expect(requests.map((r) => r.url).sort()).toEqual([STATS, FIRST_PAGE]);
    expect((cache.get(STATS)?.data as TemplatesStatus).stats.totalTemplates).toBe(7);
    expect((cache.get(FIRST_PAGE)?.data as TemplatesStatus).stats.totalTemplates).toBe(8);
  });

  it('asks only for the stat cards when another tab is shown', async () => {
    answer({ [`GET ${STATS}`]: () => ({ json: status(7) }) });
    const { preload, cache } = await fresh();
    preload(false);
    await eventually(() => cache.get(STATS) !== undefined);
    expect(requests.map((r) => r.url)).toEqual([STATS]);
  });

  it('keeps no failed or malformed answer, and asks again next time', async () => {
    answer({
      [`GET ${STATS}`]: () => (requests.length === 1 ? { status: 500, json: { message: 'down' } } : { json: { templates: 'none' } }),
    });
    const { preload, cache } = await fresh();
    const askedAgain = (count: number) =>
      eventually(() => {
        preload(false);
        return requests.length === count;
      });
    // Asked again only once the answer before has arrived and been dropped: the failure, then the malformed one.
    await askedAgain(2);
    await askedAgain(3);
    expect(cache.get(STATS)).toBeUndefined();
  });
});
