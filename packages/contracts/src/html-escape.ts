// The one HTML escaper: text made safe to place in HTML or XML the server writes (head tags, mail,
// sitemaps, the first screen's inline data) and in the generated templates' SVG and HTML. Zod-free.

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * JSON for a <script type="application/ld+json"> block: `<`, `>` and `&` as \u escapes so no text
 * (a name containing "</script>" or "<!--") can end the script element; U+2028/2029 likewise.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
