// The live demo's page bodies: a site of sections, a documentation page, or an email in an inbox.
import type { SectionKind } from '../content/design-vocabulary';
import type { PageContent } from '../content/page-types';
import { HELP_ARTICLES } from '../content/page-words';
import { escapeMarkup as esc } from '../shared/markup';
import { footer, header } from './page-chrome';
import { logo, photo } from './pieces';
import { section } from './sections';

export function sitePage(c: PageContent, sections: SectionKind[]): string {
  const body = sections.map((s) => section(s, c)).join('\n');
  return `${header(c)}<main id="main">${body}</main>${footer(c)}`;
}

export function docsPage(c: PageContent): string {
  const install = `npm install @${c.brand.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'docs'}/cli`;
  return `${header(c)}<div class="docs"><aside aria-label="Documentation">${c.docTopics
    .map(
      (t, i) =>
        `<h4>${esc(t.title)}</h4>${(i === 0 ? ['Introduction', 'Quick start', 'Project structure'] : ['Overview', 'Examples'])
          .map((l, j) => `<a href="#main"${i === 0 && j === 1 ? ' class="on"' : ''}>${l}</a>`)
          .join('')}`,
    )
    .join(
      '',
    )}</aside><main id="main"><p class="meta">Docs / ${esc(c.docTopics[0]!.title)} / Quick start</p><h1 style="font-size:clamp(30px,4vw,44px)">${esc(c.tagline)}</h1><p class="lead muted" style="font-size:18px">${esc(
    c.intro,
  )}</p>${
    c.subcategory === 'knowledge-base'
      ? `<div class="note"><strong>Tip</strong><br>Most answers take less than two minutes to read.</div><h2 style="font-size:26px">Popular articles</h2><ul>${HELP_ARTICLES.map((a) => `<li><a href="#main">${esc(a)}</a></li>`).join('')}</ul>`
      : `<div class="note"><strong>Note</strong><br>You need Node 20 or newer to follow this guide.</div><h2 style="font-size:26px">Install</h2><pre><code>$ ${esc(install)}
$ npx init my-project
$ npm run dev</code></pre>`
  }<h2 style="font-size:26px">What you get</h2><ul>${c.features.map((f) => `<li>${esc(f)}</li>`).join('')}</ul><div class="topics">${section('doc-topics', c)}</div>${section('faq', c)}</main><nav class="toc" aria-label="On this page"><strong>On this page</strong><a href="#main">Before you begin</a><a href="#main">Install</a><a href="#main">What you get</a><a href="#main">FAQ</a></nav></div>${footer(c)}`;
}

export function emailPage(c: PageContent): string {
  return `<div class="inbox"><main class="email" id="main"><header>${logo(c)}<span class="meta">View in browser</span></header>${photo(c, 0, '', '', 2)}<div class="body"><span class="eyebrow">${esc(c.eyebrow)}</span><h1 style="font-size:32px">${esc(c.tagline)}</h1><p class="muted">${esc(
    c.intro,
  )}</p><a class="btn" href="#top" style="border-radius:8px">${esc(c.cta)}</a></div><div class="two">${c.posts
    .slice(0, 2)
    .map(
      (p, i) =>
        `<div>${photo(c, i + 1)}<h3 style="margin-top:12px">${esc(p.title)}</h3><p class="meta">${esc(p.topic)} · ${p.minutes} min read</p></div>`,
    )
    .join('')}</div><div class="two">${c.highlights
    .slice(0, 2)
    .map((x) => `<div class="card"><h3>${esc(x.title)}</h3><p class="muted">${esc(x.text)}</p></div>`)
    .join(
      '',
    )}</div><footer>You are receiving this email because you subscribed to ${esc(c.brand)}.<br>${esc(c.address)} · Unsubscribe</footer></main></div>`;
}
