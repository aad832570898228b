import { escapeMarkup as esc, mix } from './markup';
import { SECTION_KINDS, sectionsFor, type SectionKind } from './design-vocabulary';
import { HELP_ARTICLES, pageContentFor, type PageContent, type PreviewSource } from './page-content';

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
<style>${css(c)}</style>
</head>
<body class="layout-${esc(c.layout)} kind-${c.kind}">
${body}
<a class="lp-banner" href="${esc(templatePagePath(template.slug))}">Live preview of <strong>${esc(template.name)}</strong> — back to template</a>
</body>
</html>
`;
}

function css(c: PageContent): string {
  const s = c.scheme;
  return `
:root{--primary:${s.primary};--secondary:${s.secondary};--accent:${s.accent};--bg:${s.background};--text:${s.text};--surface:${s.surface};--alt:${s.surfaceAlt};--border:${s.border};--muted:${s.muted};--faint:${s.faint};--on-primary:${s.onPrimary};--on-accent:${s.onAccent};--footer:${s.footer};--on-footer:${s.onFooter};--tint:${mix(s.background, s.primary, 0.12)};--ph0:linear-gradient(135deg,${mix(s.primary, '#ffffff', 0.25)},${s.secondary});--ph1:linear-gradient(135deg,${mix(s.secondary, '#ffffff', 0.3)},${s.accent});--ph2:linear-gradient(180deg,${mix(s.accent, '#ffffff', 0.45)},${s.primary});--ph3:linear-gradient(225deg,${mix(s.primary, s.background, 0.55)},${mix(s.secondary, '#000000', 0.15)})}
*{box-sizing:border-box}
html{scroll-behavior:smooth}
body{margin:0;font-family:${c.design.font};background:var(--bg);color:var(--text);line-height:1.6;-webkit-font-smoothing:antialiased;padding-bottom:64px}
a{color:inherit}
img,svg{display:block;max-width:100%}
.wrap{width:min(1160px,100% - 40px);margin-inline:auto}
.btn{display:inline-flex;align-items:center;gap:8px;padding:13px 24px;border-radius:999px;background:var(--primary);color:var(--on-primary);font-weight:700;text-decoration:none;border:2px solid var(--primary);font-size:15px;cursor:pointer;font-family:inherit}
.btn.ghost{background:transparent;color:var(--text);border-color:currentColor}
.btn.light{background:#fff;color:${s.primary};border-color:#fff}
.eyebrow{display:inline-block;font-size:13px;font-weight:700;letter-spacing:.14em;text-transform:uppercase;color:var(--primary);margin-bottom:12px}
.pill{display:inline-flex;align-items:center;gap:8px;padding:6px 14px;border-radius:999px;background:var(--tint);color:var(--primary);font-weight:600;font-size:13px}
h1,h2,h3{line-height:1.15;margin:0 0 14px;letter-spacing:-.01em}
h1{font-size:clamp(34px,5vw,60px);font-weight:800}
h2{font-size:clamp(26px,3.4vw,38px);font-weight:800}
h3{font-size:19px}
p{margin:0 0 14px}
.muted{color:var(--muted)}
section{padding:84px 0}
.center{text-align:center}
.section-head{max-width:680px;margin:0 auto 44px;text-align:center}
.grid{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(240px,1fr))}
.grid.three{grid-template-columns:repeat(auto-fill,minmax(300px,1fr))}
.card{background:var(--surface);border:1px solid var(--border);border-radius:18px;padding:28px}
.ph{position:relative;overflow:hidden;border-radius:16px;background:var(--ph0);aspect-ratio:4/3}
.ph svg{position:absolute;inset:0;width:100%;height:100%}
.ph.v1{background:var(--ph1)}.ph.v2{background:var(--ph2)}.ph.v3{background:var(--ph3)}
.icon{width:48px;height:48px;border-radius:14px;background:var(--tint);display:grid;place-items:center;color:var(--primary);margin-bottom:18px}
.icon svg{width:24px;height:24px}
/* header */
.site-header{position:sticky;top:0;z-index:10;background:color-mix(in srgb,var(--bg) 92%,transparent);backdrop-filter:blur(8px);border-bottom:1px solid var(--border)}
.site-header .wrap{display:flex;align-items:center;gap:32px;height:72px}
.logo{display:flex;align-items:center;gap:10px;font-weight:800;font-size:21px;text-decoration:none;white-space:nowrap}
.logo i{width:26px;height:26px;border-radius:8px;background:var(--primary);display:grid;place-items:center}
.logo i::after{content:"";width:9px;height:9px;border-radius:50%;background:#fff}
.site-nav{display:flex;gap:28px;margin-left:auto;font-weight:500}
.site-nav a{text-decoration:none;opacity:.8}.site-nav a:hover{opacity:1;color:var(--primary)}
.announce{background:var(--text);color:var(--bg);text-align:center;font-size:13px;padding:8px 12px;font-weight:500}
.masthead{text-align:center;padding:26px 0 0;border-bottom:2px solid var(--text)}
.masthead .logo{justify-content:center;font-family:Georgia,'Times New Roman',serif;font-size:44px}
.masthead .logo i{display:none}
.masthead nav{display:flex;justify-content:center;flex-wrap:wrap;gap:30px;padding:14px 0;margin-top:18px;border-top:1px solid var(--border);text-transform:uppercase;font-size:13px;font-weight:700;letter-spacing:.08em}
.masthead nav a{text-decoration:none}
/* heroes */
.hero{padding:88px 0;position:relative;overflow:hidden}
.hero-split .wrap{display:grid;grid-template-columns:1.05fr 1fr;gap:56px;align-items:center}
.hero-split .ph{aspect-ratio:5/4;box-shadow:0 30px 60px -20px rgba(0,0,0,.25)}
.hero .lead{font-size:19px;color:var(--muted);max-width:560px}
.hero .actions{display:flex;gap:12px;flex-wrap:wrap;margin-top:28px}
.hero-centered{background:var(--alt);text-align:center}
.hero-centered .lead{margin-inline:auto}
.hero-centered .actions{justify-content:center}
.hero-centered .showcase{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;margin-top:56px;padding:18px;background:var(--surface);border-radius:20px;box-shadow:0 30px 60px -25px rgba(0,0,0,.3)}
.hero-bold{background:linear-gradient(135deg,var(--primary),${mix(s.secondary, s.primary, 0.35)});color:var(--on-primary)}
.hero-bold .lead{color:inherit;opacity:.88}
.hero-bold .eyebrow{color:inherit;opacity:.85}
.hero-bold .btn.ghost{color:var(--on-primary)}
.hero-bold .wrap{display:grid;grid-template-columns:1.2fr .8fr;gap:48px;align-items:center}
.phone{width:260px;margin-inline:auto;aspect-ratio:9/18;background:#0b0b0f;border-radius:40px;padding:12px;box-shadow:0 40px 80px -20px rgba(0,0,0,.45)}
.phone .screen{height:100%;border-radius:30px;background:var(--bg);padding:40px 16px 16px;display:flex;flex-direction:column;gap:12px;color:var(--text)}
.phone .bar{height:10px;border-radius:5px;background:var(--faint)}
.hero-shop{padding:0;background:var(--alt)}
.hero-shop .wrap{display:grid;grid-template-columns:1fr 1fr;align-items:stretch;width:100%;max-width:none}
.hero-shop .copy{padding:96px max(20px,calc((100vw - 1160px)/2));padding-right:48px}
.hero-shop .ph{border-radius:0;aspect-ratio:auto;min-height:460px}
.hero-portfolio h1{font-size:clamp(40px,7vw,88px);max-width:900px}
.hero-portfolio .wrap{display:grid;grid-template-columns:2fr 1fr;gap:48px;align-items:end}
.dot{display:inline-block;width:10px;height:10px;border-radius:50%;background:#22c55e;margin-right:8px}
.hero-magazine{padding:40px 0}
.hero-magazine .wrap{display:grid;grid-template-columns:1.7fr 1fr;gap:32px}
.feature-story{position:relative;border-radius:10px;overflow:hidden;min-height:440px;display:flex;align-items:flex-end;color:#fff}
.feature-story .ph{position:absolute;inset:0;border-radius:0;aspect-ratio:auto}
.feature-story .shade{position:relative;padding:32px;background:linear-gradient(transparent,rgba(0,0,0,.75));width:100%}
.feature-story h1{font-family:Georgia,'Times New Roman',serif;font-size:clamp(28px,3.5vw,42px)}
.tag{display:inline-block;background:var(--accent);color:var(--on-accent);font-size:12px;font-weight:800;letter-spacing:.08em;text-transform:uppercase;padding:4px 10px;border-radius:3px;margin-bottom:12px}
.side-stories{display:grid;gap:18px;align-content:start}
.side-story{display:grid;grid-template-columns:110px 1fr;gap:14px;padding-bottom:18px;border-bottom:1px solid var(--border)}
.side-story .ph{aspect-ratio:1;border-radius:8px}
.side-story h3{font-family:Georgia,'Times New Roman',serif;font-size:17px;margin:4px 0 0}
.kicker{font-size:11px;font-weight:800;letter-spacing:.1em;text-transform:uppercase;color:var(--primary)}
/* sections */
.logos{padding:36px 0;border-bottom:1px solid var(--border)}
.logos p{text-align:center;font-size:12px;letter-spacing:.2em;font-weight:700;color:var(--muted)}
.logos .row{display:flex;justify-content:space-around;flex-wrap:wrap;gap:24px;font-weight:800;font-size:22px;color:var(--muted);opacity:.75}
.stats{background:var(--alt)}
.stats .grid{text-align:center}
.stats strong{display:block;font-size:44px;color:var(--primary);line-height:1.1}
.product{display:flex;flex-direction:column;gap:8px}
.product .ph{aspect-ratio:1;border-radius:12px;background:${mix(s.background, s.secondary, s.dark ? 0.2 : 0.1)};display:grid;place-items:center}
.product .ph svg{position:static;width:52%;height:52%}
.product .badge{position:absolute;top:12px;left:12px;background:var(--accent);color:var(--on-accent);font-size:12px;font-weight:800;padding:3px 10px;border-radius:99px}
.product h3{font-size:16px;margin:6px 0 0}
.price{font-weight:800}.price s{color:var(--muted);font-weight:400;margin-left:8px}
.stars{color:#f5a623;letter-spacing:2px;font-size:14px}
.add{margin-top:4px;padding:10px 14px;border-radius:10px;border:1px solid var(--border);background:var(--surface);color:var(--text);font-weight:700;font-family:inherit;cursor:pointer}
.cats{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:18px}
.cat{border-radius:18px;padding:28px 18px;text-align:center;background:var(--tint);font-weight:700}
.cat span{display:block;font-size:13px;color:var(--muted);font-weight:500}
.promo{background:linear-gradient(120deg,var(--secondary),var(--primary));color:var(--on-primary);border-radius:24px;padding:56px;display:flex;justify-content:space-between;align-items:center;gap:24px;flex-wrap:wrap}
.post .ph{aspect-ratio:16/10;margin-bottom:16px}
.post h3{font-size:20px}
.kind-blog .post h3,.kind-blog h2{font-family:Georgia,'Times New Roman',serif}
.meta{font-size:13px;color:var(--muted)}
.masonry{columns:3 260px;column-gap:20px}
.masonry .ph{margin-bottom:20px;break-inside:avoid}
.masonry .ph.tall{aspect-ratio:3/4}.masonry .ph.wide{aspect-ratio:4/3}.masonry .ph.sq{aspect-ratio:1}
.caption{position:absolute;left:18px;bottom:14px;color:#fff;font-weight:700;text-shadow:0 1px 8px rgba(0,0,0,.4)}
.quotes .card p{font-size:18px}
.person{display:flex;align-items:center;gap:12px;margin-top:18px}
.avatar{width:44px;height:44px;border-radius:50%;background:var(--secondary);color:#fff;display:grid;place-items:center;font-weight:800;font-size:15px;flex:none}
.person small{display:block;color:var(--muted)}
.tiers{align-items:stretch}
.tier{display:flex;flex-direction:column}
.tier.hot{background:var(--primary);color:var(--on-primary);border-color:var(--primary);transform:translateY(-10px);box-shadow:0 30px 60px -25px rgba(0,0,0,.35)}
.tier .amount{font-size:46px;font-weight:800}
.tier ul{list-style:none;padding:0;margin:18px 0 26px;display:grid;gap:10px;flex:1}
.tier li::before{content:"✓";margin-right:10px;font-weight:800;color:var(--primary)}
.tier.hot li::before{color:inherit}
.tier.hot .btn{background:var(--on-primary);color:var(--primary);border-color:var(--on-primary)}
.faq details{border-bottom:1px solid var(--border);padding:18px 0}
.faq summary{cursor:pointer;font-weight:700;font-size:18px}
.faq details p{margin:12px 0 0;color:var(--muted)}
.subscribe{display:flex;gap:10px;flex-wrap:wrap;justify-content:center;margin-top:22px}
.input{padding:14px 18px;border-radius:999px;border:1px solid var(--border);background:var(--surface);color:var(--text);min-width:min(320px,100%);font:inherit}
.cta-band{background:linear-gradient(135deg,var(--primary),${mix(s.secondary, s.primary, 0.35)});color:var(--on-primary);border-radius:28px;padding:64px;display:flex;justify-content:space-between;align-items:center;gap:24px;flex-wrap:wrap}
.contact .wrap{display:grid;grid-template-columns:1fr 1.2fr;gap:48px}
.contact form{display:grid;gap:14px}
.contact label{font-weight:600;font-size:14px;display:grid;gap:6px}
.contact input,.contact textarea{padding:13px 16px;border-radius:12px;border:1px solid var(--border);background:var(--bg);color:var(--text);font:inherit}
.info{display:grid;gap:18px;margin-top:26px}
.info div{display:flex;gap:14px;align-items:center}
.countdown{display:flex;justify-content:center;gap:16px;flex-wrap:wrap}
.countdown div{background:var(--surface);border:1px solid var(--border);border-radius:18px;padding:22px 28px;min-width:120px}
.countdown strong{display:block;font-size:46px;color:var(--primary);line-height:1}
.team .ph{aspect-ratio:4/5;margin-bottom:14px}
.site-footer{background:var(--footer);color:var(--on-footer);padding:64px 0 28px;margin-top:40px}
.site-footer .cols{display:grid;grid-template-columns:2fr repeat(3,1fr);gap:32px}
.site-footer h4{margin:0 0 14px}
.site-footer a{display:block;text-decoration:none;opacity:.7;margin-bottom:8px}
.site-footer .legal{border-top:1px solid color-mix(in srgb,var(--on-footer) 18%,transparent);margin-top:40px;padding-top:20px;font-size:13px;opacity:.6}
/* docs */
.docs{display:grid;grid-template-columns:260px minmax(0,1fr) 220px;min-height:100vh}
.docs aside{background:var(--alt);border-right:1px solid var(--border);padding:28px 22px}
.docs aside h4{font-size:11px;letter-spacing:.12em;text-transform:uppercase;color:var(--muted);margin:22px 0 8px}
.docs aside a{display:block;text-decoration:none;padding:6px 10px;border-radius:8px;opacity:.85}
.docs aside a.on{background:var(--tint);color:var(--primary);font-weight:700;opacity:1}
.docs main{padding:44px 56px;max-width:820px}
.docs .toc{padding:44px 20px;font-size:14px}
.docs .toc a{display:block;text-decoration:none;opacity:.75;margin:8px 0}
.note{border-left:4px solid var(--secondary);background:${mix(s.background, s.secondary, 0.1)};padding:16px 20px;border-radius:10px;margin:22px 0}
pre{background:#0f172a;color:#e2e8f0;padding:20px 22px;border-radius:12px;overflow:auto;font:14px/1.7 ui-monospace,Menlo,Consolas,monospace}
.topics{margin-top:36px}
/* email */
.inbox{background:${mix(s.background, s.text, 0.08)};padding:40px 16px;min-height:100vh}
.email{max-width:620px;margin:0 auto;background:var(--surface);box-shadow:0 20px 50px -20px rgba(0,0,0,.25)}
.email header{display:flex;justify-content:space-between;align-items:center;padding:22px 32px}
.email .ph{border-radius:0;aspect-ratio:2/1}
.email .body{padding:32px}
.email .two{display:grid;grid-template-columns:1fr 1fr;gap:20px;padding:0 32px 32px}
.email footer{text-align:center;font-size:12px;color:var(--muted);padding:24px 32px 36px;border-top:1px solid var(--border)}
/* poster */
.boards{display:flex;gap:36px;justify-content:center;flex-wrap:wrap}
.board{width:280px;aspect-ratio:3/4;border-radius:6px;overflow:hidden;position:relative;background:var(--primary);color:var(--on-primary);padding:26px;display:flex;flex-direction:column;justify-content:flex-end;box-shadow:0 24px 50px -20px rgba(0,0,0,.35)}
.board.b1{background:var(--bg);color:var(--text);border:1px solid var(--border)}
.board.b2{background:var(--secondary);color:#fff}
.board .ph{position:absolute;inset:0 0 45% 0;border-radius:0;aspect-ratio:auto}
.board h3{font-size:26px;position:relative}
.board small{position:relative;letter-spacing:.15em;font-weight:700;text-transform:uppercase;opacity:.8}
/* the preview banner */
.lp-banner{position:fixed;left:50%;bottom:14px;transform:translateX(-50%);z-index:1000;background:rgba(17,24,39,.92);color:#fff;text-decoration:none;font:500 13px/1.3 system-ui,-apple-system,'Segoe UI',sans-serif;padding:10px 18px;border-radius:999px;box-shadow:0 10px 30px rgba(0,0,0,.3);max-width:calc(100% - 24px);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.lp-banner:hover{background:#111827;text-decoration:underline}
@media (max-width:860px){
.site-nav{display:none}
.site-header .btn{margin-left:auto}
.hero{padding:56px 0}
.hero-split .wrap,.hero-bold .wrap,.hero-shop .wrap,.hero-portfolio .wrap,.hero-magazine .wrap,.contact .wrap{grid-template-columns:1fr}
.hero-shop .copy{padding:56px 20px}
.hero-shop .ph{min-height:260px}
.hero-centered .showcase{grid-template-columns:1fr 1fr}
.site-footer .cols{grid-template-columns:1fr 1fr}
.docs{grid-template-columns:1fr}.docs aside,.docs .toc{display:none}.docs main{padding:28px 20px}
.promo,.cta-band{padding:36px}
section{padding:56px 0}
.email .two{grid-template-columns:1fr}
}
`;
}

// ── pieces ─────────────────────────────────────────────────────────────────

const HILLS =
  '<svg viewBox="0 0 100 75" preserveAspectRatio="none" aria-hidden="true"><circle cx="70" cy="24" r="8" fill="#fff" opacity=".55"/><path d="M0 75L30 38L55 60L75 45L100 64V75Z" fill="#000" opacity=".16"/><path d="M0 75L18 58L45 69L80 55L100 67V75Z" fill="#000" opacity=".22"/></svg>';

function photo(variant: number, extra = '', inner = ''): string {
  return `<div class="ph v${((variant % 4) + 4) % 4}${extra ? ` ${extra}` : ''}" role="img" aria-label="Photo">${HILLS}${inner}</div>`;
}

const ICONS = [
  '<path d="M5 12l5 5L20 7" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>',
  '<path d="M13 2L4 14h7l-1 8 9-12h-7z" fill="currentColor"/>',
  '<circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" stroke-width="2.5"/><circle cx="12" cy="12" r="3" fill="currentColor"/>',
  '<rect x="3" y="3" width="8" height="8" rx="2" fill="currentColor"/><rect x="13" y="3" width="8" height="8" rx="2" fill="currentColor" opacity=".5"/><rect x="3" y="13" width="8" height="8" rx="2" fill="currentColor" opacity=".5"/><rect x="13" y="13" width="8" height="8" rx="2" fill="currentColor"/>',
];

function icon(i: number): string {
  return `<div class="icon"><svg viewBox="0 0 24 24" aria-hidden="true">${ICONS[i % ICONS.length]}</svg></div>`;
}

const PRODUCT_SHAPES = [
  '<rect x="38" y="30" width="24" height="56" rx="6" fill="currentColor"/><rect x="44" y="16" width="12" height="16" rx="2" fill="currentColor" opacity=".7"/>',
  '<rect x="22" y="28" width="56" height="56" rx="5" fill="currentColor"/><rect x="22" y="28" width="56" height="12" rx="5" fill="#fff" opacity=".3"/>',
  '<circle cx="50" cy="54" r="30" fill="currentColor"/><circle cx="41" cy="45" r="8" fill="#fff" opacity=".35"/>',
  '<path d="M38 16L14 30l9 16 8-6v44h38V40l8 6 9-16-24-14q-12 10-24 0z" fill="currentColor"/>',
];

function productShape(i: number, color: string): string {
  return `<svg viewBox="0 0 100 100" aria-hidden="true" style="color:${color}">${PRODUCT_SHAPES[i % PRODUCT_SHAPES.length]}</svg>`;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function stars(rating: number): string {
  const full = Math.round(rating);
  return `<span class="stars" aria-label="${rating.toFixed(1)} out of 5">${'★'.repeat(full)}${'☆'.repeat(5 - full)}</span>`;
}

function logo(c: PageContent): string {
  return `<a class="logo" href="#top"><i></i>${esc(c.brand)}</a>`;
}

function header(c: PageContent): string {
  if (c.kind === 'blog' && c.layout === 'magazine-grid') {
    return `<header class="masthead" id="top"><div class="wrap">${logo(c)}<nav aria-label="Sections">${c.nav.map((n) => `<a href="#posts">${esc(n)}</a>`).join('')}</nav></div></header>`;
  }
  const announce = c.kind === 'shop' ? '<div class="announce">Free shipping on orders over $50 · Easy 30-day returns</div>' : '';
  return `${announce}<header class="site-header" id="top"><div class="wrap">${logo(c)}<nav class="site-nav" aria-label="Main">${c.nav
    .map((n) => `<a href="#main">${esc(n)}</a>`)
    .join('')}</nav><a class="btn" href="#main">${esc(c.kind === 'shop' ? 'Cart (2)' : c.cta)}</a></div></header>`;
}

function hero(c: PageContent, name: string): string {
  const actions = `<div class="actions"><a class="btn" href="#main">${esc(c.cta)}</a><a class="btn ghost" href="#main">${esc(c.secondaryCta)}</a></div>`;
  if (c.subcategory === '404-pages') {
    return `<section class="hero hero-centered"><div class="wrap"><span class="pill">Error 404</span><h1 style="font-size:clamp(80px,16vw,180px);margin:18px 0 0;color:var(--primary)">404</h1><h2>${esc(c.tagline)}</h2><p class="lead">${esc(name)}</p><div class="actions"><a class="btn" href="#top">Back to home</a><a class="btn ghost" href="#main">Search the site</a></div></div></section>`;
  }
  switch (c.layout) {
    case 'hero-centered':
    case 'newsletter':
      return `<section class="hero hero-centered"><div class="wrap"><span class="pill">${esc(c.tagline)}</span><h1 style="margin-top:18px">${esc(name)}</h1><p class="lead">${esc(c.intro)}</p>${actions}<div class="showcase">${photo(0)}${photo(1)}${photo(2)}</div></div></section>`;
    case 'landing-bold':
    case 'poster':
      return `<section class="hero hero-bold"><div class="wrap"><div><span class="eyebrow">${esc(c.tagline)}</span><h1>${esc(name)}</h1><p class="lead">${esc(c.intro)}</p><div class="actions"><a class="btn light" href="#main">${esc(c.cta)}</a><a class="btn ghost" href="#main">${esc(c.secondaryCta)}</a></div></div><div class="phone" aria-hidden="true"><div class="screen">${photo(1)}<div class="bar"></div><div class="bar" style="width:70%"></div><div class="bar" style="width:85%"></div><a class="btn" style="justify-content:center;margin-top:auto" href="#main">${esc(c.cta)}</a></div></div></div></section>`;
    case 'magazine-grid': {
      const [lead, ...rest] = c.posts;
      return `<section class="hero hero-magazine"><div class="wrap"><article class="feature-story">${photo(0)}<div class="shade"><span class="tag">${esc(lead!.topic)}</span><h1>${esc(name)}</h1><p class="meta" style="color:#fff;opacity:.85;margin:0">By ${esc(lead!.author)} · ${esc(lead!.date)} · ${lead!.minutes} min read</p></div></article><div class="side-stories">${rest
        .slice(0, 3)
        .map((p, i) => `<article class="side-story">${photo(i + 1)}<div><span class="kicker">${esc(p.topic)}</span><h3>${esc(p.title)}</h3><span class="meta">${esc(p.author)}</span></div></article>`)
        .join('')}</div></div></section>`;
    }
    case 'product-grid':
      return `<section class="hero hero-shop"><div class="wrap"><div class="copy"><span class="eyebrow">${esc(c.tagline)}</span><h1>${esc(name)}</h1><p class="lead">${esc(c.intro)}</p>${actions}</div>${photo(2)}</div></section>`;
    case 'portfolio-masonry':
      return `<section class="hero hero-portfolio"><div class="wrap"><h1>${esc(name)}</h1><div><p class="lead">${esc(c.intro)}</p><p><span class="dot"></span><strong>Available for new projects</strong></p></div></div></section>`;
    default:
      return `<section class="hero hero-split"><div class="wrap"><div><span class="pill">${esc(c.tagline)}</span><h1 style="margin-top:18px">${esc(name)}</h1><p class="lead">${esc(c.intro)}</p>${actions}</div>${
        c.kind === 'shop' ? `<div class="product"><div class="ph" style="aspect-ratio:5/4">${productShape(c.products[0]!.shape, c.scheme.primary)}</div></div>` : c.kind === 'plugin' ? dashboardMock(c) : photo(0)
      }</div></section>`;
  }
}

/** A settings screen drawn in HTML, for plugin landing pages. */
function dashboardMock(c: PageContent): string {
  const bars = [40, 55, 48, 70, 62, 85, 78, 92];
  return `<div class="card" style="padding:0;overflow:hidden;box-shadow:0 30px 60px -20px rgba(0,0,0,.3)" aria-hidden="true"><div style="background:#1d2327;color:#f0f0f1;padding:10px 16px;font-size:13px">${esc(c.brand)} · Dashboard</div><div style="padding:20px;display:grid;gap:14px"><div style="display:grid;grid-template-columns:repeat(3,1fr);gap:10px">${c.dashboard.cards
    .slice(0, 3)
    .map(([label, value]) => `<div style="border:1px solid var(--border);border-radius:10px;padding:12px"><small class="muted">${esc(label)}</small><div style="font-size:22px;font-weight:800;color:var(--primary)">${esc(value)}</div></div>`)
    .join('')}</div><svg viewBox="0 0 160 60" style="width:100%;height:120px">${bars
    .map((b, i) => `<rect x="${i * 20 + 4}" y="${60 - b * 0.6}" width="12" height="${b * 0.6}" rx="2" fill="${i % 2 ? c.scheme.secondary : c.scheme.primary}"/>`)
    .join('')}</svg>${c.features
    .slice(0, 3)
    .map((f, i) => `<div style="display:flex;justify-content:space-between;align-items:center;border-top:1px solid var(--border);padding-top:10px"><span>${esc(f)}</span><span style="width:40px;height:22px;border-radius:11px;background:${i === 2 ? 'var(--faint)' : 'var(--primary)'}"></span></div>`)
    .join('')}</div></div>`;
}

function section(kind: SectionKind, c: PageContent, name: string): string {
  switch (kind) {
    case 'hero':
      return hero(c, name);
    case 'logos':
      return `<div class="logos"><div class="wrap"><p>TRUSTED BY TEAMS AT</p><div class="row">${c.logos.map((l) => `<span>${esc(l)}</span>`).join('')}</div></div></div>`;
    case 'features':
      return `<section id="features"><div class="wrap"><div class="section-head"><span class="eyebrow">Features</span><h2>Everything you need, nothing you don’t</h2><p class="muted">${esc(c.brand)} comes with the details that make a site feel finished.</p></div><div class="grid three">${c.features
        .map((f, i) => `<div class="card">${icon(i)}<h3>${esc(f)}</h3><p class="muted">Ready out of the box and easy to adjust to your brand, content and workflow.</p></div>`)
        .join('')}</div></div></section>`;
    case 'services':
      return `<section><div class="wrap"><div class="section-head"><span class="eyebrow">What we do</span><h2>${esc(c.tagline)}</h2></div><div class="grid three">${c.services
        .map((s, i) => `<div class="card">${icon(i)}<h3>${esc(s.title)}</h3><p class="muted">${esc(s.text)}</p></div>`)
        .join('')}</div></div></section>`;
    case 'stats':
      return `<section class="stats"><div class="wrap grid">${c.stats.map((s) => `<div><strong>${esc(s.value)}</strong><span class="muted">${esc(s.label)}</span></div>`).join('')}</div></section>`;
    case 'categories':
      return c.kind === 'shop'
        ? `<section><div class="wrap"><div class="section-head"><h2>Shop by category</h2></div><div class="cats">${c.shopCategories
            .map((cat, i) => `<div class="cat">${esc(cat)}<span>${12 + i * 7} products</span></div>`)
            .join('')}</div></div></section>`
        : `<section style="padding-top:0"><div class="wrap"><div class="cats">${[...new Set(c.posts.map((p) => p.topic))]
            .slice(0, 6)
            .map((t, i) => `<div class="cat">${esc(t)}<span>${8 + i * 5} stories</span></div>`)
            .join('')}</div></div></section>`;
    case 'products':
      return `<section id="main"><div class="wrap"><div class="section-head"><span class="eyebrow">Best sellers</span><h2>Loved by our customers</h2></div><div class="grid" style="grid-template-columns:repeat(auto-fill,minmax(220px,1fr))">${c.products
        .map(
          (p, i) =>
            `<article class="product"><div class="ph">${p.badge ? `<span class="badge">${esc(p.badge)}</span>` : ''}${productShape(p.shape, [c.scheme.primary, c.scheme.secondary, c.scheme.accent][i % 3]!)}</div><h3>${esc(p.name)}</h3>${stars(p.rating)}<span class="price">${esc(p.price)}${p.oldPrice ? `<s>${esc(p.oldPrice)}</s>` : ''}</span><button class="add" type="button">Add to cart</button></article>`,
        )
        .join('')}</div></div></section>`;
    case 'promo':
      return `<section style="padding-top:0"><div class="wrap"><div class="promo"><div><span class="eyebrow" style="color:inherit">Limited time</span><h2 style="margin:0">${esc(
        c.kind === 'shop' ? 'Get 20% off your first order' : 'Join 40,000 readers every Sunday',
      )}</h2></div><a class="btn light" href="#top">${esc(c.kind === 'shop' ? 'Claim offer' : 'Subscribe free')}</a></div></div></section>`;
    case 'posts':
      return `<section id="posts"><div class="wrap"><div class="section-head" style="text-align:left;margin-left:0"><span class="eyebrow">Latest</span><h2>Fresh from the ${
        c.kind === 'blog' ? 'journal' : 'blog'
      }</h2></div><div class="grid">${c.posts
        .slice(c.layout === 'magazine-grid' ? 4 : 0, c.layout === 'magazine-grid' ? 8 : 3)
        .map((p, i) => `<article class="post">${photo(i + 1)}<span class="kicker">${esc(p.topic)}</span><h3>${esc(p.title)}</h3><p class="meta">${esc(p.author)} · ${esc(p.date)} · ${p.minutes} min read</p></article>`)
        .join('')}</div></div></section>`;
    case 'gallery': {
      if (c.kind === 'print') {
        return `<section id="main" style="background:var(--alt)"><div class="wrap"><div class="section-head"><span class="eyebrow">Inside the pack</span><h2>Ready-made designs</h2></div><div class="boards">${[c.tagline, name, c.cta]
          .map((t, i) => `<div class="board b${i}">${photo(i + 1)}<small>${esc(c.brand)}</small><h3>${esc(t)}</h3></div>`)
          .join('')}</div></div></section>`;
      }
      const shapes = ['tall', 'wide', 'sq', 'wide', 'tall', 'sq'];
      return `<section id="main"><div class="wrap"><div class="masonry">${shapes
        .map((shape, i) => photo(i, shape, i % 2 === 0 ? `<span class="caption">${esc(c.services[i % c.services.length]!.title)}</span>` : ''))
        .join('')}</div></div></section>`;
    }
    case 'testimonial':
      return `<section class="quotes" style="background:var(--alt)"><div class="wrap"><div class="section-head"><span class="eyebrow">Testimonials</span><h2>People love ${esc(c.brand)}</h2></div><div class="grid three">${c.quotes
        .map((q) => `<figure class="card" style="margin:0">${stars(5)}<blockquote style="margin:12px 0 0"><p>“${esc(q.text)}”</p></blockquote><figcaption class="person"><span class="avatar">${esc(initials(q.name))}</span><span><strong>${esc(q.name)}</strong><small>${esc(q.role)}</small></span></figcaption></figure>`)
        .join('')}</div></div></section>`;
    case 'pricing':
      return `<section id="pricing"><div class="wrap"><div class="section-head"><span class="eyebrow">Pricing</span><h2>Pick the plan that fits</h2><p class="muted">Simple, transparent pricing. Cancel any time.</p></div><div class="grid tiers">${c.pricing
        .map((t) => `<div class="card tier${t.highlighted ? ' hot' : ''}"><h3>${esc(t.name)}</h3><div><span class="amount">${esc(t.price)}</span> <span>${esc(t.period)}</span></div><ul>${t.perks.map((p) => `<li>${esc(p)}</li>`).join('')}</ul><a class="btn${t.highlighted ? '' : ' ghost'}" href="#top" style="justify-content:center">${t.highlighted ? 'Start free trial' : 'Choose plan'}</a></div>`)
        .join('')}</div></div></section>`;
    case 'faq':
      return `<section class="faq"><div class="wrap" style="max-width:780px"><div class="section-head"><span class="eyebrow">FAQ</span><h2>Questions, answered</h2></div>${c.faq
        .map((f, i) => `<details${i === 0 ? ' open' : ''}><summary>${esc(f.q)}</summary><p>${esc(f.a)}</p></details>`)
        .join('')}</div></section>`;
    case 'team':
      return `<section class="team"><div class="wrap"><div class="section-head"><span class="eyebrow">Contributors</span><h2>Meet the team</h2></div><div class="grid">${c.team
        .map((m, i) => `<div>${photo(i)}<h3 style="margin:0">${esc(m.name)}</h3><span class="muted">${esc(m.role)}</span></div>`)
        .join('')}</div></div></section>`;
    case 'newsletter':
      return `<section style="background:var(--alt)" class="center"><div class="wrap" style="max-width:680px"><span class="eyebrow">Newsletter</span><h2>${esc(
        c.subcategory === 'coming-soon' ? 'Be the first to know' : 'Stay in the loop',
      )}</h2><p class="muted">One short email a week. No spam, unsubscribe any time.</p><div class="subscribe"><input class="input" type="email" placeholder="you@example.com" aria-label="Email address"><button class="btn" type="button">Subscribe</button></div></div></section>`;
    case 'cta':
      return `<section><div class="wrap"><div class="cta-band"><div><h2 style="margin:0">Ready to get started?</h2><p style="margin:8px 0 0;opacity:.85">${esc(c.tagline)}</p></div><a class="btn light" href="#top">${esc(c.cta)}</a></div></div></section>`;
    case 'contact':
      return `<section class="contact" id="contact"><div class="wrap"><div><span class="eyebrow">Contact</span><h2>Let’s talk</h2><p class="muted">Questions, ideas or just hello — we would love to hear from you.</p><div class="info"><div>${icon(0)}<span>${esc(c.address)}</span></div><div>${icon(1)}<span>${esc(c.email)}</span></div><div>${icon(2)}<span>${esc(c.phone)}</span></div></div></div><form class="card" aria-label="Contact form (preview only)"><label>Name<input type="text" placeholder="Jane Doe"></label><label>Email<input type="email" placeholder="jane@example.com"></label><label>Message<textarea rows="4" placeholder="Tell us about your project"></textarea></label><button class="btn" type="button">Send message</button></form></div></section>`;
    case 'doc-topics':
      return `<section><div class="wrap"><div class="grid three">${c.docTopics
        .map((t, i) => `<div class="card">${icon(i)}<h3>${esc(t.title)}</h3><p class="muted">${t.count} articles</p></div>`)
        .join('')}</div></div></section>`;
    case 'countdown':
      return `<section class="center" style="padding-top:0"><div class="wrap"><div class="countdown">${[
        ['12', 'Days'],
        ['08', 'Hours'],
        ['45', 'Minutes'],
        ['30', 'Seconds'],
      ]
        .map(([v, l]) => `<div><strong>${v}</strong><span class="muted">${l}</span></div>`)
        .join('')}</div></div></section>`;
  }
}

function footer(c: PageContent): string {
  const cols: Array<[string, string[]]> = [
    ['Product', ['Features', 'Pricing', 'Updates']],
    ['Company', ['About', 'Careers', 'Contact']],
    ['Resources', ['Blog', 'Help center', 'Privacy']],
  ];
  return `<footer class="site-footer"><div class="wrap"><div class="cols"><div>${logo(c)}<p style="opacity:.7;margin-top:14px;max-width:360px">${esc(c.intro)}</p></div>${cols
    .map(([h, links]) => `<div><h4>${h}</h4>${links.map((l) => `<a href="#top">${l}</a>`).join('')}</div>`)
    .join('')}</div><div class="legal">© 2025 ${esc(c.brand)}. All rights reserved.</div></div></footer>`;
}

function sitePage(c: PageContent, name: string, sections: SectionKind[]): string {
  const body = sections.map((s) => section(s, c, name)).join('\n');
  return `${header(c)}<main id="main">${body}</main>${footer(c)}`;
}

function docsPage(c: PageContent, name: string): string {
  const install = `npm install @${c.brand.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'docs'}/cli`;
  return `${header(c)}<div class="docs"><aside aria-label="Documentation">${c.docTopics
    .map(
      (t, i) =>
        `<h4>${esc(t.title)}</h4>${(i === 0 ? ['Introduction', 'Quick start', 'Project structure'] : ['Overview', 'Examples'])
          .map((l, j) => `<a href="#main"${i === 0 && j === 1 ? ' class="on"' : ''}>${l}</a>`)
          .join('')}`,
    )
    .join('')}</aside><main id="main"><p class="meta">Docs / ${esc(c.docTopics[0]!.title)} / Quick start</p><h1 style="font-size:clamp(30px,4vw,44px)">${esc(name)}</h1><p class="lead muted" style="font-size:18px">${esc(
    c.intro,
  )}</p>${
    c.subcategory === 'knowledge-base'
      ? `<div class="note"><strong>Tip</strong><br>Most answers take less than two minutes to read.</div><h2 style="font-size:26px">Popular articles</h2><ul>${HELP_ARTICLES.map((a) => `<li><a href="#main">${esc(a)}</a></li>`).join('')}</ul>`
      : `<div class="note"><strong>Note</strong><br>You need Node 20 or newer to follow this guide.</div><h2 style="font-size:26px">Install</h2><pre><code>$ ${esc(install)}
$ npx init my-project
$ npm run dev</code></pre>`
  }<h2 style="font-size:26px">What you get</h2><ul>${c.features.map((f) => `<li>${esc(f)}</li>`).join('')}</ul><div class="topics">${section('doc-topics', c, name)}</div>${section('faq', c, name)}</main><nav class="toc" aria-label="On this page"><strong>On this page</strong><a href="#main">Before you begin</a><a href="#main">Install</a><a href="#main">What you get</a><a href="#main">FAQ</a></nav></div>${footer(c)}`;
}

function emailPage(c: PageContent, name: string): string {
  return `<div class="inbox"><article class="email"><header>${logo(c)}<span class="meta">View in browser</span></header>${photo(0)}<div class="body"><h1 style="font-size:32px">${esc(name)}</h1><p class="muted">${esc(
    c.intro,
  )}</p><a class="btn" href="#top" style="border-radius:8px">Read more</a></div><div class="two">${c.posts
    .slice(0, 2)
    .map((p, i) => `<div>${photo(i + 1)}<h3 style="margin-top:12px">${esc(p.title)}</h3><p class="meta">${esc(p.topic)} · ${p.minutes} min read</p></div>`)
    .join('')}</div><div class="two"><div class="card"><h3>${esc(c.features[0] ?? 'Made for every inbox')}</h3><p class="muted">Tested in Gmail, Outlook and Apple Mail.</p></div><div class="card"><h3>${esc(
    c.features[1] ?? 'Mobile ready',
  )}</h3><p class="muted">Stacks beautifully on small screens.</p></div></div><footer>You are receiving this email because you subscribed to ${esc(c.brand)}.<br>${esc(c.address)} · Unsubscribe</footer></article></div>`;
}
