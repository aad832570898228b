// The live demo's section styles: logos, stats, products, posts, pricing, FAQ, contact, footer...

export function sectionStyles(): string {
  return `
/* sections */
.logos{padding:36px 0;border-bottom:1px solid var(--border)}
.logos p{text-align:center;font-size:12px;letter-spacing:.2em;font-weight:700;color:var(--muted)}
.logos .row{display:flex;justify-content:space-around;flex-wrap:wrap;gap:24px;font-weight:800;font-size:22px;color:var(--muted)}
.stats{background:var(--alt)}
.stats .grid{text-align:center}
.stats strong{display:block;font-size:44px;color:var(--primary-ink);line-height:1.1}
.product{display:flex;flex-direction:column;gap:8px}
.product .ph{aspect-ratio:1;border-radius:12px;display:grid;place-items:center}
.product .ph svg,.offer .ph svg{position:static;width:70%;height:70%}
.offers{grid-template-columns:repeat(auto-fill,minmax(300px,1fr))}
.offer{display:grid;grid-template-columns:96px 1fr;gap:18px;align-items:center;padding:18px}
.offer .ph{aspect-ratio:1;border-radius:12px;display:grid;place-items:center}
.offer h3{margin:0 0 4px}.offer .meta{margin:0 0 6px}
.product .badge{position:absolute;top:12px;left:12px;background:var(--accent);color:var(--on-accent);font-size:12px;font-weight:800;padding:3px 10px;border-radius:99px}
.product h3{font-size:16px;margin:6px 0 0}
.price{font-weight:800}.price s{color:var(--muted);font-weight:400;margin-left:8px}
.stars{color:var(--star);width:86px;height:17px;flex:none}
.add{margin-top:4px;padding:10px 14px;border-radius:10px;border:1px solid var(--border);background:var(--surface);color:var(--text);font-weight:700;font-family:inherit;cursor:pointer}
.cats{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:18px}
.cat{border-radius:18px;padding:28px 18px;text-align:center;background:var(--tint);font-weight:700}
.cat span{display:block;font-size:13px;color:var(--muted);font-weight:500}
.promo{background:linear-gradient(120deg,var(--grad-start),var(--primary));color:var(--on-primary);border-radius:24px;padding:56px;display:flex;justify-content:space-between;align-items:center;gap:24px;flex-wrap:wrap}
.post .ph{aspect-ratio:16/10;margin-bottom:16px}
.post h3{font-size:20px}
.kind-blog .post h3,.kind-blog h2{font-family:Georgia,'Times New Roman',serif}
.meta{font-size:13px;color:var(--muted)}
.masonry{columns:3 260px;column-gap:20px}
.masonry .ph{margin-bottom:20px;break-inside:avoid}
.masonry .ph.tall{aspect-ratio:3/4}.masonry .ph.wide{aspect-ratio:4/3}.masonry .ph.sq{aspect-ratio:1}
.caption{position:absolute;left:14px;bottom:12px;color:#fff;background:#111827;padding:4px 10px;border-radius:6px;font-weight:700;font-size:14px}
.quotes .card p{font-size:18px}
.person{display:flex;align-items:center;gap:12px;margin-top:18px}
.avatar{width:44px;height:44px;border-radius:50%;background:var(--secondary-solid);color:var(--on-secondary);display:grid;place-items:center;font-weight:800;font-size:15px;flex:none}
.person small{display:block;color:var(--muted)}
.tiers{align-items:stretch}
.tier{display:flex;flex-direction:column}
.tier.hot{background:var(--primary);color:var(--on-primary);border-color:var(--primary);transform:translateY(-10px);box-shadow:0 30px 60px -25px rgba(0,0,0,.35)}
.tier .amount{font-size:46px;font-weight:800}
.tier ul{list-style:none;padding:0;margin:18px 0 26px;display:grid;gap:10px;flex:1}
.tier li::before{content:"✓";margin-right:10px;font-weight:800;color:var(--primary-ink)}
.tier.hot li::before{color:inherit}
.tier.hot .btn{background:var(--on-primary);color:var(--primary);border-color:var(--on-primary)}
.faq details{border-bottom:1px solid var(--border);padding:18px 0}
.faq summary{cursor:pointer;font-weight:700;font-size:18px}
.faq details p{margin:12px 0 0;color:var(--muted)}
.subscribe{display:flex;gap:10px;flex-wrap:wrap;justify-content:center;margin-top:22px}
.input{padding:14px 18px;border-radius:999px;border:1px solid var(--border);background:var(--surface);color:var(--text);min-width:min(320px,100%);font:inherit}
.cta-band{background:linear-gradient(135deg,var(--primary),var(--grad-end));color:var(--on-primary);border-radius:28px;padding:64px;display:flex;justify-content:space-between;align-items:center;gap:24px;flex-wrap:wrap}
.contact .wrap{display:grid;grid-template-columns:1fr 1.2fr;gap:48px}
.contact form{display:grid;gap:14px}
.contact label{font-weight:600;font-size:14px;display:grid;gap:6px}
.contact input,.contact textarea{padding:13px 16px;border-radius:12px;border:1px solid var(--border);background:var(--bg);color:var(--text);font:inherit}
.info{display:grid;gap:18px;margin-top:26px}
.info div{display:flex;gap:14px;align-items:center}
.countdown{display:flex;justify-content:center;gap:16px;flex-wrap:wrap}
.countdown div{background:var(--surface);border:1px solid var(--border);border-radius:18px;padding:22px 28px;min-width:120px}
.countdown strong{display:block;font-size:46px;color:var(--primary-ink);line-height:1}
.team .ph{aspect-ratio:4/5;margin-bottom:14px;display:grid;place-items:end center}
.team .ph svg{position:static;width:80%;height:auto}
.site-footer{background:var(--footer);color:var(--on-footer);padding:64px 0 28px;margin-top:40px}
.site-footer .cols{display:grid;grid-template-columns:2fr repeat(3,1fr);gap:32px}
.site-footer .foot-h{margin:0 0 14px;font-size:16px}
.site-footer a{display:block;text-decoration:none;margin-bottom:8px}
.site-footer a:hover{text-decoration:underline}
.site-footer .legal{border-top:1px solid var(--on-footer);margin-top:40px;padding-top:20px;font-size:13px}`;
}
