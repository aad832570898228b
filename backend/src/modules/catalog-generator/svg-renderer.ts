import { mix, readableOn } from './markup';
import { HELP_ARTICLES, pageContentFor, type PreviewSource } from './page-content';
import { SvgCanvas, textWidth, wrapText } from './svg-canvas';

export const PREVIEW_SIZE = { width: 1200, height: 800 } as const;
export const SCREENSHOT_SIZE = { width: 1440, height: 900 } as const;

/** The catalog card image: the template's home page, 1200×800. */
export function renderPreviewSvg(source: PreviewSource): string {
  const c = pageContentFor(source);
  const cv = new SvgCanvas(PREVIEW_SIZE.width, PREVIEW_SIZE.height, c);
  drawPage(cv, c.pages[0]!, source.name);
  return cv.toString();
}

/** Screenshot n (1-based) of the gallery, 1440×900: home, then inner pages (about, shop, contact...). */
export function renderScreenshotSvg(source: PreviewSource, n: number): string {
  const c = pageContentFor(source);
  const cv = new SvgCanvas(SCREENSHOT_SIZE.width, SCREENSHOT_SIZE.height, c);
  const index = Math.max(0, Math.floor(n) - 1);
  drawPage(cv, c.pages[index % c.pages.length]!, source.name);
  return cv.toString();
}

/** Which page screenshot n shows, e.g. for alt texts. */
export function screenshotPageName(source: PreviewSource, n: number): string {
  const c = pageContentFor(source);
  return c.pages[Math.max(0, Math.floor(n) - 1) % c.pages.length]!;
}

type Block = (cv: SvgCanvas, y: number) => number;

const pad = (cv: SvgCanvas) => Math.round(cv.W * 0.06);
const scale = (cv: SvgCanvas) => cv.W / 1200;

function stack(cv: SvgCanvas, blocks: Block[]): void {
  let y = 0;
  for (const block of blocks) {
    if (y >= cv.H) break;
    y += block(cv, y);
  }
}

function drawPage(cv: SvgCanvas, page: string, title: string): void {
  const c = cv.c;
  const post = c.posts[0]!;
  switch (page) {
    case 'home':
      return stack(cv, homeBlocks(cv, title));
    case 'about':
      return stack(cv, [nav, header('About us', `The people behind ${c.brand}`), aboutStory, stats, team, footer]);
    case 'services':
      return stack(cv, [nav, header('Services', 'What we can do for you'), services, cta, footer]);
    case 'contact':
      return stack(cv, [nav, header('Contact', 'We usually reply within a day'), contact, footer]);
    case 'pricing':
      return stack(cv, [nav, header('Pricing', 'Simple plans for every stage'), pricing, faq, footer]);
    case 'article':
      return stack(cv, [nav, (v, y) => article(v, y, post.title), footer]);
    case 'category':
      return stack(cv, [nav, header(c.kind === 'docs' ? c.docTopics[0]!.title : post.topic, c.kind === 'docs' ? 'Guides and how-tos' : 'Stories from our writers'), (v, y) => postGrid(v, y, '', 3, 2), footer]);
    case 'shop':
      return stack(cv, [announcement, nav, header('Shop all', `${c.products.length * 14} products`), shopListing, footer]);
    case 'product':
      return stack(cv, [announcement, nav, productDetail, (v, y) => productRow(v, y, 'You may also like'), footer]);
    case 'cart':
      return stack(cv, [announcement, nav, cart, footer]);
    case 'project':
      return stack(cv, [nav, project, footer]);
    case 'dashboard':
    case 'settings':
    case 'reports':
      return pluginAdmin(cv, page, title);
    case 'email':
    case 'email-promo':
    case 'email-mobile':
      return email(cv, page, title);
    case 'artboards':
    case 'artboard-detail':
      return artboards(cv, page, title);
    case 'coming-soon-dark':
      return comingSoon(cv, title, true);
    case 'error-500':
      return errorPage(cv, title, '500');
    default:
      return stack(cv, homeBlocks(cv, title));
  }
}

function homeBlocks(cv: SvgCanvas, title: string): Block[] {
  const c = cv.c;
  if (c.kind === 'docs') return [(v) => docs(v, title)];
  if (c.kind === 'plugin' && c.layout === 'dashboard') return [(v) => (pluginAdmin(v, 'dashboard', title), v.H)];
  if (c.kind === 'email') return [(v) => (email(v, 'email', title), v.H)];
  if (c.kind === 'print') return [(v) => (artboards(v, 'artboards', title), v.H)];
  if (c.subcategory === 'coming-soon') return [(v) => (comingSoon(v, title, false), v.H)];
  if (c.subcategory === '404-pages') return [(v) => (errorPage(v, title, '404'), v.H)];
  switch (c.layout) {
    case 'hero-centered':
      return [nav, (v, y) => heroCentered(v, y, title), logos, features, testimonial, footer];
    case 'landing-bold':
      return [(v, y) => heroBold(v, y, title), logos, stats, features, pricing, footer];
    case 'magazine-grid':
      return [masthead, (v, y) => magazineHero(v, y, title), (v, y) => postGrid(v, y, 'Latest stories', 4, 1), footer];
    case 'product-grid':
      return [announcement, nav, (v, y) => shopHero(v, y, title), categoryCircles, (v, y) => productRow(v, y, 'Best sellers'), footer];
    case 'portfolio-masonry':
      return [nav, (v, y) => portfolioHero(v, y, title), masonry];
    default:
      return c.kind === 'shop'
        ? [announcement, nav, (v, y) => heroSplit(v, y, title), (v, y) => productRow(v, y, 'New arrivals'), footer]
        : [nav, (v, y) => heroSplit(v, y, title), logos, features, stats, testimonial, footer];
  }
}

// ── Page furniture ────────────────────────────────────────────────────────────

function nav(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = 76;
  cv.rect(0, y, cv.W, h, s.background);
  cv.logo(px, y + 46, 22, s.text);
  let right = cv.W - px;
  if (c.kind === 'shop') {
    for (let i = 0; i < 3; i++) {
      const cx = right - 14 - i * 44;
      cv.raw(`<circle cx="${cx}" cy="${y + 38}" r="10" fill="none" stroke="${s.text}" stroke-width="2"/>`);
    }
    cv.circle(right - 4, y + 28, 8, s.accent);
    cv.text(right - 4, y + 32, '2', { size: 11, fill: s.onAccent, weight: 700, anchor: 'middle' });
    right -= 150;
  } else {
    const bw = textWidth(c.cta, 14, 600) + 14 * 2.6;
    cv.button(right - bw, y + 18, c.cta, { size: 14, h: 40 });
    right -= bw + 30;
  }
  let x = cv.W * 0.36;
  for (const item of c.nav) {
    const w = textWidth(item, 15, 500);
    if (x + w > right) break;
    cv.text(x, y + 44, item, { size: 15, fill: s.text, weight: 500, opacity: 0.78 });
    x += w + 34;
  }
  cv.line(0, y + h, cv.W, y + h, s.border);
  return h;
}

function announcement(cv: SvgCanvas, y: number): number {
  cv.rect(0, y, cv.W, 34, cv.s.text);
  cv.text(cv.W / 2, y + 22, 'Free shipping on orders over $50 · Easy 30-day returns', { size: 13, fill: cv.s.background, anchor: 'middle', weight: 500 });
  return 34;
}

function masthead(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  cv.rect(0, y, cv.W, 132, s.background);
  cv.text(px, y + 50, 'Monday, June 2, 2025', { size: 13, fill: s.muted });
  cv.text(cv.W / 2, y + 60, c.brand, { size: 40, fill: s.text, weight: 700, anchor: 'middle', family: 'serif', maxWidth: cv.W * 0.5 });
  const bw = textWidth('Subscribe', 14, 600) + 14 * 2.6;
  cv.button(cv.W - px - bw, y + 28, 'Subscribe', { size: 14, h: 38, rx: 4 });
  cv.line(px, y + 88, cv.W - px, y + 88, s.border);
  cv.line(px, y + 130, cv.W - px, y + 130, s.text, 2);
  const items = [...c.nav, 'Opinion', 'Video'];
  const gap = 40;
  const total = items.reduce((sum, i) => sum + textWidth(i, 14, 600) + gap, -gap);
  let x = (cv.W - total) / 2;
  for (const item of items) {
    cv.text(x, y + 115, item.toUpperCase(), { size: 13, fill: s.text, weight: 600, spacing: 1 });
    x += textWidth(item, 14, 600) + gap;
  }
  return 132;
}

function header(title: string, subtitle: string): Block {
  return (cv, y) => {
    const { s } = cv;
    const px = pad(cv);
    const h = 176;
    cv.rect(0, y, cv.W, h, s.surfaceAlt);
    cv.circle(cv.W - px - 60, y + 40, 120, s.primary, 0.07);
    cv.text(px, y + 48, `Home  /  ${title}`, { size: 13, fill: s.muted });
    cv.text(px, y + 104, title, { size: 44 * scale(cv), fill: s.text, weight: 800 });
    cv.text(px, y + 140, subtitle, { size: 17, fill: s.muted, maxWidth: cv.W * 0.6 });
    return h;
  };
}

function footer(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = 240;
  cv.rect(0, y, cv.W, h, s.footer);
  cv.logo(px, y + 62, 20, s.onFooter, s.primary);
  cv.paragraph(px, y + 80, c.intro, { size: 13, fill: s.onFooter, opacity: 0.6, maxWidth: cv.W * 0.28, lines: 3 });
  for (let i = 0; i < 4; i++) cv.circle(px + 14 + i * 40, y + 170, 14, s.onFooter, 0.12);
  const columns: Array<[string, string[]]> = [
    ['Product', ['Features', 'Pricing', 'Updates', 'Roadmap']],
    ['Company', ['About', 'Careers', 'Press', 'Contact']],
    ['Resources', ['Blog', 'Guides', 'Help center', 'Privacy']],
  ];
  columns.forEach(([heading, links], i) => {
    const x = cv.W * 0.5 + i * cv.W * 0.15;
    cv.text(x, y + 60, heading, { size: 14, fill: s.onFooter, weight: 700 });
    links.forEach((l, j) => cv.text(x, y + 94 + j * 28, l, { size: 14, fill: s.onFooter, opacity: 0.6 }));
  });
  cv.line(px, y + 206, cv.W - px, y + 206, mix(s.footer, s.onFooter, 0.15));
  cv.text(px, y + 230, `© 2025 ${c.brand}. All rights reserved.`, { size: 12, fill: s.onFooter, opacity: 0.5 });
  return h;
}

