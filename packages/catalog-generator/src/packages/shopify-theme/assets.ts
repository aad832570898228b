// assets/base.css of the Shopify theme: the demo's look from CSS variables the theme settings fill in.
export function baseCss(): string {
  return `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:var(--font-body);background:var(--color-background);color:var(--color-text);line-height:1.6}
a{color:var(--color-primary)}
img{max-width:100%;height:auto;display:block}
h1,h2,h3{line-height:1.2}
.page-width{width:min(1200px,100% - 40px);margin-inline:auto;padding-block:48px}
.skip-link{position:absolute;left:-9999px}
.skip-link:focus{left:16px;top:16px;background:var(--color-background);padding:8px}
.header{display:flex;flex-wrap:wrap;gap:16px;align-items:center;justify-content:space-between;padding-block:20px}
.header__brand{font-weight:800;font-size:1.4rem;text-decoration:none;color:var(--color-text)}
.header__menu,.header__tools{display:flex;flex-wrap:wrap;gap:16px}
.header__menu a,.header__tools a{text-decoration:none;font-weight:600}
.banner{background:var(--color-primary);color:var(--color-on-primary);position:relative;overflow:hidden}
.banner__image{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:.35}
.banner__content{position:relative;text-align:center;padding-block:96px}
.banner__content h1{font-size:clamp(2rem,5vw,3.4rem);margin:0 0 16px}
.button{display:inline-block;background:var(--color-primary);color:var(--color-on-primary);border:0;border-radius:8px;padding:12px 22px;font-weight:600;text-decoration:none;cursor:pointer;font:inherit}
.banner .button{background:var(--color-accent)}
.grid{list-style:none;padding:0;display:grid;gap:24px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
.card{display:block;text-decoration:none;color:inherit}
.card__title{display:block;font-weight:600;margin-top:8px}
.price s{opacity:.6;margin-right:8px}
.columns{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(240px,1fr))}
.quote{margin:0;padding:24px;border-left:4px solid var(--color-primary);background:color-mix(in srgb,var(--color-primary) 6%,var(--color-background))}
.quote cite{display:block;margin-top:8px;font-style:normal;font-weight:600}
.rich-text{max-width:780px}
.product{display:grid;gap:32px;grid-template-columns:repeat(auto-fit,minmax(300px,1fr))}
.product select,.customer input,.cart input,form[role=search] input{display:block;margin:8px 0 16px;padding:10px;font:inherit;width:100%;max-width:420px}
.cart__items{list-style:none;padding:0}
.cart__item{display:flex;gap:16px;align-items:center;justify-content:space-between;padding:12px 0;border-bottom:1px solid color-mix(in srgb,var(--color-text) 12%,transparent)}
.cart__item input{width:80px;margin:0}
.muted{opacity:.7}
.pagination{margin-top:32px;text-align:center}
.section-footer{background:var(--color-text);color:var(--color-background)}
.footer{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(220px,1fr))}
.footer__brand{font-weight:800;font-size:1.2rem}
.footer__copy{grid-column:1/-1;opacity:.7}
.footer a{color:inherit}
`;
}
