import { FORM_RELAY_TEXTS } from '@tm/contracts/form-relay';
import { escapeHtml } from '@tm/contracts/html-escape';

/** The Referer as a link target: only an http(s) URL, never `javascript:` or `data:`; else none. */
export function backLinkOf(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The page a plain HTML form lands on after a send (decision 092): standalone, no script, style or
 * external asset (so the shop's CSP needs nothing), every given text escaped.
 */
export function thankYouPage(siteName: string, referer: string | undefined): string {
  const back = backLinkOf(referer);
  const site = escapeHtml(siteName);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(FORM_RELAY_TEXTS.title)} – ${site}</title>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(FORM_RELAY_TEXTS.heading)}</h1>`,
    `<p>${escapeHtml(FORM_RELAY_TEXTS.sentTo).replace('{site}', site)}</p>`,
    ...(back ? [`<p><a href="${escapeHtml(back)}">${escapeHtml(FORM_RELAY_TEXTS.back)}</a></p>`] : []),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
