import type { TemplateDraft } from '../drafts/template-draft';
import { LAYOUTS } from '../content/design-vocabulary';
import { generateTemplateDraft, SUBCATEGORY_SLOTS } from '../drafts/template-drafts';
import { renderPreviewSvg } from './preview';
import { renderScreenshotSvg, screenshotPageName } from './screenshot';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const EVIL_NAME = `<script>alert("x")</script> & 'Quotes' — "Evil" Theme`;

/** Problems that would make a browser refuse the SVG: unbalanced tags, stray < or &, unquoted attributes. */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  for (let i = 0; i < xml.length; i++) {
    const ch = xml[i];
    if (ch === '&') {
      if (!/^&(?:amp|lt|gt|quot|#39|#\d+);/.test(xml.slice(i, i + 8))) problems.push(`bare & at ${i}`);
    } else if (ch === '<') {
      tag.lastIndex = i;
      const m = tag.exec(xml);
      if (!m) {
        problems.push(`bad tag at ${i}: ${xml.slice(i, i + 40)}`);
        continue;
      }
      const [, closing, name, , selfClosing] = m;
      if (closing) {
        if (stack.pop() !== name) problems.push(`unbalanced </${name}> at ${i}`);
      } else if (!selfClosing) stack.push(name!);
      i = tag.lastIndex - 1;
    }
  }
  if (stack.length) problems.push(`unclosed ${stack.join(', ')}`);
  return problems;
}

function draftsOfEveryLayout(): TemplateDraft[] {
  const found = new Map<string, TemplateDraft>();
  for (let i = 0; found.size < LAYOUTS.length && i < 2000; i++) {
    const d = generateTemplateDraft(7, i, NOW);
    if (!found.has(d.design.layout)) found.set(d.design.layout, d);
  }
  return [...found.values()];
}

describe('SVG images of generated templates', () => {
  const drafts = draftsOfEveryLayout();

  it('finds a template for every layout', () => {
    expect(drafts.map((d) => d.design.layout).sort()).toEqual([...LAYOUTS].sort());
  });

  it('draws well-formed previews (1200×800) and screenshots (1440×900) for every layout and page', () => {
    for (const d of drafts) {
      const preview = renderPreviewSvg(d);
      expect(preview).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="800" viewBox="0 0 1200 800"/);
      expect({ slug: d.slug, problems: xmlProblems(preview) }).toEqual({ slug: d.slug, problems: [] });
      for (let n = 1; n <= 6; n++) {
        const shot = renderScreenshotSvg(d, n);
        expect(shot).toMatch(/width="1440" height="900" viewBox="0 0 1440 900"/);
        expect({ slug: d.slug, n, problems: xmlProblems(shot) }).toEqual({ slug: d.slug, n, problems: [] });
      }
    }
  });

  it('keeps files small and self-contained: no script, no external fonts or images', () => {
    for (const d of drafts) {
      for (const svg of [renderPreviewSvg(d), ...[1, 2, 3, 4, 5, 6].map((n) => renderScreenshotSvg(d, n))]) {
        expect(svg.length).toBeLessThan(60_000);
        expect(svg).not.toMatch(/<script|<image|<foreignObject|@import|url\((?!#)|href="(?!#)/i);
      }
    }
  });

  it('draws the same image every time and a different one per layout and page', () => {
    const d = drafts[0]!;
    expect(renderPreviewSvg(d)).toBe(renderPreviewSvg(structuredClone(d)));
    expect(new Set(drafts.map((x) => renderPreviewSvg(x))).size).toBe(drafts.length);
    expect(renderScreenshotSvg(d, 2)).not.toBe(renderScreenshotSvg(d, 3));
  });

  it('shows inner pages in the screenshots: about, contact, shop or article...', () => {
    const pages = new Set<string>();
    for (let i = 0; i < SUBCATEGORY_SLOTS.length; i++) {
      const d = generateTemplateDraft(7, i, NOW);
      for (let n = 1; n <= 6; n++) pages.add(screenshotPageName(d, n));
    }
    expect([...pages]).toEqual(expect.arrayContaining(['home', 'about', 'contact', 'shop', 'product', 'article', 'pricing', 'dashboard']));
  });

  it('puts the template name in the hero, escaped', () => {
    const d = { ...generateTemplateDraft(7, 1, NOW), name: EVIL_NAME };
    for (const svg of [renderPreviewSvg(d), renderScreenshotSvg(d, 1)]) {
      expect(svg).not.toContain('<script');
      expect(svg).toContain('&lt;script&gt;');
      expect(svg).toContain('&amp;');
      expect(xmlProblems(svg)).toEqual([]);
    }
  });

  it('ignores colors and fonts of a stored design that could break out of an attribute', () => {
    const d = generateTemplateDraft(7, 2, NOW);
    const tampered = {
      ...d,
      design: { ...d.design, palette: { ...d.design.palette, primary: '"/><script>x</script>' }, font: `"><script>alert(1)</script>` },
    };
    const svg = renderPreviewSvg(tampered);
    expect(svg).not.toContain('<script');
    expect(xmlProblems(svg)).toEqual([]);
  });

  it('draws templates without a design (uploaded ones) with the default look', () => {
    const d = { ...generateTemplateDraft(7, 3, NOW), design: null };
    expect(xmlProblems(renderPreviewSvg(d))).toEqual([]);
  });
});