function sectionTitle(cv: SvgCanvas, y: number, eyebrow: string, title: string, centered = true): number {
  const { s } = cv;
  const x = centered ? cv.W / 2 : pad(cv);
  const anchor = centered ? 'middle' : 'start';
  cv.text(x, y + 56, eyebrow.toUpperCase(), { size: 13, fill: s.primary, weight: 700, anchor, spacing: 2 });
  cv.text(x, y + 96, title, { size: 32 * scale(cv), fill: s.text, weight: 800, anchor, maxWidth: cv.W * 0.8 });
  return 126;
}

// ── Heroes ───────────────────────────────────────────────────────────────────

function heroSplit(cv: SvgCanvas, y: number, title: string): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = Math.round(cv.H * 0.6);
  const k = scale(cv);
  cv.rect(0, y, cv.W, h, s.background);
  cv.circle(cv.W * 0.92, y + h * 0.15, h * 0.45, s.secondary, 0.08);
  const colW = cv.W * 0.44;
  const pillW = textWidth(c.tagline, 13, 600) + 36;
  cv.rect(px, y + 56, Math.min(pillW, colW), 32, mix(s.background, s.primary, 0.12), { rx: 16 });
  cv.circle(px + 16, y + 72, 4, s.primary);
  cv.text(px + 28, y + 77, c.tagline, { size: 13, fill: s.primary, weight: 600, maxWidth: colW - 40 });
  let ty = y + 110;
  ty += cv.paragraph(px, ty, title, { size: 44 * k, fill: s.text, weight: 800, maxWidth: colW, lines: 3, lineHeight: 52 * k });
  ty += 18;
  ty += cv.paragraph(px, ty, c.intro, { size: 17, fill: s.muted, maxWidth: colW * 0.95, lines: 3, lineHeight: 26 });
  ty += 28;
  const bw = cv.button(px, ty, c.cta, { size: 16 });
  cv.button(px + bw + 14, ty, c.secondaryCta, { size: 16, outline: true, fill: s.text });
  ty += 80;
  if (ty + 30 < y + h) {
    for (let i = 0; i < 4; i++) cv.avatar(px + 16 + i * 24, ty + 4, 16, c.team[i % c.team.length]!.name, [s.primary, s.secondary, s.accent, s.muted][i]!);
    cv.stars(px + 130, ty - 10, 14, 5);
    cv.text(px + 130, ty + 20, `Loved by ${c.stats[0]!.value} ${c.stats[0]!.label.toLowerCase()}`, { size: 13, fill: s.muted });
  }
  const ix = cv.W * 0.54;
  const iw = cv.W - px - ix;
  cv.rect(ix, y + 48, iw, h - 96, s.surface, { rx: 22, shadow: true });
  if (c.kind === 'shop') cv.product(ix, y + 48, iw, h - 96, 0, 22, c.products[0]!.shape);
  else if (c.kind === 'plugin') miniDashboard(cv, ix, y + 48, iw, h - 96);
  else cv.photo(ix, y + 48, iw, h - 96, 0, 22);
  if (c.kind !== 'plugin') {
    const cx = ix - 40;
    const cy = y + h - 150;
    cv.rect(cx, cy, 210, 84, s.surface, { rx: 14, shadow: true });
    cv.icon(cx + 16, cy + 18, 48, 1);
    cv.text(cx + 78, cy + 42, c.stats[1]!.value, { size: 22, fill: s.text, weight: 800 });
    cv.text(cx + 78, cy + 64, c.stats[1]!.label, { size: 13, fill: s.muted, maxWidth: 120 });
  }
  return h;
}

/** The plugin's settings screen in miniature, for its landing page hero. */
function miniDashboard(cv: SvgCanvas, x: number, y: number, w: number, h: number): void {
  const { s, c } = cv;
  cv.rect(x, y, w, h, '#ffffff', { rx: 22 });
  cv.beginClip(x, y, w, h, 22);
  cv.rect(x, y, w, 40, '#1d2327');
  cv.text(x + 20, y + 26, `${c.brand} · Dashboard`, { size: 13, fill: '#f0f0f1', maxWidth: w - 40 });
  cv.endClip();
  const gap = 12;
  const cw = (w - 40 - gap * 2) / 3;
  c.dashboard.cards.slice(0, 3).forEach(([label, value], i) => {
    const cx = x + 20 + i * (cw + gap);
    cv.rect(cx, y + 60, cw, 74, '#ffffff', { rx: 10, stroke: '#dcdcde' });
    cv.text(cx + 12, y + 84, label, { size: 11, fill: '#646970', maxWidth: cw - 24 });
    cv.text(cx + 12, y + 118, value, { size: 22, fill: i === 0 ? s.primary : '#1d2327', weight: 800, maxWidth: cw - 24 });
  });
  const values = [0.35, 0.5, 0.42, 0.66, 0.58, 0.8, 0.72, 0.92];
  const gx = x + 20;
  const gw = w - 40;
  const gh = Math.max(40, h - 270);
  const gy = y + 154;
  const bw = gw / values.length;
  values.forEach((v, i) => cv.rect(gx + i * bw + bw * 0.2, gy + gh * (1 - v), bw * 0.6, gh * v, i % 2 ? s.secondary : s.primary, { rx: 4 }));
  c.features.slice(0, 2).forEach((f, i) => {
    const ry = gy + gh + 22 + i * 40;
    cv.line(gx, ry - 12, gx + gw, ry - 12, '#f0f0f1');
    cv.text(gx, ry + 12, f, { size: 13, fill: '#1d2327', maxWidth: gw - 70 });
    cv.rect(gx + gw - 44, ry - 2, 44, 22, i === 1 ? '#c3c4c7' : s.primary, { rx: 11 });
    cv.circle(gx + gw - (i === 1 ? 33 : 11), ry + 9, 8, '#ffffff');
  });
}

function heroCentered(cv: SvgCanvas, y: number, title: string): number {
  const { s, c } = cv;
  const h = cv.H - 76 - 96; // the first screen ends with the logo row
  const k = scale(cv);
  const mid = cv.W / 2;
  cv.rect(0, y, cv.W, h, s.surfaceAlt);
  cv.circle(cv.W * 0.08, y + h * 0.2, 160, s.primary, 0.08);
  cv.circle(cv.W * 0.95, y + h * 0.55, 220, s.accent, 0.08);
  const pill = fitTo(c.tagline, 13, cv.W * 0.5);
  const pw = textWidth(pill, 13, 600) + 40;
  cv.rect(mid - pw / 2, y + 44, pw, 32, s.surface, { rx: 16, stroke: s.border });
  cv.text(mid, y + 65, pill, { size: 13, fill: s.primary, weight: 600, anchor: 'middle' });
  let ty = y + 96;
  const lines = wrapText(title, 46 * k, cv.W * 0.7, 2, 800);
  lines.forEach((l, i) => cv.text(mid, ty + 46 * k + i * 56 * k, l, { size: 46 * k, fill: s.text, weight: 800, anchor: 'middle' }));
  ty += lines.length * 56 * k + 18;
  wrapText(c.intro, 17, cv.W * 0.55, 2).forEach((l, i) => cv.text(mid, ty + 17 + i * 26, l, { size: 17, fill: s.muted, anchor: 'middle' }));
  ty += 74;
  const w1 = textWidth(c.cta, 16, 600) + 16 * 2.6;
  const w2 = textWidth(c.secondaryCta, 16, 600) + 16 * 2.6;
  cv.button(mid - (w1 + w2 + 14) / 2, ty, c.cta, { size: 16 });
  cv.button(mid - (w1 + w2 + 14) / 2 + w1 + 14, ty, c.secondaryCta, { size: 16, outline: true, fill: s.text });
  ty += 76;
  // A peek at the product: a browser window cut off by the next section.
  const bx = cv.W * 0.14;
  const bw = cv.W * 0.72;
  if (ty < y + h - 40) {
    cv.rect(bx, ty, bw, y + h - ty + 20, s.surface, { rx: 14, shadow: true });
    cv.rect(bx, ty, bw, 34, mix(s.surface, s.text, 0.06), { rx: 14 });
    for (let i = 0; i < 3; i++) cv.circle(bx + 20 + i * 18, ty + 17, 5, ['#ff5f57', '#febc2e', '#28c840'][i]!);
    const cw = (bw - 80) / 3;
    for (let i = 0; i < 3; i++) cv.photo(bx + 20 + i * (cw + 20), ty + 54, cw, 140, i + 1, 8);
  }
  return h;
}

function heroBold(cv: SvgCanvas, y: number, title: string): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = Math.round(cv.H * 0.7);
  const k = scale(cv);
  const on = s.onPrimary;
  cv.rect(0, y, cv.W, h, 'url(#hero)');
  cv.circle(cv.W * 0.8, y + h * 0.9, h * 0.55, '#ffffff', 0.07);
  cv.circle(cv.W * 0.98, y + h * 0.1, h * 0.3, '#ffffff', 0.06);
  // Nav on the gradient.
  cv.logo(px, y + 48, 22, on, mix(s.primary, '#ffffff', 0.25));
  let x = cv.W * 0.4;
  for (const item of c.nav.slice(0, 4)) {
    cv.text(x, y + 46, item, { size: 15, fill: on, opacity: 0.85, weight: 500 });
    x += textWidth(item, 15, 500) + 34;
  }
  const bw = textWidth(c.cta, 14, 600) + 14 * 2.6;
  cv.button(cv.W - px - bw, y + 20, c.cta, { size: 14, h: 40, fill: '#ffffff', color: s.primary });
  let ty = y + 120;
  cv.text(px, ty, c.tagline.toUpperCase(), { size: 13, fill: on, weight: 700, spacing: 2, opacity: 0.8, maxWidth: cv.W * 0.5 });
  ty += 14;
  ty += cv.paragraph(px, ty, title, { size: 52 * k, fill: on, weight: 800, maxWidth: cv.W * 0.5, lines: 3, lineHeight: 60 * k });
  ty += 16;
  ty += cv.paragraph(px, ty, c.intro, { size: 17, fill: on, opacity: 0.85, maxWidth: cv.W * 0.46, lines: 2, lineHeight: 26 });
  ty += 30;
  const w = cv.button(px, ty, c.cta, { size: 16, fill: '#ffffff', color: s.primary });
  cv.button(px + w + 14, ty, c.secondaryCta, { size: 16, outline: true, fill: on });
  // Phone mock-up with the app inside.
  const pw = 250 * k;
  const ph = Math.min(h - 90, 500 * k);
  const phx = cv.W * 0.66;
  const phy = y + 90;
  cv.rect(phx, phy, pw, ph, '#0b0b0f', { rx: 36, shadow: true });
  cv.rect(phx + 10, phy + 10, pw - 20, ph - 20, s.background, { rx: 28 });
  cv.rect(phx + pw / 2 - 40, phy + 18, 80, 18, '#0b0b0f', { rx: 9 });
  cv.photo(phx + 24, phy + 56, pw - 48, ph * 0.34, 1, 14);
  cv.bars(phx + 24, phy + 70 + ph * 0.34, pw - 48, 3, { h: 9, gap: 18 });
  cv.rect(phx + 24, phy + ph - 80, pw - 48, 42, s.primary, { rx: 21 });
  // Floating stat card.
  const fx = phx - 130 * k;
  const fy = phy + ph * 0.55;
  cv.rect(fx, fy, 200, 110, s.surface, { rx: 16, shadow: true });
  cv.text(fx + 18, fy + 32, c.stats[0]!.label, { size: 12, fill: s.muted, maxWidth: 170 });
  cv.text(fx + 18, fy + 62, c.stats[0]!.value, { size: 26, fill: s.text, weight: 800 });
  cv.path(`M${fx + 18} ${fy + 96}L${fx + 60} ${fy + 84}L${fx + 100} ${fy + 90}L${fx + 140} ${fy + 74}L${fx + 182} ${fy + 78}`, 'none', { stroke: s.accent, width: 3 });
  return h;
}

