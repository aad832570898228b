// The live demo's hero styles, one block per hero layout.

export function heroStyles(): string {
  return `
/* heroes */
.hero{padding:88px 0;position:relative;overflow:hidden}
.hero-split .wrap{display:grid;grid-template-columns:1.05fr 1fr;gap:56px;align-items:center}
.hero-split .ph{aspect-ratio:5/4;box-shadow:0 30px 60px -20px rgba(0,0,0,.25)}
.hero .lead{font-size:19px;color:var(--muted);max-width:560px}
.hero .actions{display:flex;gap:12px;flex-wrap:wrap;margin-top:28px}
.hero-centered{background:var(--alt);text-align:center}
.hero-centered .lead{margin-inline:auto}
.hero-centered .actions{justify-content:center}
.hero-centered .showcase{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;margin-top:56px;padding:18px;background:var(--surface);border-radius:20px;box-shadow:0 30px 60px -25px rgba(0,0,0,.3)}
.hero-bold{background:linear-gradient(135deg,var(--primary),var(--grad-end));color:var(--on-primary)}
.hero-bold .lead{color:inherit}
.hero-bold .eyebrow{color:inherit}
.hero-bold .btn.ghost{color:var(--on-primary)}
.hero-bold .wrap{display:grid;grid-template-columns:1.2fr .8fr;gap:48px;align-items:center}
.phone{width:260px;margin-inline:auto;aspect-ratio:9/18;background:#0b0b0f;border-radius:40px;padding:12px;box-shadow:0 40px 80px -20px rgba(0,0,0,.45)}
.phone .screen{height:100%;border-radius:30px;background:var(--bg);padding:40px 16px 16px;display:flex;flex-direction:column;gap:12px;color:var(--text)}
.phone .bar{height:10px;border-radius:5px;background:var(--faint)}
.hero-shop{padding:0;background:var(--alt)}
.hero-shop .wrap{display:grid;grid-template-columns:1fr 1fr;align-items:stretch;width:100%;max-width:none}
.hero-shop .copy{padding:96px max(20px,calc((100vw - 1160px)/2));padding-right:48px}
.hero-shop .ph{border-radius:0;aspect-ratio:auto;min-height:460px}
.hero-portfolio h1{font-size:clamp(40px,7vw,88px);max-width:900px}
.hero-portfolio .wrap{display:grid;grid-template-columns:2fr 1fr;gap:48px;align-items:end}
.dot{display:inline-block;width:10px;height:10px;border-radius:50%;background:#22c55e;margin-right:8px}
.hero-magazine{padding:40px 0}
.hero-magazine .wrap{display:grid;grid-template-columns:1.7fr 1fr;gap:32px}
.feature-story{position:relative;border-radius:10px;overflow:hidden;min-height:440px;display:flex;align-items:flex-end;color:#fff;background:#111827}
.feature-story .ph{position:absolute;inset:0;border-radius:0;aspect-ratio:auto}
.feature-story .shade{position:relative;padding:24px 28px;background:#111827;width:100%}
.feature-story .shade .meta{color:#e5e7eb;margin:0}
.feature-story h1{font-family:Georgia,'Times New Roman',serif;font-size:clamp(28px,3.5vw,42px)}
.tag{display:inline-block;background:var(--accent);color:var(--on-accent);font-size:12px;font-weight:800;letter-spacing:.08em;text-transform:uppercase;padding:4px 10px;border-radius:3px;margin-bottom:12px}
.side-stories{display:grid;gap:18px;align-content:start}
.side-story{display:grid;grid-template-columns:110px 1fr;gap:14px;padding-bottom:18px;border-bottom:1px solid var(--border)}
.side-story .ph{aspect-ratio:1;border-radius:8px}
.side-story h3{font-family:Georgia,'Times New Roman',serif;font-size:17px;margin:4px 0 0}
.kicker{font-size:11px;font-weight:800;letter-spacing:.1em;text-transform:uppercase;color:var(--primary-ink)}`;
}
