// The live demo's preview page: a slim marketplace bar (name, device widths, price, Buy, Back) above the demo in a frame.
import { createHash } from 'node:crypto';
import { htmlDocument } from '../shared/html-document';
import { escapeMarkup as esc } from '../shared/markup';
import { templatePagePath } from './live-preview';

export interface PreviewPageSource {
  slug: string;
  name: string;
  priceCents: number;
  /** The marketplace's name, shown first in the bar and linking home. */
  marketplace: string;
}

/** The device buttons and the width each gives the frame. */
export const PREVIEW_DEVICES: ReadonlyArray<{ label: string; width: string }> = [
  { label: 'Desktop', width: '100%' },
  { label: 'Tablet', width: '768px' },
  { label: 'Phone', width: '390px' },
];

/** The page's only script: the device buttons set the frame's width and their aria-pressed. */
export const PREVIEW_BAR_SCRIPT =
  "(function(){var f=document.querySelector('.pv-frame');var b=document.querySelectorAll('.pv-devices button');b.forEach(function(x){x.addEventListener('click',function(){b.forEach(function(o){o.setAttribute('aria-pressed',String(o===x))});f.style.width=x.getAttribute('data-width')})})})();";

/** The CSP source that allows exactly PREVIEW_BAR_SCRIPT and nothing else. */
export const PREVIEW_BAR_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PREVIEW_BAR_SCRIPT).digest('base64')}'`;

/** Where the bare demo site of a template is served, for the frame. */
export function previewFramePath(slug: string): string {
  return `/preview/${encodeURIComponent(slug)}/frame`;
}

export function formatPrice(priceCents: number): string {
  return `$${(Math.max(0, priceCents) / 100).toFixed(2)}`;
}

/**
 * The page at /preview/:slug. The bar takes its own height and the frame fills the rest, so the bar never
 * covers the demo; at phone widths the bar wraps onto two rows. No framework: one small inline script.
 */
export function renderPreviewPageHtml(source: PreviewPageSource): string {
  const back = templatePagePath(source.slug);
  const devices = PREVIEW_DEVICES.map(
    (d, i) => `<button type="button" aria-pressed="${i === 0}" data-width="${d.width}">${d.label}</button>`,
  ).join('');
  return htmlDocument({
    title: `${source.name} — Live preview | ${source.marketplace}`,
    noindex: true,
    icon: 'data:,',
    head: `<style>${PREVIEW_PAGE_STYLES}</style>`,
    body: `<main class="pv">
<div class="pv-bar">
<a class="pv-home" href="/">${esc(source.marketplace)}</a>
<h1 class="pv-name">${esc(source.name)}</h1>
<div class="pv-devices" role="group" aria-label="Preview width">${devices}</div>
<div class="pv-actions"><span class="pv-price"><span class="pv-hidden">Price: </span>${esc(formatPrice(source.priceCents))}</span><a class="pv-buy" href="${esc(`${back}?buy=1`)}">Buy now</a><a class="pv-back" href="${esc(back)}">Back to template</a></div>
</div>
<div class="pv-stage"><iframe class="pv-frame" src="${esc(previewFramePath(source.slug))}" title="Live demo of ${esc(source.name)}"></iframe></div>
</main>
<script>${PREVIEW_BAR_SCRIPT}</script>`,
  });
}

const PREVIEW_PAGE_STYLES = `
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font:14px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#0f172a;color:#f8fafc}
.pv{display:flex;flex-direction:column;height:100vh;height:100dvh}
.pv-bar{flex:none;display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;padding:8px 16px;background:#0f172a;color:#f8fafc;border-bottom:1px solid #334155}
.pv-home{font-weight:800;color:#f8fafc;text-decoration:none;white-space:nowrap}
.pv-home:hover{text-decoration:underline}
.pv-name{flex:1 1 200px;min-width:0;margin:0;font-size:14px;font-weight:600;color:#cbd5e1;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.pv-devices{display:flex;gap:4px;padding:3px;border-radius:10px;background:#1e293b}
.pv-devices button{font:inherit;font-weight:600;color:#e2e8f0;background:transparent;border:0;border-radius:7px;padding:6px 12px;min-height:32px;cursor:pointer}
.pv-devices button:hover{background:#334155}
.pv-devices button[aria-pressed="true"]{background:#f8fafc;color:#0f172a}
.pv-actions{display:flex;align-items:center;gap:8px 14px;flex-wrap:wrap}
.pv-price{font-weight:800;font-size:16px}
.pv-buy{background:#fbbf24;color:#111827;font-weight:800;text-decoration:none;padding:8px 16px;border-radius:999px;white-space:nowrap}
.pv-buy:hover{background:#fcd34d}
.pv-back{color:#f8fafc;white-space:nowrap}
.pv-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.pv a:focus-visible,.pv button:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}
.pv-stage{flex:1 1 auto;min-height:0;display:flex;justify-content:center;background:#e2e8f0;overflow:auto}
.pv-frame{display:block;width:100%;max-width:100%;height:100%;border:0;background:#fff;transition:width .2s ease}
@media (max-width:640px){
.pv-bar{gap:6px 10px;padding:6px 10px}
.pv-name{flex-basis:calc(100% - 140px)}
.pv-devices button{padding:6px 9px}
.pv-actions{gap:6px 10px;margin-left:auto}
.pv-buy{padding:7px 12px}
}
@media (prefers-reduced-motion:reduce){.pv-frame{transition:none}}
`;