function shopHero(cv: SvgCanvas, y: number, title: string): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = Math.round(cv.H * 0.46);
  const k = scale(cv);
  cv.rect(0, y, cv.W * 0.5, h, s.surfaceAlt);
  cv.photo(cv.W * 0.5, y, cv.W * 0.5, h, 2, 0);
  cv.rect(cv.W * 0.5 + 40, y + h - 80, 170, 44, s.surface, { rx: 22, opacity: 0.92 });
  cv.text(cv.W * 0.5 + 125, y + h - 52, c.products[0]!.name, { size: 13, fill: s.text, weight: 600, anchor: 'middle', maxWidth: 150 });
  let ty = y + 70;
  cv.text(px, ty, c.tagline.toUpperCase(), { size: 13, fill: s.primary, weight: 700, spacing: 2, maxWidth: cv.W * 0.38 });
  ty += 12;
  ty += cv.paragraph(px, ty, title, { size: 40 * k, fill: s.text, weight: 800, maxWidth: cv.W * 0.38, lines: 3, lineHeight: 48 * k });
  ty += 14;
  ty += cv.paragraph(px, ty, c.intro, { size: 16, fill: s.muted, maxWidth: cv.W * 0.36, lines: 2, lineHeight: 24 });
  ty += 26;
  if (ty + 50 < y + h) {
    const w = cv.button(px, ty, c.cta, { size: 15, rx: 6 });
    cv.button(px + w + 12, ty, c.secondaryCta, { size: 15, outline: true, fill: s.text, rx: 6 });
  }
  return h;
}

function magazineHero(cv: SvgCanvas, y: number, title: string): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = Math.round(cv.H * 0.56);
  const k = scale(cv);
  const lw = (cv.W - px * 2) * 0.62;
  const top = y + 32;
  const ih = h - 56;
  cv.photo(px, top, lw, ih, 0, 6);
  cv.raw(`<rect x="${px}" y="${top + ih * 0.45}" width="${lw}" height="${ih * 0.55}" fill="#000000" opacity="0.42" rx="6"/>`);
  const post = c.posts[0]!;
  cv.rect(px + 28, top + ih - 170 * k, textWidth(post.topic, 12, 700) + 24, 26, s.accent, { rx: 3 });
  cv.text(px + 40, top + ih - 170 * k + 18, post.topic.toUpperCase(), { size: 12, fill: s.onAccent, weight: 700, spacing: 1 });
  cv.paragraph(px + 28, top + ih - 150 * k, title, { size: 32 * k, fill: '#ffffff', weight: 700, family: 'serif', maxWidth: lw - 56, lines: 2, lineHeight: 40 * k });
  cv.text(px + 28, top + ih - 28, `By ${post.author} · ${post.date} · ${post.minutes} min read`, { size: 13, fill: '#ffffff', opacity: 0.85 });
  const rx = px + lw + 32;
  const rw = cv.W - px - rx;
  const rowH = ih / 3;
  c.posts.slice(1, 4).forEach((p, i) => {
    const ry = top + i * rowH;
    cv.photo(rx, ry, rowH * 0.95 - 12, rowH - 16, i + 1, 6);
    const tx = rx + rowH * 0.95;
    cv.text(tx, ry + 18, p.topic.toUpperCase(), { size: 11, fill: s.primary, weight: 700, spacing: 1 });
    cv.paragraph(tx, ry + 26, p.title, { size: 16, fill: s.text, weight: 700, family: 'serif', maxWidth: rw - rowH * 0.95, lines: 3, lineHeight: 21 });
    if (i < 2) cv.line(rx, ry + rowH - 8, cv.W - px, ry + rowH - 8, s.border);
  });
  return h;
}

function portfolioHero(cv: SvgCanvas, y: number, title: string): number {
  const { s, c } = cv;
  const px = pad(cv);
  const k = scale(cv);
  const h = Math.round(cv.H * 0.4);
  const used = cv.paragraph(px, y + 40, title, { size: 58 * k, fill: s.text, weight: 800, maxWidth: cv.W * 0.6, lines: 3, lineHeight: 64 * k, spacing: -1 });
  const rx = cv.W * 0.7;
  cv.paragraph(rx, y + 60, c.intro, { size: 15, fill: s.muted, maxWidth: cv.W - px - rx, lines: 5, lineHeight: 23 });
  cv.circle(rx + 6, y + 200, 6, '#22c55e');
  cv.text(rx + 20, y + 205, 'Available for new projects', { size: 14, fill: s.text, weight: 600 });
  return Math.max(h, used + 70);
}

// ── Sections ─────────────────────────────────────────────────────────────────

function logos(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const h = 96;
  cv.rect(0, y, cv.W, h, s.background);
  cv.text(cv.W / 2, y + 32, 'TRUSTED BY TEAMS AT', { size: 11, fill: s.muted, weight: 700, anchor: 'middle', spacing: 2 });
  const slot = (cv.W - pad(cv) * 2) / c.logos.length;
  c.logos.forEach((name, i) => cv.text(pad(cv) + slot * (i + 0.5), y + 70, name, { size: 20, fill: s.muted, weight: 800, anchor: 'middle', opacity: 0.7 }));
  return h;
}

function features(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  let h = sectionTitle(cv, y, 'Features', 'Everything you need, nothing you don’t');
  const gap = 24;
  const cw = (cv.W - px * 2 - gap * 2) / 3;
  c.features.slice(0, 3).forEach((f, i) => {
    const x = px + i * (cw + gap);
    const top = y + h + 10;
    cv.rect(x, top, cw, 190, s.surface, { rx: 16, stroke: s.border });
    cv.icon(x + 24, top + 24, 48, i);
    cv.paragraph(x + 24, top + 84, f, { size: 18, fill: s.text, weight: 700, maxWidth: cw - 48, lines: 2, lineHeight: 24 });
    cv.bars(x + 24, top + 144, cw - 48, 2, { seed: i });
  });
  h += 240;
  return h;
}

function stats(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = 150;
  cv.rect(0, y, cv.W, h, s.surfaceAlt);
  const slot = (cv.W - px * 2) / 4;
  c.stats.forEach((stat, i) => {
    const x = px + slot * (i + 0.5);
    cv.text(x, y + 76, stat.value, { size: 40, fill: s.primary, weight: 800, anchor: 'middle' });
    cv.text(x, y + 106, stat.label, { size: 15, fill: s.muted, anchor: 'middle' });
  });
  return h;
}

function testimonial(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const q = c.quotes[0]!;
  const h = 280;
  cv.rect(0, y, cv.W, h, s.background);
  cv.text(cv.W / 2, y + 92, '“', { size: 96, fill: s.accent, weight: 800, anchor: 'middle', family: 'serif' });
  wrapText(q.text, 24, cv.W * 0.62, 2, 500).forEach((l, i) =>
    cv.text(cv.W / 2, y + 126 + i * 34, l, { size: 24, fill: s.text, weight: 500, anchor: 'middle' }),
  );
  cv.avatar(cv.W / 2 - 90, y + 222, 22, q.name);
  cv.text(cv.W / 2 - 58, y + 218, q.name, { size: 15, fill: s.text, weight: 700 });
  cv.text(cv.W / 2 - 58, y + 238, q.role, { size: 13, fill: s.muted });
  return h;
}

function pricing(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  let h = sectionTitle(cv, y, 'Pricing', 'Pick the plan that fits');
  const gap = 24;
  const cw = (cv.W - px * 2 - gap * 2) / 3;
  const ch = 330;
  c.pricing.forEach((tier, i) => {
    const x = px + i * (cw + gap);
    const top = y + h + (tier.highlighted ? 0 : 16);
    const bg = tier.highlighted ? s.primary : s.surface;
    const fg = tier.highlighted ? s.onPrimary : s.text;
    cv.rect(x, top, cw, ch, bg, { rx: 18, stroke: tier.highlighted ? undefined : s.border, shadow: tier.highlighted });
    if (tier.highlighted) {
      cv.rect(x + cw - 130, top + 22, 106, 26, s.accent, { rx: 13 });
      cv.text(x + cw - 77, top + 40, 'Most popular', { size: 12, fill: s.onAccent, weight: 700, anchor: 'middle' });
    }
    cv.text(x + 28, top + 44, tier.name, { size: 18, fill: fg, weight: 700 });
    cv.text(x + 28, top + 104, tier.price, { size: 44, fill: fg, weight: 800 });
    cv.text(x + 36 + textWidth(tier.price, 44, 800), top + 104, tier.period, { size: 15, fill: fg, opacity: 0.7 });
    tier.perks.forEach((perk, j) => {
      cv.path(`M${x + 30} ${top + 150 + j * 32}l5 5 9-10`, 'none', { stroke: tier.highlighted ? s.onPrimary : s.primary, width: 2.5 });
      cv.text(x + 54, top + 156 + j * 32, perk, { size: 15, fill: fg, opacity: 0.9, maxWidth: cw - 80 });
    });
    const label = tier.highlighted ? 'Start free trial' : 'Choose plan';
    cv.rect(x + 28, top + ch - 72, cw - 56, 46, tier.highlighted ? s.onPrimary : 'none', { rx: 23, stroke: tier.highlighted ? undefined : fg });
    cv.text(x + cw / 2, top + ch - 43, label, { size: 15, fill: tier.highlighted ? s.primary : fg, weight: 700, anchor: 'middle' });
  });
  h += ch + 60;
  return h;
}

