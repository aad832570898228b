// The live demo page of a template: renderLivePreviewHtml, and templatePagePath for its way back.
import { SECTION_KINDS, sectionsFor, type SectionKind } from '../content/design-vocabulary';
import { pageContentFor } from '../content/page-content';
import type { PreviewSource } from '../content/page-types';
import { escapeMarkup as esc } from '../shared/markup';
import { docsPage, emailPage, sitePage } from './pages';
import { pageStyles } from './page-styles';

/** The template page a live preview links back to. */
export function templatePagePath(slug: string): string {
  return `/template/${encodeURIComponent(slug)}`;
}

/**
 * A complete static page (no script, inline CSS) showing the template as a real website: header,
 * hero, the design's sections, footer, and a small fixed banner back to the template page.
 */
export function renderLivePreviewHtml(template: PreviewSource): string {
  const c = pageContentFor(template);
  const known = c.design.sections.filter((s): s is SectionKind => (SECTION_KINDS as readonly string[]).includes(s));
  const sections = known.includes('hero') && known.length > 2 ? known : sectionsFor(c.layout, template.category, template.subcategory);
  const body = c.kind === 'docs' ? docsPage(c, template.name) : c.kind === 'email' ? emailPage(c, template.name) : sitePage(c, template.name, sections);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(template.name)} — Live preview</title>
<style>${pageStyles(c)}</style>
</head>
<body class="layout-${esc(c.layout)} kind-${c.kind}">
${body}
<a class="lp-banner" href="${esc(templatePagePath(template.slug))}">Live preview of <strong>${esc(template.name)}</strong> — back to template</a>
</body>
</html>
`;
}
