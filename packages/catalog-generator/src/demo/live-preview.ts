// The live demo page of a template: renderLivePreviewHtml (the bare site), and templatePagePath for the way back.
import { SECTION_KINDS, sectionsFor, type SectionKind } from '../content/design-vocabulary';
import { htmlDocument } from '../shared/html-document';
import { pageContentFor } from '../content/page-content';
import type { PageContent, PreviewSource } from '../content/page-types';
import { SUBJECTS } from '../content/subjects';
import { escapeMarkup as esc } from '../shared/markup';
import { docsPage, emailPage, sitePage } from './pages';
import { pageStyles } from './page-styles';

/** The template page a live preview links back to. */
export function templatePagePath(slug: string): string {
  return `/template/${encodeURIComponent(slug)}`;
}

/**
 * The template shown as a real website, a complete static page (no script, inline CSS): header, hero,
 * the design's sections, footer. It carries nothing of the marketplace: the preview page
 * (demo/preview-page.ts) frames it under its bar, and the HTML package ships it as the starter site.
 */
export function renderLivePreviewHtml(template: PreviewSource): string {
  const c = pageContentFor(template);
  const body = c.kind === 'docs' ? docsPage(c) : c.kind === 'email' ? emailPage(c) : sitePage(c, sectionsOf(c, template));
  return htmlDocument({
    title: `${template.name} — Live preview`,
    noindex: true,
    head: `<style>${pageStyles(c)}</style>`,
    bodyAttributes: `class="layout-${esc(c.layout)} kind-${c.kind}"`,
    body,
  });
}

/**
 * The design's sections; a site or portfolio whose design has no offers block gets one after its
 * second section, so a restaurant shows its menu, an LMS its courses, an agency its case studies.
 */
function sectionsOf(c: PageContent, template: PreviewSource): SectionKind[] {
  const known = c.design.sections.filter((s): s is SectionKind => (SECTION_KINDS as readonly string[]).includes(s));
  const sections = known.includes('hero') && known.length > 2 ? known : sectionsFor(c.layout, template.category, template.subcategory);
  const fixed = ['coming-soon', '404-pages'].includes(template.subcategory);
  // A blog-style layout of a school or a photographer still shows its courses or galleries; a publication's are its posts.
  const offers =
    ['site', 'portfolio'].includes(c.kind) ||
    (c.kind === 'blog' && !['publication', 'community'].includes(SUBJECTS[c.subject]?.family ?? 'publication'));
  if (fixed || !offers || sections.includes('products') || c.products.length === 0) return sections;
  return [...sections.slice(0, 2), 'products', ...sections.slice(2)];
}
