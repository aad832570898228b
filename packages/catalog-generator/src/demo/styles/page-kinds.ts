// The live demo's styles for docs, email and poster pages, the preview banner, and narrow screens.
import { mix } from '../../shared/colors';
import type { PageContent } from '../../content/page-types';

export function pageKindStyles(c: PageContent): string {
  const s = c.scheme;
  return `
/* docs */
.docs{display:grid;grid-template-columns:260px minmax(0,1fr) 220px;min-height:100vh}
.docs aside{background:var(--alt);border-right:1px solid var(--border);padding:28px 22px}
.docs aside h4{font-size:11px;letter-spacing:.12em;text-transform:uppercase;color:var(--muted);margin:22px 0 8px}
.docs aside a{display:block;text-decoration:none;padding:6px 10px;border-radius:8px}
.docs aside a.on{background:var(--tint);color:var(--primary-ink);font-weight:700}
.docs main{padding:44px 56px;max-width:820px}
.docs .toc{padding:44px 20px;font-size:14px}
.docs .toc a{display:block;text-decoration:none;margin:8px 0}
.note{border-left:4px solid var(--secondary);background:var(--alt);padding:16px 20px;border-radius:10px;margin:22px 0}
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
.board.b2{background:var(--secondary-solid);color:var(--on-secondary)}
.board .ph{position:absolute;inset:0 0 45% 0;border-radius:0;aspect-ratio:auto}
.board h3{font-size:26px;position:relative}
.board small{position:relative;letter-spacing:.15em;font-weight:700;text-transform:uppercase}
/* the starter site's banner (packages/html) */
.lp-banner{position:fixed;left:50%;bottom:14px;transform:translateX(-50%);z-index:1000;background:rgba(17,24,39,.92);color:#fff;text-decoration:none;font:500 13px/1.3 system-ui,-apple-system,'Segoe UI',sans-serif;padding:10px 18px;border-radius:999px;box-shadow:0 10px 30px rgba(0,0,0,.3);max-width:calc(100% - 24px);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.lp-banner:hover{background:#111827;text-decoration:underline}
body:has(.lp-banner){padding-bottom:64px}
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
}`;
}
