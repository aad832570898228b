// A plugin's WordPress admin screens: dashboard, settings and reports.
import { scale } from '../blocks';
import type { SvgCanvas } from '../canvas';
import { textWidth } from '../text-fit';

/** A WordPress admin screen of the plugin (WordPress draws its admin in the system font). */
export function pluginAdmin(cv: SvgCanvas, page: string, title: string): void {
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
      cv.text(px + 28, ry + 44, 'Recommended for most sites. You can change this at any time.', {
        size: 13,
        fill: '#646970',
        maxWidth: cw * 0.55,
      });
      const on = i % 3 !== 2;
      cv.rect(px + cw - 86, ry + 10, 52, 28, on ? s.primary : '#c3c4c7', { rx: 14 });
      cv.circle(px + cw - (on ? 48 : 72), ry + 24, 11, '#ffffff');
      if (i < settings.length - 1) cv.line(px + 28, ry + 62, px + cw - 28, ry + 62, '#f0f0f1');
    });
    return;
  }
  // Stat cards.
  const cards =
    page === 'reports'
      ? [
          ['Events this week', '12,482'],
          ['Top source', 'Direct'],
          ['Change', '+18.2%'],
          ['Alerts', '3'],
        ]
      : c.dashboard.cards;
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
    values.forEach((v, i) =>
      cv.rect(gx + i * bw + bw * 0.2, gy + gh * (1 - v), bw * 0.6, gh * v, i % 2 ? s.secondary : s.primary, { rx: 4 }),
    );
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
