import MarkdownIt from 'markdown-it';

/**
 * The owner's long description, Markdown to safe HTML (decision 076): raw HTML is shown as text, never
 * passed through (`html: false`); links keep only http(s) and mailto targets and same-site paths;
 * a link off the site gets rel="nofollow ugc" and opens in a new tab; images are not rendered (the
 * listing's images are uploaded and checked apart).
 */
const markdown = new MarkdownIt('default', { html: false, linkify: true, typographer: false }).disable(['image']);

const SAFE_LINK = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;
markdown.validateLink = (url: string) => SAFE_LINK.test(url.trim());

const defaultLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet('href') ?? '');
  if (/^https?:\/\//i.test(href)) {
    token.attrSet('rel', 'nofollow ugc noopener');
    token.attrSet('target', '_blank');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** Safe HTML of the owner's Markdown ('' for none). */
export function renderListingMarkdown(source: string): string {
  return source.trim() === '' ? '' : markdown.render(source);
}
