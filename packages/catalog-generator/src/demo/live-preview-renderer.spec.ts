import { createHash } from 'node:crypto';
import { LAYOUTS } from '../content/design-vocabulary';
import { pageContentFor } from '../content/page-content';
import { generateTemplateDraft } from '../drafts/template-drafts';
import { renderLivePreviewHtml } from './live-preview';
import { PREVIEW_BAR_SCRIPT, PREVIEW_BAR_SCRIPT_HASH, renderPreviewPageHtml } from './preview-page';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const EVIL = `<script>alert("x")</script> & 'Quotes'`;
const html = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');

describe('live preview pages', () => {
  it('renders the bare site: the subject’s headline and sections, no marketplace banner', () => {
    let index = 0;
    while (
      !generateTemplateDraft(5, index, NOW).design.sections.includes('features') ||
      generateTemplateDraft(5, index, NOW).category === 'plugins'
    )
      index++;
    const d = generateTemplateDraft(5, index, NOW);
    const c = pageContentFor(d);
    const page = renderLivePreviewHtml(d);
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain(`<title>${html(d.name)} — Live preview</title>`);
    expect(page).toContain(`${html(c.tagline)}</h1>`);
    for (const h of c.highlights) expect(page).toContain(html(h.title));
    expect(page).toContain('@media (max-width:860px)');
    expect(page).toContain('<footer class="site-footer">');
    expect(page).not.toContain('class="lp-banner"');
    expect(page).not.toContain('/template/');
  });

  it('renders every layout without script, external resources, placeholders or duplicate ids', () => {
    for (const layout of LAYOUTS) {
      const base = generateTemplateDraft(5, LAYOUTS.indexOf(layout), NOW);
      const page = renderLivePreviewHtml({ ...base, design: { ...base.design, layout, sections: [] } });
      expect({ layout, script: /<script|javascript:|\son\w+=/i.test(page) }).toEqual({ layout, script: false });
      expect(page).not.toMatch(/https?:\/\/(?!www\.w3\.org)|@import|undefined|\[object Object\]|NaN/);
      const ids = [...page.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect({ layout, duplicates: ids.filter((id, i) => ids.indexOf(id) !== i) }).toEqual({ layout, duplicates: [] });
    }
  });

  it('escapes every text of the site', () => {
    const d = generateTemplateDraft(5, 11, NOW);
    const page = renderLivePreviewHtml({ ...d, slug: 'a"b<c', name: EVIL, description: `${EVIL}. More.`, features: [EVIL, 'Fine'] });
    expect(page).not.toContain('<script');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Quotes&#39;');
  });

  it('keeps hand-edited design values out of the CSS', () => {
    const d = generateTemplateDraft(5, 12, NOW);
    const page = renderLivePreviewHtml({
      ...d,
      design: { ...d.design, palette: { ...d.design.palette, accent: 'red;}</style><script>x()</script>' }, font: 'x;}</style><script>' },
    });
    expect(page).not.toContain('<script');
    expect(page.match(/<\/style>/g)).toHaveLength(1);
  });
});

describe('the preview page (the bar above the demo)', () => {
  const page = renderPreviewPageHtml({
    slug: 'aurora-agency-7',
    name: 'Aurora — Agency HTML Template',
    priceCents: 4900,
    marketplace: 'TemplateMarket',
  });

  it('shows the marketplace, the template, device buttons, the price, Buy and Back', () => {
    expect(page).toContain('<a class="pv-home" href="/">TemplateMarket</a>');
    expect(page).toContain('<h1 class="pv-name">Aurora — Agency HTML Template</h1>');
    expect(page).toContain('<button type="button" aria-pressed="true" data-width="100%">Desktop</button>');
    expect(page).toContain('<button type="button" aria-pressed="false" data-width="768px">Tablet</button>');
    expect(page).toContain('<button type="button" aria-pressed="false" data-width="390px">Phone</button>');
    expect(page).toContain('$49.00');
    expect(page).toContain('<a class="pv-buy" href="/template/aurora-agency-7?buy=1">Buy now</a>');
    expect(page).toContain('<a class="pv-back" href="/template/aurora-agency-7">Back to template</a>');
    expect(page).toContain(
      '<iframe class="pv-frame" src="/preview/aurora-agency-7/frame" title="Live demo of Aurora — Agency HTML Template"></iframe>',
    );
  });

  it('has one inline script, allowed by its hash', () => {
    expect(page.match(/<script>/g)).toHaveLength(1);
    expect(page).toContain(`<script>${PREVIEW_BAR_SCRIPT}</script>`);
    expect(PREVIEW_BAR_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(PREVIEW_BAR_SCRIPT).digest('base64')}'`);
  });

  it('escapes the name and encodes the slug', () => {
    const evil = renderPreviewPageHtml({ slug: 'a"b<c', name: EVIL, priceCents: 1900, marketplace: 'TemplateMarket' });
    expect(evil).not.toContain('<script>alert');
    expect(evil).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Quotes&#39;');
    expect(evil).toContain('href="/template/a%22b%3Cc?buy=1"');
    expect(evil).toContain('src="/preview/a%22b%3Cc/frame"');
  });
});