function faq(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  let h = sectionTitle(cv, y, 'FAQ', 'Questions, answered');
  const w = cv.W - px * 4;
  c.faq.forEach((item, i) => {
    const top = y + h + i * (i === 0 ? 0 : 64) + (i > 0 ? 40 : 0);
    cv.text(px * 2, top + 30, item.q, { size: 18, fill: s.text, weight: 600, maxWidth: w - 60 });
    cv.text(px * 2 + w - 10, top + 30, i === 0 ? '−' : '+', { size: 24, fill: s.primary, weight: 700, anchor: 'end' });
    if (i === 0) cv.text(px * 2, top + 62, item.a, { size: 15, fill: s.muted, maxWidth: w - 60 });
    cv.line(px * 2, top + (i === 0 ? 88 : 52), px * 2 + w, top + (i === 0 ? 88 : 52), s.border);
  });
  h += 40 + c.faq.length * 64 + 40;
  return h;
}

function cta(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = 240;
  cv.rect(px, y + 30, cv.W - px * 2, h - 60, 'url(#hero)', { rx: 24 });
  cv.circle(cv.W - px - 80, y + 60, 110, '#ffffff', 0.08);
  cv.text(px + 56, y + 108, 'Ready to get started?', { size: 32, fill: s.onPrimary, weight: 800 });
  cv.text(px + 56, y + 144, c.tagline, { size: 17, fill: s.onPrimary, opacity: 0.85, maxWidth: cv.W * 0.5 });
  const bw = textWidth(c.cta, 16, 600) + 16 * 2.6;
  cv.button(cv.W - px - 56 - bw, y + 96, c.cta, { size: 16, fill: '#ffffff', color: s.primary });
  return h;
}

function services(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const gap = 24;
  const cw = (cv.W - px * 2 - gap * 2) / 3;
  const ch = 190;
  c.services.slice(0, 6).forEach((svc, i) => {
    const x = px + (i % 3) * (cw + gap);
    const top = y + 48 + Math.floor(i / 3) * (ch + gap);
    cv.rect(x, top, cw, ch, s.surface, { rx: 16, stroke: s.border });
    cv.icon(x + 24, top + 24, 48, i);
    cv.text(x + 24, top + 106, svc.title, { size: 19, fill: s.text, weight: 700, maxWidth: cw - 48 });
    cv.text(x + 24, top + 134, svc.text, { size: 14, fill: s.muted, maxWidth: cw - 48 });
    cv.text(x + 24, top + 166, 'Learn more →', { size: 14, fill: s.primary, weight: 600 });
  });
  return 48 + (ch + gap) * 2 + 24;
}

function aboutStory(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = 400;
  const iw = (cv.W - px * 2) * 0.45;
  cv.photo(px, y + 56, iw, h - 100, 3, 18);
  const tx = px + iw + 56;
  const tw = cv.W - px - tx;
  cv.text(tx, y + 96, 'OUR STORY', { size: 13, fill: s.primary, weight: 700, spacing: 2 });
  const used = cv.paragraph(tx, y + 108, c.tagline, { size: 32, fill: s.text, weight: 800, maxWidth: tw, lines: 2, lineHeight: 40 });
  cv.paragraph(tx, y + 130 + used, cv.c.intro, { size: 16, fill: s.muted, maxWidth: tw, lines: 3, lineHeight: 26 });
  cv.bars(tx, y + 230 + used, tw, 3, { seed: 2 });
  cv.text(tx, y + h - 50, `— ${c.team[0]!.name}, ${c.team[0]!.role}`, { size: 15, fill: s.text, weight: 600, family: 'serif' });
  return h;
}

function team(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h0 = sectionTitle(cv, y, 'Team', 'Meet the people behind the work');
  const gap = 24;
  const cw = (cv.W - px * 2 - gap * 3) / 4;
  c.team.forEach((member, i) => {
    const x = px + i * (cw + gap);
    cv.photo(x, y + h0 + 10, cw, cw * 0.9, i, 16);
    cv.text(x, y + h0 + cw * 0.9 + 42, member.name, { size: 17, fill: s.text, weight: 700 });
    cv.text(x, y + h0 + cw * 0.9 + 64, member.role, { size: 14, fill: s.muted });
  });
  return h0 + cw * 0.9 + 110;
}

function contact(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = 500;
  const lw = (cv.W - px * 2) * 0.42;
  cv.text(px, y + 80, 'Get in touch', { size: 30, fill: s.text, weight: 800 });
  cv.text(px, y + 114, 'Questions, ideas or just hello — we would love to hear from you.', { size: 15, fill: s.muted, maxWidth: lw });
  const rows: Array<[string, string]> = [['Visit us', c.address], ['Email', c.email], ['Call', c.phone]];
  rows.forEach(([label, value], i) => {
    const top = y + 150 + i * 74;
    cv.icon(px, top, 48, i);
    cv.text(px + 66, top + 20, label, { size: 13, fill: s.muted, weight: 600 });
    cv.text(px + 66, top + 42, value, { size: 16, fill: s.text, weight: 600, maxWidth: lw - 70 });
  });
  // A map tile.
  const my = y + 380;
  cv.rect(px, my, lw, 100, mix(s.background, s.secondary, 0.12), { rx: 14 });
  for (let i = 1; i < 6; i++) cv.line(px + (lw / 6) * i, my, px + (lw / 6) * i - 30, my + 100, mix(s.background, s.secondary, 0.3), 2);
  cv.line(px, my + 60, px + lw, my + 40, mix(s.background, s.secondary, 0.35), 4);
  cv.circle(px + lw * 0.55, my + 44, 11, s.accent);
  cv.circle(px + lw * 0.55, my + 44, 4, '#ffffff');
  // The form.
  const fx = px + lw + 56;
  const fw = cv.W - px - fx;
  cv.rect(fx, y + 40, fw, h - 60, s.surface, { rx: 20, stroke: s.border, shadow: true });
  const half = (fw - 80) / 2;
  const field = (x: number, top: number, w: number, label: string, hgt = 46) => {
    cv.text(x, top, label, { size: 13, fill: s.text, weight: 600 });
    cv.rect(x, top + 10, w, hgt, s.background, { rx: 10, stroke: s.border });
  };
  field(fx + 32, y + 90, half, 'First name');
  field(fx + 48 + half, y + 90, half, 'Last name');
  field(fx + 32, y + 176, fw - 64, 'Email address');
  field(fx + 32, y + 262, fw - 64, 'Message', 110);
  cv.button(fx + 32, y + 402, 'Send message', { size: 15, rx: 10 });
  return h;
}

function postGrid(cv: SvgCanvas, y: number, heading: string, cols: number, rows: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  let h = 24;
  if (heading) {
    cv.text(px, y + 64, heading, { size: 26, fill: s.text, weight: 800, family: c.kind === 'blog' ? 'serif' : undefined });
    cv.text(cv.W - px, y + 64, 'View all →', { size: 14, fill: s.primary, weight: 600, anchor: 'end' });
    h = 92;
  }
  const gap = 28;
  const cw = (cv.W - px * 2 - gap * (cols - 1)) / cols;
  const ih = cw * 0.62;
  for (let r = 0; r < rows; r++) {
    for (let i = 0; i < cols; i++) {
      const p = c.posts[(r * cols + i + 2) % c.posts.length]!;
      const x = px + i * (cw + gap);
      const top = y + h + r * (ih + 150);
      cv.photo(x, top, cw, ih, r * cols + i, 8);
      cv.text(x, top + ih + 28, p.topic.toUpperCase(), { size: 11, fill: s.primary, weight: 700, spacing: 1 });
      cv.paragraph(x, top + ih + 36, p.title, { size: 18, fill: s.text, weight: 700, maxWidth: cw, lines: 2, lineHeight: 24, family: c.kind === 'blog' ? 'serif' : undefined });
      cv.text(x, top + ih + 112, `${p.author} · ${p.minutes} min read`, { size: 13, fill: s.muted, maxWidth: cw });
    }
  }
  return h + rows * (ih + 150) + 20;
}

function categoryCircles(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = 176;
  const items = c.shopCategories.slice(0, 5);
  const slot = (cv.W - px * 2) / items.length;
  items.forEach((name, i) => {
    const cx = px + slot * (i + 0.5);
    cv.circle(cx, y + 76, 52, mix(s.background, [s.primary, s.secondary, s.accent][i % 3]!, 0.14));
    cv.product(cx - 40, y + 36, 80, 80, i, 40, c.products[i % c.products.length]!.shape);
    cv.text(cx, y + 156, name, { size: 15, fill: s.text, weight: 600, anchor: 'middle' });
  });
  return h;
}

function productTile(cv: SvgCanvas, x: number, top: number, w: number, i: number): number {
  const { s, c } = cv;
  const p = c.products[i % c.products.length]!;
  const ih = w * 1.05;
  cv.product(x, top, w, ih, i, 10, p.shape);
  if (p.badge) {
    cv.rect(x + 12, top + 12, textWidth(p.badge, 12, 700) + 20, 24, p.badge === 'Sale' ? s.accent : s.text, { rx: 12 });
    cv.text(x + 22, top + 29, p.badge, { size: 12, fill: p.badge === 'Sale' ? s.onAccent : s.background, weight: 700 });
  }
  cv.text(x, top + ih + 28, p.name, { size: 16, fill: s.text, weight: 600, maxWidth: w });
  cv.stars(x, top + ih + 38, 12, p.rating);
  cv.text(x, top + ih + 76, p.price, { size: 16, fill: p.oldPrice ? s.accent : s.text, weight: 700 });
  if (p.oldPrice) {
    const ox = x + textWidth(p.price, 16, 700) + 10;
    cv.text(ox, top + ih + 76, p.oldPrice, { size: 14, fill: s.muted });
    cv.line(ox, top + ih + 71, ox + textWidth(p.oldPrice, 14), top + ih + 71, s.muted);
  }
  return ih + 96;
}

