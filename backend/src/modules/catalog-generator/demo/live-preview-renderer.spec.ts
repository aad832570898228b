import { LAYOUTS } from '../content/design-vocabulary';
import { generateTemplateDraft } from '../drafts/template-drafts';
import { renderLivePreviewHtml } from './live-preview';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const EVIL = `<script>alert("x")</script> & 'Quotes'`;

describe('live preview pages', () => {
  it('renders a complete page with the template name, its features and the banner back to the template', () => {
    let index = 0;
    while (!generateTemplateDraft(5, index, NOW).design.sections.includes('features')) index++;
    const d = generateTemplateDraft(5, index, NOW);
    const html = renderLivePreviewHtml(d);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(`<title>${d.name.replace(/&/g, '&amp;')} — Live preview</title>`);
    expect(html).toContain(`<a class="lp-banner" href="/template/${d.slug}">Live preview of <strong>`);
    expect(html).toContain('— back to template</a>');
    expect(html).toContain('@media (max-width:860px)');
    for (const f of d.features) expect(html).toContain(f.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(html).toContain('<footer class="site-footer">');
  });

  it('renders every layout without script, external resources or unfilled placeholders', () => {
    for (const layout of LAYOUTS) {
      const base = generateTemplateDraft(5, LAYOUTS.indexOf(layout), NOW);
      const html = renderLivePreviewHtml({ ...base, design: { ...base.design, layout, sections: [] } });
      expect({ layout, script: /<script|javascript:|\son\w+=/i.test(html) }).toEqual({ layout, script: false });
      expect(html).not.toMatch(/https?:\/\/|@import|undefined|\[object Object\]/);
      expect(html).toContain('class="lp-banner"');
    }
  });

  it('escapes every text, and encodes the slug in the banner link', () => {
    const d = generateTemplateDraft(5, 11, NOW);
    const html = renderLivePreviewHtml({ ...d, slug: 'a"b<c', name: EVIL, description: `${EVIL}. More.`, features: [EVIL, 'Fine'] });
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Quotes&#39;');
    expect(html).toContain('href="/template/a%22b%3Cc"');
  });

  it('keeps hand-edited design values out of the CSS', () => {
    const d = generateTemplateDraft(5, 12, NOW);
    const html = renderLivePreviewHtml({
      ...d,
      design: { ...d.design, palette: { ...d.design.palette, accent: 'red;}</style><script>x()</script>' }, font: 'x;}</style><script>' },
    });
    expect(html).not.toContain('<script');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});
