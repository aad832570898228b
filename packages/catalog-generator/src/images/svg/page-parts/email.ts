// An email template in a mail client: the newsletter, the promotion and the phone view.
import { mix } from '../../../shared/colors';
import { scale } from '../blocks';
import type { SvgCanvas } from '../canvas';

export function email(cv: SvgCanvas, page: string, title: string): void {
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
    cv.paragraph(cv.W * 0.1, 300, 'Responsive layouts that stack on phones and stay sharp in Gmail, Outlook and Apple Mail.', {
      size: 17,
      fill: s.muted,
      maxWidth: cv.W * 0.38,
      lines: 3,
      lineHeight: 26,
    });
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
      cv.product(tx, ty, tw, tw * 0.8, i, 8, c.products[i]!.motif);
      cv.text(tx, ty + tw * 0.8 + 26, c.products[i]!.name, { size: 15, fill: s.text, weight: 600, maxWidth: tw });
      cv.text(tx, ty + tw * 0.8 + 48, c.products[i]!.price, { size: 15, fill: s.primary, weight: 700 });
    }
    return;
  }
  cv.photo(ex, y, ew, (mobile ? 200 : 250) * k, 0, 0);
  y += (mobile ? 200 : 250) * k + 36;
  y += cv.paragraph(ex + 36, y, title, {
    size: (mobile ? 24 : 30) * k,
    fill: s.text,
    weight: 800,
    maxWidth: ew - 72,
    lines: 3,
    lineHeight: (mobile ? 30 : 38) * k,
  });
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