function productRow(cv: SvgCanvas, y: number, heading: string): number {
  const { s } = cv;
  const px = pad(cv);
  cv.text(px, y + 60, heading, { size: 26, fill: s.text, weight: 800 });
  cv.text(cv.W - px, y + 60, 'Shop all →', { size: 14, fill: s.primary, weight: 600, anchor: 'end' });
  const gap = 24;
  const cw = (cv.W - px * 2 - gap * 3) / 4;
  let th = 0;
  for (let i = 0; i < 4; i++) th = productTile(cv, px + i * (cw + gap), y + 88, cw, i);
  return 88 + th + 30;
}

function shopListing(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const sw = 220;
  cv.text(px, y + 56, 'Filters', { size: 18, fill: s.text, weight: 700 });
  const groups: Array<[string, string[]]> = [['Category', c.shopCategories.slice(0, 4)], ['Price', ['Under $25', '$25 – $50', '$50 – $100', 'Over $100']]];
  let fy = y + 92;
  for (const [label, options] of groups) {
    cv.text(px, fy, label.toUpperCase(), { size: 12, fill: s.muted, weight: 700, spacing: 1 });
    fy += 16;
    options.forEach((o, i) => {
      cv.rect(px, fy + i * 32, 16, 16, i === 0 ? s.primary : s.background, { rx: 4, stroke: i === 0 ? undefined : s.border });
      cv.text(px + 28, fy + i * 32 + 13, o, { size: 14, fill: s.text });
    });
    fy += options.length * 32 + 28;
  }
  const gx = px + sw + 32;
  const gap = 24;
  const cw = (cv.W - px - gx - gap * 2) / 3;
  cv.text(gx, y + 56, `Showing 1–12 of ${c.products.length * 14} products`, { size: 14, fill: s.muted });
  cv.rect(cv.W - px - 200, y + 30, 200, 38, s.background, { rx: 8, stroke: s.border });
  cv.text(cv.W - px - 184, y + 55, 'Sort: Best selling', { size: 14, fill: s.text });
  let th = 0;
  for (let r = 0; r < 2; r++) for (let i = 0; i < 3; i++) th = productTile(cv, gx + i * (cw + gap), y + 88 + r * (cw * 1.05 + 120), cw, r * 3 + i);
  return 88 + 2 * (th + 24);
}

function productDetail(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const p = c.products[0]!;
  const h = 560;
  cv.text(px, y + 40, `Home  /  ${c.shopCategories[0]}  /  ${p.name}`, { size: 13, fill: s.muted });
  const iw = (cv.W - px * 2) * 0.52;
  const tw = 86;
  for (let i = 0; i < 4; i++) cv.product(px, y + 64 + i * (tw + 12), tw, tw, i, 8, p.shape);
  cv.product(px + tw + 16, y + 64, iw - tw - 16, h - 90, 0, 14, p.shape);
  const rx = px + iw + 48;
  const rw = cv.W - px - rx;
  cv.text(rx, y + 90, c.brand.toUpperCase(), { size: 13, fill: s.muted, weight: 700, spacing: 2 });
  cv.paragraph(rx, y + 100, p.name, { size: 34, fill: s.text, weight: 800, maxWidth: rw, lines: 2, lineHeight: 40 });
  cv.stars(rx, y + 164, 16, p.rating);
  cv.text(rx + 100, y + 178, `${p.rating.toFixed(1)} · 128 reviews`, { size: 14, fill: s.muted });
  cv.text(rx, y + 230, p.price, { size: 30, fill: s.text, weight: 800 });
  cv.bars(rx, y + 262, rw, 3, { seed: 5 });
  cv.text(rx, y + 336, 'COLOR', { size: 12, fill: s.muted, weight: 700, spacing: 1 });
  [s.text, s.primary, s.secondary, s.accent].forEach((col, i) => cv.circle(rx + 16 + i * 42, y + 366, 15, col));
  cv.raw(`<circle cx="${rx + 16}" cy="${y + 366}" r="19" fill="none" stroke="${s.text}" stroke-width="2"/>`);
  cv.rect(rx, y + 404, 130, 52, s.background, { rx: 26, stroke: s.border });
  cv.text(rx + 65, y + 436, '−    1    +', { size: 16, fill: s.text, anchor: 'middle', weight: 600 });
  cv.rect(rx + 146, y + 404, rw - 146, 52, s.primary, { rx: 26 });
  cv.text(rx + 146 + (rw - 146) / 2, y + 436, 'Add to cart', { size: 16, fill: s.onPrimary, weight: 700, anchor: 'middle' });
  ['Free delivery over $50', 'Free 30-day returns'].forEach((t, i) => {
    cv.path(`M${rx + 2} ${y + 494 + i * 28}l5 5 9-10`, 'none', { stroke: s.primary, width: 2.5 });
    cv.text(rx + 26, y + 500 + i * 28, t, { size: 14, fill: s.muted });
  });
  return h;
}

function cart(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = 520;
  cv.text(px, y + 70, 'Your cart', { size: 36, fill: s.text, weight: 800 });
  const lw = (cv.W - px * 2) * 0.62;
  c.products.slice(0, 3).forEach((p, i) => {
    const top = y + 110 + i * 120;
    cv.product(px, top, 96, 96, i, 10, p.shape);
    cv.text(px + 120, top + 34, p.name, { size: 18, fill: s.text, weight: 700, maxWidth: lw - 320 });
    cv.text(px + 120, top + 60, `${c.shopCategories[i % c.shopCategories.length]} · In stock`, { size: 14, fill: s.muted });
    cv.rect(px + lw - 250, top + 28, 110, 40, s.background, { rx: 20, stroke: s.border });
    cv.text(px + lw - 195, top + 54, '−   1   +', { size: 14, fill: s.text, anchor: 'middle' });
    cv.text(px + lw, top + 54, p.price, { size: 18, fill: s.text, weight: 700, anchor: 'end' });
    cv.line(px, top + 110, px + lw, top + 110, s.border);
  });
  const sx = px + lw + 40;
  const sw = cv.W - px - sx;
  cv.rect(sx, y + 110, sw, 330, s.surfaceAlt, { rx: 18 });
  cv.text(sx + 28, y + 152, 'Order summary', { size: 20, fill: s.text, weight: 700 });
  const rows: Array<[string, string]> = [['Subtotal', c.products[0]!.price], ['Shipping', 'Free'], ['Tax', 'Calculated at checkout']];
  rows.forEach(([k2, v], i) => {
    cv.text(sx + 28, y + 198 + i * 34, k2, { size: 15, fill: s.muted });
    cv.text(sx + sw - 28, y + 198 + i * 34, v, { size: 15, fill: s.text, anchor: 'end' });
  });
  cv.line(sx + 28, y + 300, sx + sw - 28, y + 300, s.border);
  cv.text(sx + 28, y + 336, 'Total', { size: 18, fill: s.text, weight: 800 });
  cv.text(sx + sw - 28, y + 336, c.products[0]!.price, { size: 18, fill: s.text, weight: 800, anchor: 'end' });
  cv.rect(sx + 28, y + 364, sw - 56, 52, s.primary, { rx: 26 });
  cv.text(sx + sw / 2, y + 396, 'Checkout', { size: 16, fill: s.onPrimary, weight: 700, anchor: 'middle' });
  return h;
}

function masonry(cv: SvgCanvas, y: number): number {
  const px = pad(cv);
  const cols = 3;
  const gap = 20;
  const cw = (cv.W - px * 2 - gap * (cols - 1)) / cols;
  const heights = [[320, 240, 300], [240, 340, 260], [290, 260, 330]];
  for (let col = 0; col < cols; col++) {
    let top = y + 10;
    heights[col]!.forEach((hgt, i) => {
      cv.photo(px + col * (cw + gap), top, cw, hgt, col + i, 6);
      if (i === 0) {
        cv.text(px + col * (cw + gap) + 18, top + hgt - 40, cv.c.services[col % cv.c.services.length]!.title, { size: 18, fill: '#ffffff', weight: 700 });
        cv.text(px + col * (cw + gap) + 18, top + hgt - 18, '2025', { size: 13, fill: '#ffffff', opacity: 0.85 });
      }
      top += hgt + gap;
    });
  }
  return cv.H - y;
}

function article(cv: SvgCanvas, y: number, postTitle: string): number {
  const { s, c } = cv;
  const px = pad(cv);
  const post = c.posts[0]!;
  const cw = (cv.W - px * 2) * 0.66;
  cv.rect(px, y + 40, textWidth(post.topic, 12, 700) + 24, 26, mix(s.background, s.primary, 0.14), { rx: 13 });
  cv.text(px + 12, y + 58, post.topic.toUpperCase(), { size: 12, fill: s.primary, weight: 700 });
  const used = cv.paragraph(px, y + 80, postTitle, { size: 40, fill: s.text, weight: 800, maxWidth: cw, lines: 2, lineHeight: 48, family: c.kind === 'blog' ? 'serif' : undefined });
  cv.avatar(px + 18, y + 118 + used, 18, post.author);
  cv.text(px + 46, y + 114 + used, post.author, { size: 14, fill: s.text, weight: 700 });
  cv.text(px + 46, y + 132 + used, `${post.date} · ${post.minutes} min read`, { size: 13, fill: s.muted });
  const top = y + 160 + used;
  cv.photo(px, top, cw, 300, 1, 12);
  let ty = top + 330;
  ty += cv.bars(px, ty, cw, 4, { seed: 1 }) + 16;
  cv.rect(px, ty, 4, 64, s.accent);
  cv.paragraph(px + 24, ty - 4, c.quotes[0]!.text, { size: 20, fill: s.text, family: 'serif', maxWidth: cw - 40, lines: 2, lineHeight: 28 });
  ty += 90;
  cv.bars(px, ty, cw, 5, { seed: 4 });
  // Sidebar.
  const sx = px + cw + 48;
  const sw = cv.W - px - sx;
  cv.rect(sx, y + 40, sw, 190, s.surfaceAlt, { rx: 16 });
  cv.avatar(sx + 44, y + 90, 26, post.author);
  cv.text(sx + 84, y + 86, post.author, { size: 16, fill: s.text, weight: 700, maxWidth: sw - 100 });
  cv.text(sx + 84, y + 106, 'Staff writer', { size: 13, fill: s.muted });
  cv.bars(sx + 24, y + 138, sw - 48, 3, { seed: 2 });
  cv.text(sx, y + 280, 'POPULAR', { size: 12, fill: s.muted, weight: 700, spacing: 2 });
  c.posts.slice(1, 5).forEach((p, i) => {
    cv.text(sx, y + 324 + i * 70, `0${i + 1}`, { size: 24, fill: s.primary, weight: 800, opacity: 0.4 });
    cv.paragraph(sx + 46, y + 302 + i * 70, p.title, { size: 15, fill: s.text, weight: 600, maxWidth: sw - 46, lines: 2, lineHeight: 20 });
  });
  return Math.max(ty + 110 - y, 640);
}

