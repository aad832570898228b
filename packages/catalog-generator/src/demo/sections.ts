// The live demo's sections, one HTML block for each SectionKind, worded by the template's subject.
import type { SectionKind } from '../content/design-vocabulary';
import type { PageContent } from '../content/page-types';
import { escapeMarkup as esc } from '../shared/markup';
import { hero } from './hero';
import { icon, initials, photo, productPicture, stars } from './pieces';

const head = (eyebrow: string, title: string, more = '') =>
  `<div class="section-head"><span class="eyebrow">${esc(eyebrow)}</span><h2>${esc(title)}</h2>${more}</div>`;

/** Families whose pricing is a plan with a trial (the rest book, order or choose). */
const planKinds = (c: PageContent) =>
  c.kind === 'plugin' || ['saas', 'app', 'startup', 'ai', 'cybersecurity', 'it-services', 'docs', 'help-center', 'lms'].includes(c.subject);

export function section(kind: SectionKind, c: PageContent): string {
  const h = c.headings;
  switch (kind) {
    case 'hero':
      return hero(c);
    case 'logos':
      return `<div class="logos"><div class="wrap"><p>${esc(h.logos.title.toUpperCase())}</p><div class="row">${c.logos.map((l) => `<span>${esc(l)}</span>`).join('')}</div></div></div>`;
    case 'features': {
      const own = c.kind === 'plugin' || c.kind === 'print';
      const items = own
        ? c.features.map((title) => ({ title, text: 'Ready out of the box and easy to adjust to your brand, content and workflow.' }))
        : c.highlights;
      return `<section id="features"><div class="wrap">${head(h.features.eyebrow, h.features.title)}<div class="grid three">${items
        .map((f, i) => `<div class="card">${icon(i)}<h3>${esc(f.title)}</h3><p class="muted">${esc(f.text)}</p></div>`)
        .join('')}</div></div></section>`;
    }
    case 'services':
      return `<section id="services"><div class="wrap">${head(h.services.eyebrow, h.services.title)}<div class="grid three">${c.services
        .map((s, i) => `<div class="card">${icon(i)}<h3>${esc(s.title)}</h3><p class="muted">${esc(s.text)}</p></div>`)
        .join('')}</div></div></section>`;
    case 'stats':
      return `<section class="stats"><div class="wrap grid">${c.stats.map((s) => `<div><strong>${esc(s.value)}</strong><span class="muted">${esc(s.label)}</span></div>`).join('')}</div></section>`;
    case 'categories':
      return c.kind === 'shop'
        ? `<section><div class="wrap"><div class="section-head"><h2>${esc(h.categories.title)}</h2></div><div class="cats">${c.shopCategories
            .map((cat, i) => `<div class="cat">${esc(cat)}<span>${12 + i * 7} products</span></div>`)
            .join('')}</div></div></section>`
        : `<section style="padding-top:0"><div class="wrap"><div class="cats">${[...new Set(c.posts.map((p) => p.topic))]
            .slice(0, 6)
            .map((t, i) => `<div class="cat">${esc(t)}<span>${8 + i * 5} stories</span></div>`)
            .join('')}</div></div></section>`;
    case 'products':
      return c.kind === 'shop' ? products(c) : offers(c);
    case 'promo':
      return `<section style="padding-top:0"><div class="wrap"><div class="promo"><div><span class="eyebrow" style="color:inherit">Limited time</span><h2 style="margin:0">${esc(
        c.kind === 'shop' ? 'Get 20% off your first order' : 'Join 40,000 readers every Sunday',
      )}</h2></div><a class="btn light" href="#top">${esc(c.kind === 'shop' ? 'Claim offer' : 'Subscribe free')}</a></div></div></section>`;
    case 'posts':
      return `<section id="posts"><div class="wrap"><div class="section-head" style="text-align:left;margin-left:0"><span class="eyebrow">${esc(h.posts.eyebrow)}</span><h2>${esc(h.posts.title)}</h2></div><div class="grid">${c.posts
        .slice(c.layout === 'magazine-grid' ? 4 : 0, c.layout === 'magazine-grid' ? 8 : 3)
        .map(
          (p, i) =>
            `<article class="post">${photo(c, i + 1, '', '', 16 / 10)}<span class="kicker">${esc(p.topic)}</span><h3>${esc(p.title)}</h3><p class="meta">${esc(p.author)} · ${esc(p.date)} · ${p.minutes} min read</p></article>`,
        )
        .join('')}</div></div></section>`;
    case 'gallery': {
      if (c.kind === 'print') {
        return `<section id="main-gallery" style="background:var(--alt)"><div class="wrap">${head('Inside the pack', 'Ready-made designs')}<div class="boards">${[
          c.tagline,
          c.eyebrow,
          c.cta,
        ]
          .map(
            (t, i) =>
              `<div class="board b${i}">${photo(c, i + 1, '', '', 280 / 170)}<small>${esc(c.brand)}</small><h3>${esc(t)}</h3></div>`,
          )
          .join('')}</div></div></section>`;
      }
      const shapes: Array<[string, number]> = [
        ['tall', 3 / 4],
        ['wide', 4 / 3],
        ['sq', 1],
        ['wide', 4 / 3],
        ['tall', 3 / 4],
        ['sq', 1],
      ];
      return `<section id="gallery"><div class="wrap"><div class="masonry">${shapes
        .map(([shape, ratio], i) =>
          photo(
            c,
            i,
            shape,
            i % 2 === 0 ? `<span class="caption">${esc(c.products[i % c.products.length]?.name ?? c.services[0]!.title)}</span>` : '',
            ratio,
          ),
        )
        .join('')}</div></div></section>`;
    }
    case 'testimonial':
      return `<section class="quotes" style="background:var(--alt)"><div class="wrap">${head(h.quotes.eyebrow, h.quotes.title)}<div class="grid three">${c.quotes
        .map(
          (q) =>
            `<figure class="card" style="margin:0">${stars(5)}<blockquote style="margin:12px 0 0"><p>“${esc(q.text)}”</p></blockquote><figcaption class="person"><span class="avatar" aria-hidden="true">${esc(initials(q.name))}</span><span><strong>${esc(q.name)}</strong><small>${esc(q.role)}</small></span></figcaption></figure>`,
        )
        .join('')}</div></div></section>`;
    case 'pricing': {
      const plans = planKinds(c);
      return `<section id="pricing"><div class="wrap">${head(h.pricing.eyebrow, h.pricing.title, plans ? '<p class="muted">Simple, transparent pricing. Cancel any time.</p>' : '')}<div class="grid tiers">${c.pricing
        .map(
          (t) =>
            `<div class="card tier${t.highlighted ? ' hot' : ''}"><h3>${esc(t.name)}</h3><div><span class="amount">${esc(t.price)}</span> <span>${esc(t.period)}</span></div><ul>${t.perks.map((p) => `<li>${esc(p)}</li>`).join('')}</ul><a class="btn${t.highlighted ? '' : ' ghost'}" href="#top" style="justify-content:center">${esc(plans ? (t.highlighted ? 'Start free trial' : 'Choose plan') : t.highlighted ? c.cta : 'Choose')}</a></div>`,
        )
        .join('')}</div></div></section>`;
    }
    case 'faq':
      return `<section class="faq"><div class="wrap" style="max-width:780px">${head('FAQ', 'Questions, answered')}${c.faq
        .map((f, i) => `<details${i === 0 ? ' open' : ''}><summary>${esc(f.q)}</summary><p>${esc(f.a)}</p></details>`)
        .join('')}</div></section>`;
    case 'team':
      return `<section class="team"><div class="wrap">${head(h.team.eyebrow, h.team.title)}<div class="grid">${c.team
        .map(
          (m, i) =>
            `<div><div class="ph portrait v${i % 4}">${productPicture(c, 'person')}</div><h3 style="margin:0">${esc(m.name)}</h3><span class="muted">${esc(m.role)}</span></div>`,
        )
        .join('')}</div></div></section>`;
    case 'newsletter':
      return `<section style="background:var(--alt)" class="center"><div class="wrap" style="max-width:680px"><span class="eyebrow">Newsletter</span><h2>${esc(
        c.subcategory === 'coming-soon' ? 'Be the first to know' : 'Stay in the loop',
      )}</h2><p class="muted">One short email a week. No spam, unsubscribe any time.</p><div class="subscribe"><input class="input" type="email" placeholder="you@example.com" aria-label="Email address"><button class="btn" type="button">Subscribe</button></div></div></section>`;
    case 'cta':
      return `<section><div class="wrap"><div class="cta-band"><div><h2 style="margin:0">${esc(c.eyebrow)}</h2><p style="margin:8px 0 0">Questions? Write to ${esc(c.email)}</p></div><a class="btn light" href="#top">${esc(c.cta)}</a></div></div></section>`;
    case 'contact':
      return `<section class="contact" id="contact"><div class="wrap"><div><span class="eyebrow">Contact</span><h2>Let’s talk</h2><p class="muted">Questions, ideas or just hello — we would love to hear from you.</p><div class="info"><div>${icon(0)}<span>${esc(c.address)}</span></div><div>${icon(1)}<span>${esc(c.email)}</span></div><div>${icon(2)}<span>${esc(c.phone)}</span></div></div></div><form class="card" aria-label="Contact form (preview only)"><label>Name<input type="text" placeholder="Jane Doe"></label><label>Email<input type="email" placeholder="jane@example.com"></label><label>Message<textarea rows="4" placeholder="How can we help?"></textarea></label><button class="btn" type="button">Send message</button></form></div></section>`;
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

function products(c: PageContent): string {
  return `<section id="shop"><div class="wrap">${head(c.headings.offers.eyebrow, c.headings.offers.title)}<div class="grid" style="grid-template-columns:repeat(auto-fill,minmax(220px,1fr))">${c.products
    .map(
      (p, i) =>
        `<article class="product"><div class="ph v${i % 4}">${p.badge ? `<span class="badge">${esc(p.badge)}</span>` : ''}${productPicture(c, p.motif)}</div><h3>${esc(p.name)}</h3>${p.detail ? `<span class="meta">${esc(p.detail)}</span>` : ''}${stars(p.rating)}<span class="price">${esc(p.price)}${p.oldPrice ? `<s>${esc(p.oldPrice)}</s>` : ''}</span><button class="add" type="button">Add to cart</button></article>`,
    )
    .join('')}</div></div></section>`;
}

/** What a non-shop site offers: a menu, courses, listings, case studies, classes... */
function offers(c: PageContent): string {
  return `<section id="offers"><div class="wrap">${head(c.headings.offers.eyebrow, c.headings.offers.title)}<div class="grid offers">${c.products
    .slice(0, 6)
    .map(
      (p, i) =>
        `<article class="card offer"><div class="ph v${i % 4}">${productPicture(c, p.motif)}</div><div><h3>${esc(p.name)}</h3>${p.detail ? `<p class="meta">${esc(p.detail)}</p>` : ''}${p.price ? `<span class="price">${esc(p.price)}</span>` : ''}</div></article>`,
    )
    .join('')}</div></div></section>`;
}
