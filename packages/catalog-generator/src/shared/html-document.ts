// The one page shell: every HTML page the shop writes by hand (the live demo, its preview frame, the
// starter site's pages, the preview's not-found page) has the same head and shape.
import { escapeHtml } from '@tm/contracts/html-escape';

export interface HtmlDocumentParts {
  /** Plain text: escaped here. */
  title: string;
  /** Keep search engines off the page (demos and previews are not the shop's content). */
  noindex?: boolean;
  /** The favicon's address (`data:,` asks for none). */
  icon?: string;
  /** Markup after the title (styles, links): trusted, written as is. */
  head?: string;
  /** Attributes of <body> (`class="..."`): trusted, written as is. */
  bodyAttributes?: string;
  /** The body's markup: trusted, written as is. */
  body: string;
}

/** A complete HTML5 document in English. */
export function htmlDocument(parts: HtmlDocumentParts): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...(parts.noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...(parts.icon ? [`<link rel="icon" href="${escapeHtml(parts.icon)}">`] : []),
    `<title>${escapeHtml(parts.title)}</title>`,
    ...(parts.head ? [parts.head] : []),
  ];
  return `<!doctype html>
<html lang="en">
<head>
${head.join('\n')}
</head>
<body${parts.bodyAttributes ? ` ${parts.bodyAttributes}` : ''}>
${parts.body}
</body>
</html>
`;
}