function project(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  cv.text(px, y + 50, 'CASE STUDY', { size: 13, fill: s.primary, weight: 700, spacing: 2 });
  const used = cv.paragraph(px, y + 62, `${c.services[0]!.title} for ${c.logos[0]}`, { size: 48, fill: s.text, weight: 800, maxWidth: cv.W * 0.7, lines: 2, lineHeight: 56 });
  const meta: Array<[string, string]> = [['Client', c.logos[0]!], ['Year', '2025'], ['Role', c.services[1]!.title], ['Template', c.brand]];
  meta.forEach(([k2, v], i) => {
    const x = px + i * ((cv.W - px * 2) / 4);
    cv.text(x, y + 100 + used, k2.toUpperCase(), { size: 12, fill: s.muted, weight: 700, spacing: 1 });
    cv.text(x, y + 124 + used, v, { size: 16, fill: s.text, weight: 600, maxWidth: (cv.W - px * 2) / 4 - 20 });
  });
  const top = y + 160 + used;
  cv.photo(px, top, cv.W - px * 2, 380, 2, 12);
  const half = (cv.W - px * 2 - 24) / 2;
  cv.photo(px, top + 404, half, 260, 0, 12);
  cv.photo(px + half + 24, top + 404, half, 260, 3, 12);
  return top + 700 - y;
}

// ── Whole-page layouts ───────────────────────────────────────────────────────

function docs(cv: SvgCanvas, title: string): number {
  const { s, c } = cv;
  const k = scale(cv);
  const topH = 64;
  cv.rect(0, 0, cv.W, topH, s.background);
  cv.logo(28, 40, 20, s.text);
  cv.rect(cv.W * 0.32, 14, cv.W * 0.32, 36, s.surfaceAlt, { rx: 10, stroke: s.border });
  cv.text(cv.W * 0.32 + 16, 37, 'Search documentation…', { size: 14, fill: s.muted });
  cv.rect(cv.W * 0.64 - 48, 22, 36, 20, s.background, { rx: 5, stroke: s.border });
  cv.text(cv.W * 0.64 - 30, 37, '⌘K', { size: 11, fill: s.muted, anchor: 'middle' });
  let x = cv.W * 0.7;
  for (const item of c.nav.slice(0, 3)) {
    cv.text(x, 38, item, { size: 14, fill: s.text, weight: 500, opacity: 0.8 });
    x += textWidth(item, 14, 500) + 28;
  }
  cv.line(0, topH, cv.W, topH, s.border);
  // Sidebar.
  const sw = 260 * k;
  cv.rect(0, topH, sw, cv.H - topH, s.surfaceAlt);
  cv.line(sw, topH, sw, cv.H, s.border);
  let sy = topH + 40;
  c.docTopics.forEach((topic, i) => {
    cv.text(28, sy, topic.title.toUpperCase(), { size: 11, fill: s.muted, weight: 700, spacing: 1 });
    sy += 14;
    const links = i === 0 ? ['Introduction', 'Quick start', 'Project structure', 'Next steps'] : ['Overview', 'Examples'];
    links.forEach((l, j) => {
      const active = i === 0 && j === 1;
      if (active) cv.rect(16, sy + j * 30 + 4, sw - 32, 28, mix(s.background, s.primary, 0.14), { rx: 6 });
      cv.text(28, sy + j * 30 + 23, l, { size: 14, fill: active ? s.primary : s.text, weight: active ? 600 : 400, opacity: active ? 1 : 0.8 });
    });
    sy += links.length * 30 + 22;
  });
  // Content.
  const cx = sw + 56;
  const cw = cv.W - cx - 260 * k;
  cv.text(cx, topH + 44, `Docs  /  ${c.docTopics[0]!.title}  /  Quick start`, { size: 13, fill: s.muted });
  let ty = topH + 60;
  ty += cv.paragraph(cx, ty, title, { size: 34 * k, fill: s.text, weight: 800, maxWidth: cw, lines: 2, lineHeight: 42 * k });
  ty += 12;
  ty += cv.paragraph(cx, ty, c.intro, { size: 16, fill: s.muted, maxWidth: cw, lines: 3, lineHeight: 25 });
  ty += 20;
  if (c.subcategory === 'knowledge-base') {
    cv.text(cx, ty + 10, 'Popular articles', { size: 22, fill: s.text, weight: 700 });
    HELP_ARTICLES.forEach((a, i) => {
      const ry = ty + 32 + i * 58;
      cv.rect(cx, ry, cw, 48, s.surface, { rx: 10, stroke: s.border });
      cv.icon(cx + 10, ry + 8, 32, i);
      cv.text(cx + 56, ry + 30, a, { size: 15, fill: s.text, weight: 600, maxWidth: cw - 100 });
      cv.text(cx + cw - 18, ry + 30, '→', { size: 16, fill: s.primary, anchor: 'end' });
    });
  } else {
    installGuide(cv, cx, ty, cw);
  }
  // On this page.
  const rx = cv.W - 220 * k;
  cv.text(rx, topH + 44, 'ON THIS PAGE', { size: 11, fill: s.muted, weight: 700, spacing: 1 });
  ['Before you begin', 'Install', 'Configure', 'Deploy', 'Next steps'].forEach((l, i) =>
    cv.text(rx, topH + 76 + i * 28, l, { size: 14, fill: i === 1 ? s.primary : s.text, opacity: i === 1 ? 1 : 0.75, weight: i === 1 ? 600 : 400 }),
  );
  return cv.H;
}

/** A note, an install code block and the next heading of a docs page. */
function installGuide(cv: SvgCanvas, cx: number, y: number, cw: number): void {
  const { s, c } = cv;
  let ty = y;
  cv.rect(cx, ty, cw, 64, mix(s.background, s.secondary, 0.1), { rx: 10 });
  cv.rect(cx, ty, 4, 64, s.secondary);
  cv.text(cx + 22, ty + 27, 'Note', { size: 14, fill: s.secondary, weight: 700 });
  cv.text(cx + 22, ty + 48, `You need Node 20 or newer to follow this guide.`, { size: 14, fill: s.text, maxWidth: cw - 40 });
  ty += 88;
  cv.text(cx, ty + 10, 'Install', { size: 22, fill: s.text, weight: 700 });
  ty += 28;
  const code = ['$ npm install @' + c.brand.toLowerCase().replace(/[^a-z0-9]+/g, '') + '/cli', '$ npx init my-project', '$ npm run dev'];
  cv.rect(cx, ty, cw, 40 + code.length * 26, '#0f172a', { rx: 10 });
  code.forEach((line, i) => cv.text(cx + 22, ty + 34 + i * 26, line, { size: 14, fill: i === 0 ? '#7dd3fc' : '#e2e8f0', family: 'mono', maxWidth: cw - 44 }));
  ty += 64 + code.length * 26;
  cv.text(cx, ty + 10, 'Configure', { size: 22, fill: s.text, weight: 700 });
  cv.bars(cx, ty + 34, cw, 4, { seed: 3 });
}

/** A WordPress admin screen of the plugin (WordPress draws its admin in the system font). */
function pluginAdmin(cv: SvgCanvas, page: string, title: string): void {
  cv.raw(`<g font-family="-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif">`);
  pluginAdminScreen(cv, page, title);
  cv.raw('</g>');
}

