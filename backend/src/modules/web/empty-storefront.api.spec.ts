// A production shop that has published no template yet (no demo data: SEED_DEMO=false, as in production)
// shows shoppers an honest empty storefront, from the server's first render: a short "coming soon"
// message, no empty sections, no zero counts, no sorting or filters, and a search that says there are no
// templates yet. The header shows the owner's logo once there is one. Rendered by the shell's and the
// storefront's server builds (made by `npm run build`), fetched as a crawler or a browser without JavaScript would.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { CATALOG_API } from '@tm/contracts/catalog';
import { SHOP_LOGO_FIELD, SHOP_SETTINGS_API, type AdminShopSettings } from '@tm/contracts/shop-settings';
import { SITE_TEXTS } from '@tm/contracts/site';
import { REPO_ROOT } from '../../config/app-config';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { signedInUser } from '../admin/testing/admin-agents';
import { CatalogWriterService } from '../catalog';
import { makeDraft } from '../catalog/testing/template-drafts';

for (const dist of ['shell/dist/server/server-manifest.json', 'mfe-storefront/dist/server/server-manifest.json']) {
  if (!existsSync(join(REPO_ROOT, dist)))
    throw new Error(`This test renders with the server builds (${dist}): run \`npm run build\` first`);
}

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
/** What a reader without JavaScript sees in #root: its text, tags gone. */
const rootText = (html: string) =>
  decode(
    (/<div id="root">([\s\S]*)<\/div><script type="application\/json" id="tm-rendered-page">/.exec(html)?.[1] ?? '').replace(
      /<[^>]+>/g,
      ' ',
    ),
  ).replace(/\s+/g, ' ');
const renderedAnswers = (html: string) => {
  const block = /<script type="application\/json" id="tm-rendered-page">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block === undefined ? {} : (JSON.parse(block) as { answers: Record<string, unknown> }).answers;
};
/** The header's brand link, as rendered. */
const brandOf = (html: string) => /<a [^>]*class="brand"[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1] ?? '';

/** Words that belong to a stocked shop's storefront, or to the demo store: none may show in an empty one. */
const STOCKED_WORDS = [
  'Featured Templates',
  'Trending Templates',
  'Hand-Picked Templates',
  'Most Popular This Week',
  'Browse by Category',
  'Explore Templates',
  'Showing',
  'premium templates', // the count "N premium templates"
  'No Templates Found',
  "We couldn't find",
  'Sort by',
  SITE_TEXTS.demoStore,
];

describe.each(testTargets())('the storefront of a shop without templates on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target, { env: { WEB_ROOT: REPO_ROOT } });
  });
  afterAll(() => t?.close());

  // A visitor with a cookie: never a replay of an earlier render (the response cache keeps shared pages).
  const page = async (path: string) => (await t.http().get(path).set('Cookie', 'visit=1').expect(200)).text;
  const expectNoneOf = (text: string, words: readonly string[]) => {
    for (const words_ of words) expect(text).not.toContain(words_);
  };

  it('says on the home page that new templates are coming, with no empty section and no count', async () => {
    const html = await page('/');
    const text = rootText(html);
    expect(text).toContain('Launch a beautiful website today');
    expect(text).toContain('New templates are coming soon');
    expect(text).toContain('Custom Build Service');
    expect(text).toContain('Premium templates');
    expectNoneOf(text, STOCKED_WORDS);
    expect(text).not.toMatch(/\b0\+? /);
    expect(renderedAnswers(html)).toHaveProperty(CATALOG_API.counts);
  });

  it('says so on a category page, without zero counts, filters or sorting', async () => {
    const text = rootText(await page('/wordpress-templates'));
    expect(text).toContain('WordPress Themes');
    expect(text).toContain('New WordPress Themes are coming soon');
    expectNoneOf(text, STOCKED_WORDS);
    expect(text).not.toMatch(/\bAll 0\b/);
    expect(rootText(await page('/html-templates'))).not.toContain('landing pages showcase');
  });

  it('says so on /browse, and a search answers that there are no templates yet', async () => {
    const browse = rootText(await page('/browse'));
    expect(browse).toContain('New templates are coming soon');
    expectNoneOf(browse, STOCKED_WORDS);
    expect(browse).not.toContain('All Categories');

    const html = await page('/browse?search=portfolio');
    const search = rootText(html);
    expect(search).toContain('No templates yet');
    expect(search).toContain('nothing matches “portfolio”');
    expectNoneOf(search, STOCKED_WORDS);
    // The page learnt the shop is empty from its counts, read in the render's second pass.
    expect(renderedAnswers(html)).toHaveProperty(CATALOG_API.counts);

    const inCategory = rootText(await page('/html-templates?search=portfolio'));
    expect(inCategory).toContain('No templates yet');
  });

  it("shows the owner's logo in the server-rendered header, with the shop's name as its alt text", async () => {
    expect(brandOf(await page('/'))).toContain('<span class="brand__name">TemplateMarket</span>');

    const { agent } = await signedInUser(t, 'owner', true);
    const png = await sharp({ create: { width: 480, height: 96, channels: 4, background: '#4f46e5' } })
      .png()
      .toBuffer();
    const { logo } = (await agent.post(SHOP_SETTINGS_API.logo).attach(SHOP_LOGO_FIELD, png, 'logo.png').expect(200))
      .body as AdminShopSettings;
    const brand = brandOf(await page('/'));
    expect(brand).toContain(`src="${logo!.url}"`);
    expect(brand).toContain(`srcSet="${logo!.url} 1x, ${logo!.url2x} 2x"`);
    expect(brand).toContain('width="240" height="48" alt="TemplateMarket"');
    expect(brand).not.toContain('brand__name');

    await agent.delete(SHOP_SETTINGS_API.logo).expect(200);
    expect(brandOf(await page('/'))).toContain('<span class="brand__name">TemplateMarket</span>');
  });

  it('shows the sections again once a template is published', async () => {
    await t.app
      .get(CatalogWriterService)
      .insertMany([makeDraft({ slug: 'first-template', name: 'First Template', category: 'wordpress' })]);
    const home = rootText(await page('/'));
    expect(home).toContain('First Template');
    expect(home).toContain('Featured Templates');
    expect(home).toContain('1 premium template');
    expect(home).not.toContain('New templates are coming soon');
    // Its category lists it; another category is still to come.
    expect(rootText(await page('/wordpress-templates'))).toContain('First Template');
    expect(rootText(await page('/cms-templates'))).toContain('New CMS Themes are coming soon');
    const search = rootText(await page('/browse?search=nothingmatches'));
    expect(search).toContain('No Templates Found');
    expect(search).not.toContain('No templates yet');
  });
});
