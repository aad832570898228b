// The live demo's base styles: colour variables, type, buttons, cards, and the header.
import { inkOn } from '../../shared/colors';
import { tintOf } from '../../images/motifs/paint';
import type { PageContent } from '../../content/page-types';

export function baseStyles(c: PageContent): string {
  const s = c.scheme;
  return `
:root{--primary:${s.primarySolid};--primary-ink:${s.primaryInk};--secondary:${s.secondary};--accent:${s.accentSolid};--bg:${s.background};--text:${s.text};--surface:${s.surface};--alt:${s.surfaceAlt};--border:${s.border};--muted:${s.muted};--faint:${s.faint};--on-primary:${s.onPrimary};--on-accent:${s.onAccent};--secondary-solid:${s.secondarySolid};--on-secondary:${s.onSecondary};--grad-start:${s.gradientStart};--grad-end:${s.gradientEnd};--star:${s.star};--footer:${s.footer};--on-footer:${s.onFooter};--tint:${s.tint};--ph0:${tintOf(s, 0)};--ph1:${tintOf(s, 1)};--ph2:${tintOf(s, 2)};--ph3:${tintOf(s, 3)}}
*{box-sizing:border-box}
html{scroll-behavior:smooth}
body{margin:0;font-family:${c.design.font};background:var(--bg);color:var(--text);line-height:1.6;-webkit-font-smoothing:antialiased}
a{color:inherit}
img,svg{display:block;max-width:100%}
.wrap{width:min(1160px,100% - 40px);margin-inline:auto}
.btn{display:inline-flex;align-items:center;gap:8px;padding:13px 24px;border-radius:999px;background:var(--primary);color:var(--on-primary);font-weight:700;text-decoration:none;border:2px solid var(--primary);font-size:15px;cursor:pointer;font-family:inherit}
.btn.ghost{background:transparent;color:var(--text);border-color:currentColor}
.btn.light{background:#fff;color:${inkOn(s.primarySolid, ['#ffffff'])};border-color:#fff}
.btn:focus-visible,a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible,summary:focus-visible{outline:3px solid var(--text);outline-offset:2px}
.eyebrow{display:inline-block;font-size:13px;font-weight:700;letter-spacing:.14em;text-transform:uppercase;color:var(--primary-ink);margin-bottom:12px}
.pill{display:inline-flex;align-items:center;gap:8px;padding:6px 14px;border-radius:999px;background:var(--tint);color:var(--primary-ink);font-weight:600;font-size:13px}
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
.code404{font-size:clamp(80px,16vw,180px);margin:18px 0 0;color:var(--primary-ink)}
.ph.v1{background:var(--ph1)}.ph.v2{background:var(--ph2)}.ph.v3{background:var(--ph3)}
.icon{width:48px;height:48px;border-radius:14px;background:var(--tint);display:grid;place-items:center;color:var(--primary);margin-bottom:18px}
.icon svg{width:24px;height:24px}
/* header */
.site-header{position:sticky;top:0;z-index:10;background:var(--bg);border-bottom:1px solid var(--border)}
.site-header .wrap{display:flex;align-items:center;gap:32px;height:72px}
.logo{display:flex;align-items:center;gap:10px;font-weight:800;font-size:21px;text-decoration:none;white-space:nowrap}
.logo i{width:26px;height:26px;border-radius:8px;background:var(--primary);display:grid;place-items:center}
.logo i::after{content:"";width:9px;height:9px;border-radius:50%;background:#fff}
.site-nav{display:flex;gap:28px;margin-left:auto;font-weight:500}
.site-nav a{text-decoration:none}.site-nav a:hover{text-decoration:underline;color:var(--primary-ink)}
.announce{background:var(--text);color:var(--bg);text-align:center;font-size:13px;padding:8px 12px;font-weight:500}
.masthead{text-align:center;padding:26px 0 0;border-bottom:2px solid var(--text)}
.masthead .logo{justify-content:center;font-family:Georgia,'Times New Roman',serif;font-size:44px}
.masthead .logo i{display:none}
.masthead nav{display:flex;justify-content:center;flex-wrap:wrap;gap:30px;padding:14px 0;margin-top:18px;border-top:1px solid var(--border);text-transform:uppercase;font-size:13px;font-weight:700;letter-spacing:.08em}
.masthead nav a{text-decoration:none}`;
}
