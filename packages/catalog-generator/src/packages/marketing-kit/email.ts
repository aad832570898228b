// The HTML emails of a marketing kit: 600 px table layout, inline CSS, a preheader, colours that survive dark mode, no script.
import type { PageContent } from '../../content/page-types';
import { esc } from '../common/text';
import { EMAIL_HEADER, shortLine } from './artboards';

const FONT = "Arial, 'Helvetica Neue', Helvetica, sans-serif";
const LINK = 'https://example.com/';

/** A row of the 600 px body. */
const row = (inner: string, style = 'padding:24px 32px') => `<tr><td style="${style}">${inner}</td></tr>`;

/** A button made of a table cell, so it shows in every client (Outlook included). */
function button(c: PageContent, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0"><tr><td bgcolor="${c.scheme.primary}" style="border-radius:6px;background:${c.scheme.primary}"><a href="${LINK}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:bold;color:${c.scheme.onPrimary};text-decoration:none;border-radius:6px">${esc(label)}</a></td></tr></table>`;
}

function shell(c: PageContent, title: string, preheader: string, rows: string[]): string {
  const s = c.scheme;
  return `<!doctype html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${esc(title)}</title>
<style>
  body { margin: 0; padding: 0; }
  @media (max-width: 620px) { .container { width: 100% !important; } .px { padding-left: 20px !important; padding-right: 20px !important; } }
  @media (prefers-color-scheme: dark) {
    .bg { background: #111418 !important; }
    .card { background: #1c2026 !important; }
    .ink { color: #e8eaed !important; }
    .muted { color: #aab0b8 !important; }
  }
  [data-ogsc] .card { background: #1c2026 !important; }
  [data-ogsc] .ink { color: #e8eaed !important; }
</style>
</head>
<body class="bg" style="margin:0;padding:0;background:${s.surfaceAlt}">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${esc(preheader)}&#8199;&#65279;&#847;&#8199;&#65279;&#847;&#8199;&#65279;&#847;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="bg" style="background:${s.surfaceAlt}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" class="container card" style="width:600px;max-width:600px;background:#ffffff;border-radius:8px">
${rows.join('\n')}
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function header(c: PageContent): string[] {
  return [
    row(
      `<a href="${LINK}" class="ink" style="font-family:${FONT};font-size:22px;font-weight:bold;color:${c.scheme.primary};text-decoration:none">${esc(c.brand)}</a>`,
      'padding:24px 32px 16px',
    ),
    `<tr><td><img src="images/${EMAIL_HEADER.file}.png" width="600" height="240" alt="${esc(c.tagline)}" style="display:block;width:100%;max-width:600px;height:auto;border:0"></td></tr>`,
  ];
}

function footer(c: PageContent): string {
  return row(
    `<p class="muted" style="margin:0;font-family:${FONT};font-size:12px;line-height:18px;color:#5f6670">${esc(c.brand)} · ${esc(c.address)}<br>${esc(c.email)} · ${esc(c.phone)}<br>You receive this email because you signed up at our website. <a href="${LINK}unsubscribe" style="color:#5f6670">Unsubscribe</a></p>`,
    'padding:24px 32px;border-top:1px solid #e5e7eb',
  );
}

const h1 = (text: string) =>
  `<h1 class="ink" style="margin:0 0 12px;font-family:${FONT};font-size:28px;line-height:34px;color:#1f2328">${esc(text)}</h1>`;
const h2 = (text: string) =>
  `<h2 class="ink" style="margin:0 0 8px;font-family:${FONT};font-size:20px;line-height:26px;color:#1f2328">${esc(text)}</h2>`;
const p = (text: string) =>
  `<p class="ink" style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:24px;color:#3b4148">${esc(text)}</p>`;

/** A campaign email: headline, intro, the features as a list, a quote and the button. */
export function campaignEmail(c: PageContent): string {
  const features = c.features
    .slice(0, 4)
    .map(
      (f) =>
        `<tr><td valign="top" style="padding:4px 10px 4px 0;font-family:${FONT};font-size:16px;color:${c.scheme.primary}">&#10003;</td><td class="ink" style="padding:4px 0;font-family:${FONT};font-size:16px;line-height:24px;color:#3b4148">${esc(f)}</td></tr>`,
    );
  const quote = c.quotes[0];
  return shell(c, `${c.brand} — ${c.tagline}`, shortLine(c), [
    ...header(c),
    row(`${h1(c.tagline)}${p(c.intro)}${button(c, c.cta)}`, 'padding:32px 32px 8px'),
    row(`${h2(`Why ${c.brand}`)}<table role="presentation" cellpadding="0" cellspacing="0" border="0">${features.join('')}</table>`),
    ...(quote
      ? [
          row(
            `<p class="ink" style="margin:0 0 8px;font-family:Georgia, serif;font-size:18px;line-height:27px;font-style:italic;color:#1f2328">“${esc(quote.text)}”</p><p class="muted" style="margin:0;font-family:${FONT};font-size:14px;color:#5f6670">${esc(quote.name)}, ${esc(quote.role)}</p>`,
          ),
        ]
      : []),
    footer(c),
  ]);
}

/** A welcome email: a thank-you, what to expect, the services and the button. */
export function welcomeEmail(c: PageContent): string {
  const services = c.services
    .slice(0, 3)
    .map((s) => `${h2(s.title)}${p(s.text)}`)
    .join('');
  return shell(c, `Welcome to ${c.brand}`, `Thanks for joining ${c.brand}. Here is what comes next.`, [
    ...header(c),
    row(`${h1(`Welcome to ${c.brand}`)}${p(`Thanks for signing up. ${c.intro}`)}${button(c, c.secondaryCta)}`, 'padding:32px 32px 8px'),
    row(services),
    footer(c),
  ]);
}

/** A newsletter issue: the posts of the demo as articles, each with a link. */
export function newsletterEmail(c: PageContent): string {
  const articles = c.posts
    .slice(0, 4)
    .map((post) =>
      row(
        `<p class="muted" style="margin:0 0 4px;font-family:${FONT};font-size:12px;letter-spacing:1px;text-transform:uppercase;color:${c.scheme.secondary}">${esc(post.topic)} · ${post.minutes} min read</p>${h2(post.title)}<p class="muted" style="margin:0 0 8px;font-family:${FONT};font-size:14px;color:#5f6670">By ${esc(post.author)} · ${esc(post.date)}</p><a href="${LINK}" style="font-family:${FONT};font-size:15px;font-weight:bold;color:${c.scheme.primary}">Read the story &rarr;</a>`,
        'padding:16px 32px;border-top:1px solid #eef0f2',
      ),
    );
  return shell(c, `${c.brand} newsletter`, `This week at ${c.brand}: ${c.posts[0]?.title ?? c.tagline}`, [
    ...header(c),
    row(`${h1(`This week at ${c.brand}`)}${p(c.intro)}`, 'padding:32px 32px 8px'),
    ...articles,
    row(button(c, c.cta)),
    footer(c),
  ]);
}