function pluginAdminScreen(cv: SvgCanvas, page: string, title: string): void {
  const { s, c } = cv;
  const k = scale(cv);
  const admin = '#1d2327';
  cv.rect(0, 0, cv.W, 32, admin);
  cv.text(40, 21, `My WordPress Site   ·   +  New   ·   ${c.brand}`, { size: 13, fill: '#f0f0f1', opacity: 0.85 });
  const sw = 170 * k;
  cv.rect(0, 32, sw, cv.H - 32, admin);
  const menu = ['Dashboard', 'Posts', 'Media', 'Pages', 'Comments', c.brand, 'Appearance', 'Plugins', 'Users', 'Tools', 'Settings'];
  menu.forEach((item, i) => {
    const active = item === c.brand;
    if (active) cv.rect(0, 44 + i * 38, sw, 38, s.primary);
    cv.rect(16, 56 + i * 38, 14, 14, active ? s.onPrimary : '#a7aaad', { rx: 3, opacity: 0.8 });
    cv.text(40, 68 + i * 38, item, { size: 14, fill: active ? s.onPrimary : '#f0f0f1', weight: active ? 600 : 400, maxWidth: sw - 50 });
  });
  const bg = '#f0f0f1';
  const x0 = sw;
  cv.rect(x0, 32, cv.W - x0, cv.H - 32, bg);
  const px = x0 + 36;
  const cw = cv.W - px - 36;
  // Plugin header.
  cv.rect(x0, 32, cv.W - x0, 96, '#ffffff');
  cv.rect(px, 56, 48, 48, 'url(#hero)', { rx: 12 });
  cv.circle(px + 24, 80, 10, '#ffffff', 0.9);
  cv.text(px + 64, 78, title, { size: 20, fill: '#1d2327', weight: 700, maxWidth: cw - 260 });
  cv.text(px + 64, 100, 'Version 3.4.1 · Pro license active', { size: 13, fill: '#646970' });
  cv.button(cv.W - 36 - 150, 62, 'Save changes', { size: 14, h: 38, rx: 6 });
  const tabs = ['Dashboard', 'Settings', 'Reports', 'Tools', 'License'];
  let tx = px;
  tabs.forEach((t) => {
    const active = t.toLowerCase() === page;
    cv.text(tx, 160, t, { size: 15, fill: active ? s.primary : '#50575e', weight: active ? 700 : 500 });
    if (active) cv.rect(tx, 170, textWidth(t, 15, 700), 3, s.primary);
    tx += textWidth(t, 15, 600) + 36;
  });
  cv.line(x0, 174, cv.W, 174, '#dcdcde');
  const top = 198;
  if (page === 'settings') {
    cv.rect(px, top, cw, cv.H - top - 30, '#ffffff', { rx: 8, stroke: '#dcdcde' });
    const settings = c.features.slice(0, 7);
    settings.forEach((f, i) => {
      const ry = top + 30 + i * 74;
      if (ry + 60 > cv.H) return;
      cv.text(px + 28, ry + 20, f, { size: 16, fill: '#1d2327', weight: 600, maxWidth: cw * 0.55 });
      cv.text(px + 28, ry + 44, 'Recommended for most sites. You can change this at any time.', { size: 13, fill: '#646970', maxWidth: cw * 0.55 });
      const on = i % 3 !== 2;
      cv.rect(px + cw - 86, ry + 10, 52, 28, on ? s.primary : '#c3c4c7', { rx: 14 });
      cv.circle(px + cw - (on ? 48 : 72), ry + 24, 11, '#ffffff');
      if (i < settings.length - 1) cv.line(px + 28, ry + 62, px + cw - 28, ry + 62, '#f0f0f1');
    });
    return;
  }
  // Stat cards.
  const cards = page === 'reports' ? [['Events this week', '12,482'], ['Top source', 'Direct'], ['Change', '+18.2%'], ['Alerts', '3']] : c.dashboard.cards;
  const gap = 20;
  const cardW = (cw - gap * 3) / 4;
  cards.forEach(([label, value], i) => {
    const x = px + i * (cardW + gap);
    cv.rect(x, top, cardW, 110, '#ffffff', { rx: 8, stroke: '#dcdcde' });
    cv.text(x + 20, top + 34, label!, { size: 13, fill: '#646970', maxWidth: cardW - 40 });
    cv.text(x + 20, top + 80, value!, { size: 30, fill: i === 0 ? s.primary : '#1d2327', weight: 800 });
  });
  // Chart.
  const ch = cv.H - top - 170;
  const chartW = page === 'reports' ? cw : cw * 0.64;
  cv.rect(px, top + 130, chartW, ch, '#ffffff', { rx: 8, stroke: '#dcdcde' });
  cv.text(px + 24, top + 166, page === 'reports' ? 'Traffic by day' : 'Activity, last 30 days', { size: 16, fill: '#1d2327', weight: 700 });
  const gx = px + 24;
  const gy = top + 190;
  const gw = chartW - 48;
  const gh = ch - 90;
  for (let i = 0; i <= 4; i++) cv.line(gx, gy + (gh / 4) * i, gx + gw, gy + (gh / 4) * i, '#f0f0f1');
  const values = [0.3, 0.45, 0.38, 0.6, 0.52, 0.7, 0.64, 0.8, 0.72, 0.9, 0.78, 0.95];
  if (page === 'reports' || c.dashboard.chart === 'bars') {
    const bw = gw / values.length;
    values.forEach((v, i) => cv.rect(gx + i * bw + bw * 0.2, gy + gh * (1 - v), bw * 0.6, gh * v, i % 2 ? s.secondary : s.primary, { rx: 4 }));
  } else {
    const pts = values.map((v, i) => `${(gx + (gw / (values.length - 1)) * i).toFixed(1)} ${(gy + gh * (1 - v)).toFixed(1)}`);
    cv.path(`M${gx} ${gy + gh}L${pts.join('L')}L${gx + gw} ${gy + gh}Z`, s.primary, { opacity: 0.12 });
    cv.path(`M${pts.join('L')}`, 'none', { stroke: s.primary, width: 3 });
  }
  if (page !== 'reports') {
    const lx = px + chartW + 20;
    const lw = cw - chartW - 20;
    cv.rect(lx, top + 130, lw, ch, '#ffffff', { rx: 8, stroke: '#dcdcde' });
    cv.text(lx + 20, top + 166, 'Recent events', { size: 16, fill: '#1d2327', weight: 700 });
    c.dashboard.events.forEach((e, i) => {
      const ry = top + 200 + i * 46;
      if (ry + 30 > top + 130 + ch) return;
      cv.circle(lx + 26, ry, 5, [s.primary, s.secondary, s.accent][i % 3]!);
      cv.text(lx + 42, ry + 5, e, { size: 14, fill: '#1d2327', maxWidth: lw - 120 });
      cv.text(lx + lw - 20, ry + 5, `${i * 7 + 2}m`, { size: 12, fill: '#646970', anchor: 'end' });
    });
  }
}

function email(cv: SvgCanvas, page: string, title: string): void {
  const { s, c } = cv;
  const k = scale(cv);
  cv.rect(0, 0, cv.W, cv.H, mix(s.background, s.text, 0.08));
  // Mail client chrome.
  cv.rect(0, 0, cv.W, 56, s.surface);
  cv.text(28, 35, `Inbox  ›  ${c.brand}`, { size: 14, fill: s.muted });
  cv.text(cv.W - 28, 35, 'Reply   Forward   ⋯', { size: 14, fill: s.muted, anchor: 'end' });
  cv.line(0, 56, cv.W, 56, s.border);
  const mobile = page === 'email-mobile';
  const ew = mobile ? 360 * k : 600 * k;
  const ex = mobile ? cv.W * 0.58 : (cv.W - ew) / 2;
  const top = mobile ? 96 : 80;
  if (mobile) {
    cv.text(cv.W * 0.1, 220, 'Looks great', { size: 40, fill: s.text, weight: 800 });
    cv.text(cv.W * 0.1, 270, 'on every screen', { size: 40, fill: s.primary, weight: 800 });
    cv.paragraph(cv.W * 0.1, 300, 'Responsive layouts that stack on phones and stay sharp in Gmail, Outlook and Apple Mail.', { size: 17, fill: s.muted, maxWidth: cv.W * 0.38, lines: 3, lineHeight: 26 });
    cv.rect(ex - 14, top - 14, ew + 28, cv.H, '#0b0b0f', { rx: 40 });
  }
  cv.rect(ex, top, ew, cv.H - top + 40, s.surface, { shadow: !mobile, rx: mobile ? 28 : 0 });
  cv.rect(ex, top, ew, 70, s.background, { rx: mobile ? 28 : 0 });
  cv.logo(ex + 28, top + 44, 20, s.text);
  cv.text(ex + ew - 28, top + 42, 'View in browser', { size: 12, fill: s.muted, anchor: 'end' });
  let y = top + 70;
  if (page === 'email-promo') {
    cv.rect(ex, y, ew, 260 * k, 'url(#hero)');
    cv.text(ex + ew / 2, y + 70 * k, 'THIS WEEKEND ONLY', { size: 14, fill: s.onPrimary, weight: 700, anchor: 'middle', spacing: 3 });
    cv.text(ex + ew / 2, y + 160 * k, '30% OFF', { size: 84 * k, fill: s.onPrimary, weight: 800, anchor: 'middle' });
    cv.text(ex + ew / 2, y + 210 * k, 'Use code HELLO30 at checkout', { size: 16, fill: s.onPrimary, anchor: 'middle', opacity: 0.9 });
    y += 260 * k + 28;
    const tw = (ew - 84) / 2;
    for (let i = 0; i < 4; i++) {
      const tx = ex + 28 + (i % 2) * (tw + 28);
      const ty = y + Math.floor(i / 2) * (tw * 0.8 + 70);
      cv.product(tx, ty, tw, tw * 0.8, i, 8, c.products[i]!.shape);
      cv.text(tx, ty + tw * 0.8 + 26, c.products[i]!.name, { size: 15, fill: s.text, weight: 600, maxWidth: tw });
      cv.text(tx, ty + tw * 0.8 + 48, c.products[i]!.price, { size: 15, fill: s.primary, weight: 700 });
    }
    return;
  }
  cv.photo(ex, y, ew, (mobile ? 200 : 250) * k, 0, 0);
  y += (mobile ? 200 : 250) * k + 36;
  y += cv.paragraph(ex + 36, y, title, { size: (mobile ? 24 : 30) * k, fill: s.text, weight: 800, maxWidth: ew - 72, lines: 3, lineHeight: (mobile ? 30 : 38) * k });
  y += 14;
  y += cv.paragraph(ex + 36, y, c.intro, { size: 16, fill: s.muted, maxWidth: ew - 72, lines: 3, lineHeight: 25 });
  y += 24;
  cv.button(ex + 36, y, c.tagline.length < 24 ? c.tagline : 'Read more', { size: 15, rx: 6 });
  y += 84;
  const tw = mobile ? ew - 72 : (ew - 96) / 2;
  c.posts.slice(0, mobile ? 1 : 2).forEach((p, i) => {
    const tx = ex + 36 + i * (tw + 24);
    cv.photo(tx, y, tw, 130, i + 1, 6);
    cv.paragraph(tx, y + 140, p.title, { size: 16, fill: s.text, weight: 700, maxWidth: tw, lines: 2, lineHeight: 21 });
  });
}

