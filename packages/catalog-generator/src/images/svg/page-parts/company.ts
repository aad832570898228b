// The company pages' parts: the about story, the team and the contact form.
import { mix } from '../../../shared/colors';
import { pad } from '../blocks';
import type { SvgCanvas } from '../canvas';
import { sectionTitle } from './furniture';

export function aboutStory(cv: SvgCanvas, y: number): number {
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

export function team(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h0 = sectionTitle(cv, y, 'Team', 'Meet the people behind the work');
  const gap = 24;
  const cw = (cv.W - px * 2 - gap * 3) / 4;
  c.team.forEach((member, i) => {
    const x = px + i * (cw + gap);
    cv.product(x, y + h0 + 10, cw, cw * 0.9, i, 16, 'person');
    cv.text(x, y + h0 + cw * 0.9 + 42, member.name, { size: 17, fill: s.text, weight: 700 });
    cv.text(x, y + h0 + cw * 0.9 + 64, member.role, { size: 14, fill: s.muted });
  });
  return h0 + cw * 0.9 + 110;
}

export function contact(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = 500;
  const lw = (cv.W - px * 2) * 0.42;
  cv.text(px, y + 80, 'Get in touch', { size: 30, fill: s.text, weight: 800 });
  cv.text(px, y + 114, 'Questions, ideas or just hello — we would love to hear from you.', { size: 15, fill: s.muted, maxWidth: lw });
  const rows: Array<[string, string]> = [
    ['Visit us', c.address],
    ['Email', c.email],
    ['Call', c.phone],
  ];
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
