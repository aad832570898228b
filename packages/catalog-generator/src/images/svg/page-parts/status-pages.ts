// Whole-screen status pages: coming soon and the 404 / 500 error pages.
import { mix } from '../../../shared/colors';
import { pad, scale, stack } from '../blocks';
import type { SvgCanvas } from '../canvas';
import { fitTo, textWidth, wrapText } from '../text-fit';
import { nav } from './furniture';

/** A launch page: gradient, countdown and a waitlist form. */
export function comingSoon(cv: SvgCanvas, title: string, dark: boolean): void {
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
  const units: Array<[string, string]> = [
    ['12', 'Days'],
    ['08', 'Hours'],
    ['45', 'Minutes'],
    ['30', 'Seconds'],
  ];
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
export function errorPage(cv: SvgCanvas, title: string, code: string): void {
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
