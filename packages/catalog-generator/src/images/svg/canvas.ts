// SvgCanvas: collects the SVG elements of one image, with the drawing primitives every page part uses.
import type { PageContent } from '../../content/page-types';
import { mix } from '../../shared/colors';
import { escapeMarkup as esc } from '../../shared/markup';
import { LAYOUTS } from '../../content/design-vocabulary';
import { placeMotif, scene } from '../motifs';
import { paintOf, tintOf } from '../motifs/paint';
import { fitText, textWidth, wrapText } from './text-fit';

export interface TextOptions {
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
  family?: 'serif' | 'mono';
  spacing?: number;
  /** Truncated with an ellipsis to fit. */
  maxWidth?: number;
}

const SERIF = "Georgia, 'Times New Roman', serif";
const MONO = 'ui-monospace, Menlo, Consolas, monospace';

const n = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** Collects SVG elements for one image; every text passes through escapeMarkup. */
export class SvgCanvas {
  private readonly parts: string[] = [];
  private clipCount = 0;

  constructor(
    readonly W: number,
    readonly H: number,
    readonly c: PageContent,
  ) {}

  get s() {
    return this.c.scheme;
  }

  raw(svg: string): void {
    this.parts.push(svg);
  }

  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    fill: string,
    o: { rx?: number; stroke?: string; opacity?: number; shadow?: boolean } = {},
  ): void {
    if (w <= 0 || h <= 0) return;
    this.parts.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${o.rx ? ` rx="${n(o.rx)}"` : ''} fill="${fill}"${
        o.stroke ? ` stroke="${o.stroke}"` : ''
      }${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ''}${o.shadow ? ' filter="url(#sh)"' : ''}/>`,
    );
  }

  circle(cx: number, cy: number, r: number, fill: string, opacity?: number): void {
    this.parts.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${opacity !== undefined ? ` opacity="${opacity}"` : ''}/>`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1): void {
    this.parts.push(`<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${width}"/>`);
  }

  path(d: string, fill: string, o: { stroke?: string; width?: number; opacity?: number } = {}): void {
    this.parts.push(
      `<path d="${d}" fill="${fill}"${o.stroke ? ` stroke="${o.stroke}" stroke-width="${o.width ?? 2}" stroke-linecap="round" stroke-linejoin="round"` : ''}${
        o.opacity !== undefined ? ` opacity="${o.opacity}"` : ''
      }/>`,
    );
  }

  text(x: number, y: number, value: string, o: TextOptions): void {
    const content = o.maxWidth ? fitText(value, o.size, o.maxWidth, o.weight) : value;
    const family = o.family === 'serif' ? ` font-family="${SERIF}"` : o.family === 'mono' ? ` font-family="${MONO}"` : '';
    this.parts.push(
      `<text x="${n(x)}" y="${n(y)}" font-size="${n(o.size)}" fill="${o.fill}"${o.weight ? ` font-weight="${o.weight}"` : ''}${
        o.anchor && o.anchor !== 'start' ? ` text-anchor="${o.anchor}"` : ''
      }${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ''}${o.spacing ? ` letter-spacing="${o.spacing}"` : ''}${family}>${esc(content)}</text>`,
    );
  }

  /** Wrapped text; returns the height used. */
  paragraph(x: number, y: number, value: string, o: TextOptions & { maxWidth: number; lines: number; lineHeight?: number }): number {
    const lh = o.lineHeight ?? o.size * 1.3;
    const lines = wrapText(value, o.size, o.maxWidth, o.lines, o.weight);
    lines.forEach((l, i) => this.text(x, y + o.size + i * lh, l, { ...o, maxWidth: undefined }));
    return lines.length * lh;
  }

  /** Lines of body copy drawn as soft bars (real screenshots at thumbnail size look like this). */
  bars(x: number, y: number, w: number, count: number, o: { h?: number; gap?: number; fill?: string; seed?: number } = {}): number {
    const h = o.h ?? 8;
    const gap = o.gap ?? 14;
    const seed = o.seed ?? 0;
    for (let i = 0; i < count; i++) {
      const width = i === count - 1 ? w * (0.45 + ((seed + i * 7) % 4) * 0.08) : w * (0.86 + ((seed + i * 3) % 3) * 0.07);
      this.rect(x, y + i * gap, Math.min(w, width), h, o.fill ?? this.s.faint, { rx: h / 2 });
    }
    return count * gap;
  }

  private clip(x: number, y: number, w: number, h: number, rx: number): string {
    const id = `c${++this.clipCount}`;
    this.parts.push(`<clipPath id="${id}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}"/></clipPath>`);
    return id;
  }

  /** Starts a group clipped to a rounded rectangle; close it with endClip(). */
  beginClip(x: number, y: number, w: number, h: number, rx = 0): void {
    const id = this.clip(x, y, w, h, rx);
    this.parts.push(`<g clip-path="url(#${id})">`);
  }

  endClip(): void {
    this.parts.push('</g>');
  }

  /** A picture of the subject: its drawn motifs on a soft tint, composed by variant and layout (images/motifs). */
  photo(x: number, y: number, w: number, h: number, variant: number, rx = 10): void {
    if (w <= 0 || h <= 0) return;
    this.beginClip(x, y, w, h, rx);
    this.rect(x, y, w, h, tintOf(this.s, variant));
    this.parts.push(
      `<g transform="translate(${n(x)} ${n(y)})">${scene(this.c.motifs, variant, this.layoutTurn, paintOf(this.s), w, h)}</g>`,
    );
    this.endClip();
  }

  /** A product shot: a soft tile with the product's motif (a bottle, a dress, headphones...) on a shadow. */
  product(x: number, y: number, w: number, h: number, variant: number, rx = 10, motif?: string): void {
    this.rect(x, y, w, h, tintOf(this.s, variant), { rx });
    const size = Math.min(w, h) * 0.62;
    this.parts.push(
      `<ellipse cx="${n(x + w / 2)}" cy="${n(y + h / 2 + size * 0.46)}" rx="${n(size * 0.38)}" ry="${n(size * 0.06)}" fill="${this.s.text}" opacity="0.12"/>`,
    );
    this.parts.push(
      placeMotif(motif ?? this.c.motifs[variant % this.c.motifs.length], paintOf(this.s), x + (w - size) / 2, y + (h - size) / 2, size),
    );
  }

  private get layoutTurn(): number {
    return Math.max(0, LAYOUTS.indexOf(this.c.layout));
  }

  /** A pill button; returns its width. */
  button(
    x: number,
    y: number,
    label: string,
    o: { fill?: string; color?: string; size?: number; h?: number; outline?: boolean; rx?: number } = {},
  ): number {
    const size = o.size ?? 15;
    const h = o.h ?? size * 2.9;
    const w = textWidth(label, size, 600) + size * 2.6;
    const fill = o.fill ?? this.s.primary;
    if (o.outline) this.rect(x, y, w, h, 'none', { rx: o.rx ?? h / 2, stroke: fill });
    else this.rect(x, y, w, h, fill, { rx: o.rx ?? h / 2 });
    this.text(x + w / 2, y + h / 2 + size * 0.36, label, {
      size,
      fill: o.color ?? (o.outline ? fill : this.s.onPrimary),
      weight: 600,
      anchor: 'middle',
    });
    return w;
  }

  avatar(cx: number, cy: number, r: number, name: string, fill?: string): void {
    const bg = fill ?? mix(this.s.secondary, this.s.background, 0.2);
    this.circle(cx, cy, r, bg);
    const initials = name
      .split(/\s+/)
      .map((p) => p[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase();
    this.text(cx, cy + r * 0.36, initials, { size: r * 0.9, fill: '#ffffff', weight: 700, anchor: 'middle' });
  }

  stars(x: number, y: number, size: number, rating: number): void {
    for (let i = 0; i < 5; i++) {
      this.parts.push(
        `<use href="#star" x="${n(x + i * size * 1.15)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" fill="${i < Math.round(rating) ? '#f5a623' : this.s.faint}"/>`,
      );
    }
  }

  /** A feature icon: a tinted rounded square with a simple glyph. */
  icon(x: number, y: number, size: number, variant: number, color?: string): void {
    const c = color ?? [this.s.primary, this.s.secondary, this.s.accent][variant % 3]!;
    this.rect(x, y, size, size, mix(this.s.background, c, this.s.dark ? 0.3 : 0.14), { rx: size * 0.28 });
    const cx = x + size / 2;
    const cy = y + size / 2;
    const r = size * 0.22;
    switch (variant % 4) {
      case 0:
        this.path(`M${n(cx - r)} ${n(cy)}L${n(cx - r * 0.2)} ${n(cy + r * 0.8)}L${n(cx + r)} ${n(cy - r * 0.7)}`, 'none', {
          stroke: c,
          width: size * 0.08,
        });
        break;
      case 1:
        this.path(
          `M${n(cx - r * 0.4)} ${n(cy - r)}L${n(cx + r * 0.6)} ${n(cy - r)}L${n(cx - r * 0.1)} ${n(cy)}L${n(cx + r * 0.5)} ${n(cy)}L${n(cx - r * 0.6)} ${n(cy + r * 1.1)}L${n(cx - r * 0.05)} ${n(cy + r * 0.15)}L${n(cx - r * 0.6)} ${n(cy + r * 0.15)}Z`,
          c,
        );
        break;
      case 2:
        this.parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${c}" stroke-width="${n(size * 0.08)}"/>`);
        this.circle(cx, cy, r * 0.35, c);
        break;
      default:
        this.rect(cx - r, cy - r, r * 0.85, r * 0.85, c, { rx: r * 0.2 });
        this.rect(cx + r * 0.15, cy - r, r * 0.85, r * 0.85, c, { rx: r * 0.2, opacity: 0.6 });
        this.rect(cx - r, cy + r * 0.15, r * 0.85, r * 0.85, c, { rx: r * 0.2, opacity: 0.6 });
        this.rect(cx + r * 0.15, cy + r * 0.15, r * 0.85, r * 0.85, c, { rx: r * 0.2 });
    }
  }

  /** The brand's logo: a mark and the name. Returns its width. */
  logo(x: number, y: number, size: number, color: string, mark = this.s.primary): number {
    this.rect(x, y - size * 0.85, size * 1.1, size * 1.1, mark, { rx: size * 0.3 });
    this.circle(x + size * 0.55, y - size * 0.3, size * 0.22, '#ffffff', 0.9);
    const label = fitText(this.c.brand, size, 260, 700);
    this.text(x + size * 1.5, y, label, { size, fill: color, weight: 700 });
    return size * 1.5 + textWidth(label, size, 700);
  }

  toString(): string {
    const s = this.s;
    const defs =
      `<defs>` +
      `<linearGradient id="p0" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(s.primary, '#ffffff', 0.25)}"/><stop offset="1" stop-color="${s.secondary}"/></linearGradient>` +
      `<linearGradient id="p1" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(s.secondary, '#ffffff', 0.3)}"/><stop offset="1" stop-color="${s.accent}"/></linearGradient>` +
      `<linearGradient id="p2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(s.accent, '#ffffff', 0.45)}"/><stop offset="1" stop-color="${s.primary}"/></linearGradient>` +
      `<linearGradient id="p3" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(s.primary, s.background, 0.55)}"/><stop offset="1" stop-color="${mix(s.secondary, '#000000', 0.15)}"/></linearGradient>` +
      `<linearGradient id="hero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${s.primary}"/><stop offset="1" stop-color="${mix(s.secondary, s.primary, 0.35)}"/></linearGradient>` +
      `<filter id="sh" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="8" stdDeviation="12" flood-color="#000000" flood-opacity="${s.dark ? 0.45 : 0.12}"/></filter>` +
      `<symbol id="star" viewBox="0 0 20 20"><path d="M10 1l2.6 5.9 6.4.6-4.8 4.3 1.4 6.3L10 14.8 4.4 18.1l1.4-6.3L1 7.5l6.4-.6z"/></symbol>` +
      `</defs>`;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}" font-family="${esc(this.c.design.font)}">` +
      defs +
      `<rect width="${this.W}" height="${this.H}" fill="${s.background}"/>` +
      this.parts.join('') +
      `</svg>`
    );
  }
}
