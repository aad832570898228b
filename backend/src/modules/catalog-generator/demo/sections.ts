// The live demo's sections, one HTML block for each SectionKind.
import type { SectionKind } from '../content/design-vocabulary';
import type { PageContent } from '../content/page-types';
import { escapeMarkup as esc } from '../shared/markup';
import { hero } from './hero';
import { icon, initials, photo, productShape, stars } from './pieces';

export function section(kind: SectionKind, c: PageContent, name: string): string {
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
