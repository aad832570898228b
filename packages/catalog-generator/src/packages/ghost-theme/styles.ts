// assets/css/screen.css of the Ghost theme: the demo's palette and font, the layout, and the Koenig editor cards.
import type { PageContent } from '../../content/page-types';

export function screenCss(c: PageContent): string {
  const s = c.scheme;
  return `:root {
  --color-primary: ${s.primary};
  --color-secondary: ${s.secondary};
  --color-accent: ${s.accent};
  --color-background: ${s.background};
  --color-surface: ${s.surfaceAlt};
  --color-text: ${s.text};
  --color-muted: ${s.muted};
  --color-border: ${s.border};
  --color-on-primary: ${s.onPrimary};
  --color-footer: ${s.footer};
  --color-on-footer: ${s.onFooter};
  --font-body: var(--gh-font-body, ${c.design.font});
  --font-heading: var(--gh-font-heading, var(--font-body));
  --content-width: 720px;
  --wide-width: 1200px;
}

*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: var(--font-body); background: var(--color-background); color: var(--color-text); line-height: 1.65; }
a { color: var(--ghost-accent-color, var(--color-primary)); }
h1, h2, h3, .site-logo { font-family: var(--font-heading); }
img { max-width: 100%; height: auto; }
.skip-link { position: absolute; left: -9999px; }
.skip-link:focus { left: 16px; top: 16px; background: var(--color-background); padding: 8px; }
.inner { width: min(var(--wide-width), 100% - 40px); margin-inline: auto; }
.button { display: inline-block; padding: 12px 22px; border-radius: 8px; background: var(--ghost-accent-color, var(--color-primary)); color: var(--color-on-primary); font-weight: 600; text-decoration: none; }

.site-header { border-bottom: 1px solid var(--color-border); }
.site-header-inner { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 16px; padding-block: 20px; }
.site-logo { font-weight: 800; font-size: 1.4rem; color: var(--color-text); text-decoration: none; }
.site-logo img { max-height: 40px; width: auto; }
.site-nav .nav { display: flex; flex-wrap: wrap; gap: 18px; list-style: none; margin: 0; padding: 0; }
.site-nav .nav a, .site-account { color: var(--color-text); font-weight: 600; text-decoration: none; }
.site-nav .nav-current a { color: var(--ghost-accent-color, var(--color-primary)); }
h1, h2, h3, .site-logo { font-family: var(--font-heading); }

.hero { background: var(--color-primary); color: var(--color-on-primary); text-align: center; padding-block: 96px; }
.hero-title { font-size: clamp(2rem, 5vw, 3.4rem); line-height: 1.15; margin: 0 0 16px; }
.hero-text { max-width: 640px; margin: 0 auto 24px; font-size: 1.15rem; }
.hero .button { background: var(--color-accent); }

.post-feed { display: grid; gap: 32px; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); padding-block: 56px; }
.post-card-link { display: block; color: inherit; text-decoration: none; }
.post-card img { border-radius: 10px; aspect-ratio: 3 / 2; object-fit: cover; width: 100%; }
.post-card-tag { display: inline-block; margin-top: 12px; font-size: 0.8rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.08em; color: var(--color-secondary); }
.post-card-title { margin: 6px 0; font-size: 1.35rem; line-height: 1.25; }
.post-card-excerpt { margin: 0 0 8px; color: var(--color-muted); }
.post-card-meta, .article-meta { font-size: 0.9rem; color: var(--color-muted); }
.pagination { display: flex; justify-content: space-between; align-items: center; padding-bottom: 56px; width: min(var(--wide-width), 100% - 40px); margin-inline: auto; }

.archive-header { padding-top: 56px; }
.author-image { width: 80px; height: 80px; border-radius: 50%; object-fit: cover; }
.article-header { max-width: var(--content-width); padding-top: 56px; }
.article-tag { font-weight: 700; text-transform: uppercase; letter-spacing: 0.08em; font-size: 0.8rem; text-decoration: none; }
.article-title { font-size: clamp(2rem, 4.5vw, 3rem); line-height: 1.15; margin: 8px 0; }
.article-excerpt { font-size: 1.2rem; color: var(--color-muted); }
.article-image { margin: 32px auto; max-width: var(--wide-width); }
.article-image img { width: 100%; border-radius: 12px; }
.article-image figcaption, .gh-content figcaption { text-align: center; font-size: 0.9rem; color: var(--color-muted); margin-top: 8px; }
.error { text-align: center; padding-block: 96px; }

/* The post content: a centred column; wide and full-width cards break out of it. */
.gh-content { display: grid; grid-template-columns: [full-start] minmax(20px, 1fr) [wide-start] minmax(0, calc((var(--wide-width) - var(--content-width)) / 2)) [main-start] min(var(--content-width), 100% - 40px) [main-end] minmax(0, calc((var(--wide-width) - var(--content-width)) / 2)) [wide-end] minmax(20px, 1fr) [full-end]; padding-bottom: 56px; }
.gh-content > * { grid-column: main-start / main-end; }
.gh-content > blockquote { border-left: 4px solid var(--color-primary); margin: 0; padding-left: 20px; font-style: italic; }
.gh-content pre { overflow-x: auto; background: var(--color-surface); padding: 16px; border-radius: 8px; }

/* Koenig editor cards */
.kg-width-wide { grid-column: wide-start / wide-end; }
.kg-width-full { grid-column: full-start / full-end; }
.kg-width-full img { width: 100%; }
.kg-image { margin-inline: auto; }
.kg-image-card figcaption, .kg-embed-card figcaption, .kg-gallery-card figcaption { text-align: center; }
.kg-gallery-container { display: flex; flex-direction: column; gap: 8px; }
.kg-gallery-row { display: flex; gap: 8px; }
.kg-gallery-image img { display: block; width: 100%; height: 100%; object-fit: cover; }
.kg-embed-card { display: flex; flex-direction: column; align-items: center; }
.kg-bookmark-card { border: 1px solid var(--color-border); border-radius: 8px; }
.kg-callout-card { padding: 16px 20px; border-radius: 8px; background: var(--color-surface); }

.site-footer { background: var(--color-footer); color: var(--color-on-footer); margin-top: 32px; }
.site-footer-inner { padding-block: 48px; display: grid; gap: 8px; }
.site-footer-title { font-weight: 800; font-size: 1.2rem; margin: 0; }
.site-footer a { color: inherit; }
.site-footer .nav { display: flex; flex-wrap: wrap; gap: 16px; list-style: none; padding: 0; }
.site-footer-copy { opacity: 0.75; font-size: 0.9rem; }
`;
}