function artboards(cv: SvgCanvas, page: string, title: string): void {
  const { s, c } = cv;
  const canvasBg = s.dark ? '#1e1e1e' : '#e9e9ec';
  cv.rect(0, 0, cv.W, cv.H, canvasBg);
  for (let x = 20; x < cv.W; x += 40) for (let y = 20; y < cv.H; y += 40) cv.circle(x, y, 1.2, s.dark ? '#3a3a3a' : '#cfcfd4');
  if (page === 'artboard-detail') {
    // An editor around one design: layers on the left, properties on the right.
    cv.rect(0, 0, 240, cv.H, '#2c2c2c');
    cv.text(20, 36, 'Layers', { size: 14, fill: '#ffffff', weight: 700 });
    ['Headline', 'Subline', 'Button', 'Photo', 'Shape 1', 'Shape 2', 'Background'].forEach((l, i) => {
      if (i === 0) cv.rect(8, 52 + i * 32, 224, 30, '#0d99ff', { rx: 4, opacity: 0.35 });
      cv.text(24, 72 + i * 32, l, { size: 13, fill: '#e5e5e5' });
    });
    cv.rect(cv.W - 260, 0, 260, cv.H, '#2c2c2c');
    cv.text(cv.W - 240, 36, 'Design', { size: 14, fill: '#ffffff', weight: 700 });
    [s.primary, s.secondary, s.accent, s.background, s.text].forEach((col, i) => {
      cv.rect(cv.W - 240, 64 + i * 36, 22, 22, col, { rx: 4, stroke: '#555555' });
      cv.text(cv.W - 206, 80 + i * 36, col.toUpperCase(), { size: 13, fill: '#e5e5e5', family: 'mono' });
    });
    const aw = (cv.H - 120) * 0.72;
    design(cv, (cv.W - aw) / 2, 60, aw, cv.H - 120, 0, title);
    cv.raw(`<rect x="${((cv.W - aw) / 2).toFixed(1)}" y="60" width="${aw.toFixed(1)}" height="${cv.H - 120}" fill="none" stroke="#0d99ff" stroke-width="2"/>`);
    return;
  }
  // Three artboards side by side, sized like the product (posts, banners or print).
  const label = (x: number, y: number, text: string) => cv.text(x, y - 12, text, { size: 13, fill: s.dark ? '#bbbbbb' : '#555555' });
  const area = cv.H - 160;
  const boards: Array<[number, number, string]> =
    c.subcategory === 'banners'
      ? [[cv.W * 0.62, area * 0.18, 'Leaderboard 728×90'], [area * 0.5, area * 0.42, 'Rectangle 300×250'], [area * 0.2, area * 0.8, 'Skyscraper 160×600']]
      : c.subcategory === 'social-media'
        ? [[area * 0.55, area * 0.55, 'Post 1080×1080'], [area * 0.42, area * 0.75, 'Story 1080×1920'], [area * 0.55, area * 0.55, 'Carousel 1080×1080']]
        : [[area * 0.55, area * 0.78, 'A4 front'], [area * 0.55, area * 0.78, 'A4 back'], [area * 0.38, area * 0.54, 'A5 flyer']];
  const total = boards.reduce((sum, [w]) => sum + w, 0) + 60 * (boards.length - 1);
  let x = Math.max(40, (cv.W - total) / 2);
  if (total > cv.W - 80) {
    // Wide banner formats: stack the leaderboard on top.
    const [lw, lh, ll] = boards[0]!;
    label((cv.W - lw) / 2, 90, ll);
    design(cv, (cv.W - lw) / 2, 90, lw, lh, 0, title);
    const rest = boards.slice(1);
    let rx = (cv.W - rest.reduce((sum, [w]) => sum + w, 0) - 60) / 2;
    rest.forEach(([w, h, l], i) => {
      label(rx, 150 + lh, l);
      design(cv, rx, 150 + lh, w, Math.min(h, cv.H - 190 - lh), i + 1, title);
      rx += w + 60;
    });
    return;
  }
  boards.forEach(([w, h, l], i) => {
    const y = 100 + (area - h) / 2;
    label(x, y, l);
    design(cv, x, y, w, h, i, title);
    x += w + 60;
  });
}

/** A launch page: gradient, countdown and a waitlist form. */
function comingSoon(cv: SvgCanvas, title: string, dark: boolean): void {
  const { s, c } = cv;
  const k = scale(cv);
  const mid = cv.W / 2;
  const fg = dark ? '#ffffff' : s.onPrimary;
  cv.rect(0, 0, cv.W, cv.H, dark ? mix(s.footer, '#000000', 0.3) : 'url(#hero)');
  cv.circle(cv.W * 0.12, cv.H * 0.85, cv.H * 0.35, dark ? s.primary : '#ffffff', dark ? 0.25 : 0.08);
  cv.circle(cv.W * 0.9, cv.H * 0.12, cv.H * 0.28, dark ? s.accent : '#ffffff', dark ? 0.2 : 0.08);
  cv.logo(pad(cv), 64, 22, fg, dark ? s.primary : mix(s.primary, '#ffffff', 0.25));
  const pill = dark ? 'We’re tuning things up' : 'Launching soon';
  const pw = textWidth(pill, 14, 600) + 40;
  cv.rect(mid - pw / 2, cv.H * 0.2, pw, 34, '#ffffff', { rx: 17, opacity: 0.15 });
  cv.text(mid, cv.H * 0.2 + 22, pill, { size: 14, fill: fg, weight: 600, anchor: 'middle' });
  const lines = wrapText(title, 50 * k, cv.W * 0.72, 2, 800);
  lines.forEach((l, i) => cv.text(mid, cv.H * 0.2 + 100 * k + i * 60 * k, l, { size: 50 * k, fill: fg, weight: 800, anchor: 'middle' }));
  let y = cv.H * 0.2 + 100 * k + lines.length * 60 * k;
  cv.text(mid, y, fitTo(c.tagline, 18, cv.W * 0.6), { size: 18, fill: fg, opacity: 0.85, anchor: 'middle' });
  y += 40;
  const units: Array<[string, string]> = [['12', 'Days'], ['08', 'Hours'], ['45', 'Minutes'], ['30', 'Seconds']];
  const bw = 120 * k;
  const gap = 20;
  const x0 = mid - (units.length * bw + (units.length - 1) * gap) / 2;
  units.forEach(([v, l], i) => {
    const x = x0 + i * (bw + gap);
    cv.rect(x, y, bw, bw, '#ffffff', { rx: 18, opacity: 0.14 });
    cv.text(x + bw / 2, y + bw * 0.55, v, { size: 44 * k, fill: fg, weight: 800, anchor: 'middle' });
    cv.text(x + bw / 2, y + bw * 0.8, l.toUpperCase(), { size: 12, fill: fg, weight: 700, anchor: 'middle', spacing: 2, opacity: 0.8 });
  });
  y += bw + 44;
  const fw = 460;
  cv.rect(mid - fw / 2, y, fw, 56, '#ffffff', { rx: 28 });
  cv.text(mid - fw / 2 + 26, y + 34, 'Enter your email', { size: 15, fill: '#6b7280' });
  cv.rect(mid + fw / 2 - 150, y + 6, 144, 44, dark ? s.primary : s.text, { rx: 22 });
  cv.text(mid + fw / 2 - 78, y + 34, 'Notify me', { size: 15, fill: dark ? s.onPrimary : s.background, weight: 700, anchor: 'middle' });
  for (let i = 0; i < 4; i++) cv.circle(mid - 66 + i * 44, cv.H - 50, 15, '#ffffff', 0.15);
}

/** An error page: a giant code, a friendly line and the way back. */
function errorPage(cv: SvgCanvas, title: string, code: string): void {
  const { s, c } = cv;
  const k = scale(cv);
  const mid = cv.W / 2;
  stack(cv, [nav]);
  cv.circle(mid, cv.H * 0.42, 190 * k, s.primary, 0.08);
  cv.circle(mid + 170 * k, cv.H * 0.28, 34 * k, s.accent, 0.8);
  cv.circle(mid - 210 * k, cv.H * 0.55, 14 * k, s.secondary, 0.7);
  for (let i = 0; i < 14; i++) cv.circle(((i * 379) % cv.W) + 20, 110 + ((i * 211) % (cv.H - 200)), 2 + (i % 3), s.muted, 0.35);
  cv.text(mid, cv.H * 0.5, code, { size: 220 * k, fill: s.primary, weight: 800, anchor: 'middle', spacing: -6 });
  const headline = code === '404' ? c.tagline : 'Something went wrong on our side';
  cv.text(mid, cv.H * 0.5 + 60 * k, fitTo(headline, 30 * k, cv.W * 0.8), { size: 30 * k, fill: s.text, weight: 800, anchor: 'middle' });
  cv.text(mid, cv.H * 0.5 + 100 * k, fitTo(title, 17, cv.W * 0.7), { size: 17, fill: s.muted, anchor: 'middle' });
  const w1 = textWidth('Back to home', 16, 600) + 16 * 2.6;
  const w2 = textWidth('Contact support', 16, 600) + 16 * 2.6;
  const bx = mid - (w1 + w2 + 14) / 2;
  cv.button(bx, cv.H * 0.5 + 130 * k, 'Back to home', { size: 16 });
  cv.button(bx + w1 + 14, cv.H * 0.5 + 130 * k, 'Contact support', { size: 16, outline: true, fill: s.text });
}

/** One marketing design (post, ad, flyer page) in the palette. */
function design(cv: SvgCanvas, x: number, y: number, w: number, h: number, variant: number, title: string): void {
  const { s } = cv;
  const bgs = [s.primary, s.background, s.secondary];
  const bg = bgs[variant % 3]!;
  const fg = variant % 3 === 1 ? s.text : readableOn(bg);
  cv.rect(x, y, w, h, bg, { shadow: true });
  cv.beginClip(x, y, w, h);
  drawDesign(cv, x, y, w, h, variant, title, fg);
  cv.endClip();
}

function drawDesign(cv: SvgCanvas, x: number, y: number, w: number, h: number, variant: number, title: string, fg: string): void {
  const { s, c } = cv;
  const wide = w > h * 2.5;
  const tall = h > w * 1.8;
  if (wide) {
    cv.photo(x + w * 0.68, y, w * 0.32, h, variant, 0);
    cv.text(x + h * 0.3, y + h * 0.48, fitTo(c.tagline, h * 0.26, w * 0.45), { size: h * 0.26, fill: fg, weight: 800 });
    cv.text(x + h * 0.3, y + h * 0.78, c.brand, { size: h * 0.16, fill: fg, opacity: 0.8 });
    cv.button(x + w * 0.5, y + h * 0.28, c.cta, { size: h * 0.16, h: h * 0.44, fill: s.accent, color: s.onAccent });
    return;
  }
  const m = Math.min(w, h) * 0.08;
  const photoH = tall ? h * 0.4 : h * 0.45;
  cv.circle(x + w * 0.85, y + h * 0.12, Math.min(w, h) * 0.22, s.accent, 0.35);
  if (variant % 2 === 0) cv.photo(x + m, y + h - photoH - m, w - m * 2, photoH, variant + 1, 4);
  else cv.photo(x, y, w, photoH, variant + 1, 0);
  const ty = variant % 2 === 0 ? y + m : y + photoH + m * 0.6;
  const size = Math.max(12, Math.min(w * 0.1, h * 0.075));
  cv.text(x + m, ty + size * 0.9, c.brand.toUpperCase(), { size: size * 0.42, fill: fg, weight: 700, spacing: 2, opacity: 0.8 });
  const lines = wrapText(variant === 0 ? title : c.tagline, size, w - m * 2, 3, 800);
  lines.forEach((l, i) => cv.text(x + m, ty + size * 2.1 + i * size * 1.12, l, { size, fill: fg, weight: 800 }));
  const by = ty + size * 2.4 + lines.length * size * 1.12;
  if (by + size * 1.6 < y + h - (variant % 2 === 0 ? photoH + m : 0)) {
    cv.rect(x + m, by, textWidth(c.cta, size * 0.45, 600) + size * 1.2, size * 1.3, s.accent, { rx: size * 0.65 });
    cv.text(x + m + size * 0.6, by + size * 0.82, c.cta, { size: size * 0.45, fill: s.onAccent, weight: 700 });
  }
}


function fitTo(text: string, size: number, maxWidth: number): string {
  return wrapText(text, size, maxWidth, 1, 700)[0] ?? '';
}
