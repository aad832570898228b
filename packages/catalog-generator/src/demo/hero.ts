// The live demo's hero, by layout (the subject's headline, intro and pictures), and the plugin dashboard mock-up it may show.
import type { PageContent } from '../content/page-types';
import { escapeMarkup as esc } from '../shared/markup';
import { photo, productPicture } from './pieces';

export function hero(c: PageContent): string {
  const actions = `<div class="actions"><a class="btn" href="#main">${esc(c.cta)}</a><a class="btn ghost" href="#main">${esc(c.secondaryCta)}</a></div>`;
  if (c.subcategory === '404-pages') {
    return `<section class="hero hero-centered"><div class="wrap"><span class="pill">${esc(c.eyebrow)}</span><h1 class="code404">404</h1><h2>${esc(c.tagline)}</h2><p class="lead">${esc(c.intro)}</p><div class="actions"><a class="btn" href="#top">${esc(c.cta)}</a><a class="btn ghost" href="#main">${esc(c.secondaryCta)}</a></div></div></section>`;
  }
  switch (c.layout) {
    case 'hero-centered':
    case 'newsletter':
      return `<section class="hero hero-centered"><div class="wrap"><span class="pill">${esc(c.eyebrow)}</span><h1 style="margin-top:18px">${esc(c.tagline)}</h1><p class="lead">${esc(c.intro)}</p>${actions}<div class="showcase">${photo(c, 0)}${photo(c, 1)}${photo(c, 2)}</div></div></section>`;
    case 'landing-bold':
    case 'poster':
      return `<section class="hero hero-bold"><div class="wrap"><div><span class="eyebrow">${esc(c.eyebrow)}</span><h1>${esc(c.tagline)}</h1><p class="lead">${esc(c.intro)}</p><div class="actions"><a class="btn light" href="#main">${esc(c.cta)}</a><a class="btn ghost" href="#main">${esc(c.secondaryCta)}</a></div></div><div class="phone" aria-hidden="true"><div class="screen">${photo(c, 1, '', '', 1)}<div class="bar"></div><div class="bar" style="width:70%"></div><div class="bar" style="width:85%"></div><span class="btn" style="justify-content:center;margin-top:auto">${esc(c.cta)}</span></div></div></div></section>`;
    case 'magazine-grid': {
      const [lead, ...rest] = c.posts;
      return `<section class="hero hero-magazine"><div class="wrap"><article class="feature-story">${photo(c, 0, '', '', 16 / 9)}<div class="shade"><span class="tag">${esc(lead!.topic)}</span><h1>${esc(lead!.title)}</h1><p class="meta">By ${esc(lead!.author)} · ${esc(lead!.date)} · ${lead!.minutes} min read</p></div></article><div class="side-stories">${rest
        .slice(0, 3)
        .map(
          (p, i) =>
            `<article class="side-story">${photo(c, i + 1, '', '', 1)}<div><span class="kicker">${esc(p.topic)}</span><h3>${esc(p.title)}</h3><span class="meta">${esc(p.author)}</span></div></article>`,
        )
        .join('')}</div></div></section>`;
    }
    case 'product-grid':
      return `<section class="hero hero-shop"><div class="wrap"><div class="copy"><span class="eyebrow">${esc(c.eyebrow)}</span><h1>${esc(c.tagline)}</h1><p class="lead">${esc(c.intro)}</p>${actions}</div>${photo(c, 2, '', '', 4 / 3)}</div></section>`;
    case 'portfolio-masonry':
      return `<section class="hero hero-portfolio"><div class="wrap"><h1>${esc(c.tagline)}</h1><div><p class="lead">${esc(c.intro)}</p><p><span class="dot"></span><strong>${esc(c.eyebrow)}</strong></p></div></div></section>`;
    default:
      return `<section class="hero hero-split"><div class="wrap"><div><span class="pill">${esc(c.eyebrow)}</span><h1 style="margin-top:18px">${esc(c.tagline)}</h1><p class="lead">${esc(c.intro)}</p>${actions}</div>${
        c.kind === 'shop'
          ? `<div class="product"><div class="ph" style="aspect-ratio:5/4">${productPicture(c, c.products[0]!.motif)}</div></div>`
          : c.kind === 'plugin'
            ? dashboardMock(c)
            : photo(c, 0, '', '', 5 / 4)
      }</div></section>`;
  }
}

/** A settings screen drawn in HTML, for plugin landing pages. */
function dashboardMock(c: PageContent): string {
  const bars = [40, 55, 48, 70, 62, 85, 78, 92];
  return `<div class="card" style="padding:0;overflow:hidden;box-shadow:0 30px 60px -20px rgba(0,0,0,.3)" aria-hidden="true"><div style="background:#1d2327;color:#f0f0f1;padding:10px 16px;font-size:13px">${esc(c.brand)} · Dashboard</div><div style="padding:20px;display:grid;gap:14px"><div style="display:grid;grid-template-columns:repeat(3,1fr);gap:10px">${c.dashboard.cards
    .slice(0, 3)
    .map(
      ([label, value]) =>
        `<div style="border:1px solid var(--border);border-radius:10px;padding:12px"><small class="muted">${esc(label)}</small><div style="font-size:22px;font-weight:800;color:var(--primary)">${esc(value)}</div></div>`,
    )
    .join('')}</div><svg viewBox="0 0 160 60" style="width:100%;height:120px">${bars
    .map(
      (b, i) =>
        `<rect x="${i * 20 + 4}" y="${60 - b * 0.6}" width="12" height="${b * 0.6}" rx="2" fill="${i % 2 ? c.scheme.secondary : c.scheme.primary}"/>`,
    )
    .join('')}</svg>${c.features
    .slice(0, 3)
    .map(
      (f, i) =>
        `<div style="display:flex;justify-content:space-between;align-items:center;border-top:1px solid var(--border);padding-top:10px"><span>${esc(f)}</span><span style="width:40px;height:22px;border-radius:11px;background:${i === 2 ? 'var(--faint)' : 'var(--primary)'}"></span></div>`,
    )
    .join('')}</div></div>`;
}
