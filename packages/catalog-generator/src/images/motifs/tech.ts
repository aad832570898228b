// Technology, media and creative-tool motifs: screens, code, security, speed, search, mail, commerce, cameras and art tools.
import { circle, ellipse, faded, line, path, rect, type Motif } from './draw';

export const TECH_MOTIFS: Record<string, Motif> = {
  dashboard: (p) =>
    rect(8, 14, 84, 68, p.light, 6) +
    rect(8, 14, 84, 10, p.ink, 6) +
    rect(14, 30, 22, 46, p.main, 3, faded(0.25)) +
    rect(42, 30, 44, 20, p.main, 3) +
    [46, 56, 66, 76].map((x, i) => rect(x, 66 - [8, 14, 10, 18][i]!, 6, [8, 14, 10, 18][i]!, p.second, 1)).join('') +
    line('M42 72h44', p.ink, 1.5),
  cloud: (p) => path('M26 74a16 16 0 0 1-2-32 22 22 0 0 1 42-8 18 18 0 0 1 12 40z', p.main) + line('M42 56l8-8 8 8M50 48v20', p.light, 4),
  rocket: (p) =>
    path('M50 8q20 16 18 50H32Q30 24 50 8z', p.main) +
    circle(50, 34, 8, p.light) +
    path('M32 44l-14 22h16zM68 44l14 22H66z', p.second) +
    path('M40 62h20l-4 14h-12z', p.ink) +
    path('M44 76h12l-6 16z', p.accent),
  code: (p) => rect(8, 16, 84, 68, p.ink, 8) + line('M30 38l-12 12 12 12M70 38l12 12-12 12M56 32l-12 36', p.main, 5),
  terminal: (p) =>
    rect(8, 14, 84, 72, p.ink, 8) +
    [24, 36, 48].map((x) => circle(x - 4, 24, 3, p.second)).join('') +
    line('M20 46l10 8-10 8', p.main, 4) +
    rect(36, 60, 24, 4, p.light, 2) +
    rect(20, 72, 40, 3, p.light, 1.5, faded(0.5)),
  chip: (p) =>
    [30, 44, 58, 72]
      .map(
        (v) =>
          rect(v - 3, 8, 6, 12, p.ink, 1) +
          rect(v - 3, 80, 6, 12, p.ink, 1) +
          rect(8, v - 3, 12, 6, p.ink, 1) +
          rect(80, v - 3, 12, 6, p.ink, 1),
      )
      .join('') +
    rect(20, 20, 60, 60, p.main, 8) +
    rect(34, 34, 32, 32, p.second, 4) +
    circle(50, 50, 6, p.light),
  shield: (p) =>
    path('M50 8l34 12v24c0 22-14 38-34 48C30 82 16 66 16 44V20z', p.main) +
    path('M50 16l26 9v19c0 17-10 30-26 38z', p.second, faded(0.6)) +
    line('M36 50l10 10 18-20', p.light, 5),
  lock: (p) =>
    line('M32 44V32a18 18 0 0 1 36 0v12', p.ink, 7) +
    rect(20, 42, 60, 46, p.main, 8) +
    circle(50, 60, 6, p.light) +
    rect(47, 62, 6, 12, p.light, 2),
  eye: (p) =>
    path('M6 50q44-50 88 0-44 50-88 0z', p.light) + circle(50, 50, 18, p.main) + circle(50, 50, 8, p.ink) + circle(44, 44, 4, p.light),
  server: (p) =>
    [14, 40, 66]
      .map(
        (y, i) =>
          rect(16, y, 68, 22, i === 1 ? p.second : p.main, 4) +
          circle(28, y + 11, 3, p.light) +
          circle(38, y + 11, 3, p.accent) +
          rect(52, y + 9, 24, 4, p.light, 2, faded(0.6)),
      )
      .join(''),
  gauge: (p) =>
    path('M10 70a40 40 0 0 1 80 0z', p.light) +
    path('M18 70a32 32 0 0 1 16-28l6 10a20 20 0 0 0-10 18z', p.second) +
    path('M66 42a32 32 0 0 1 16 28H70a20 20 0 0 0-10-18z', p.main) +
    line('M50 70l18-26', p.ink, 5) +
    circle(50, 70, 6, p.ink),
  bolt: (p) => path('M58 6L20 56h24l-8 38 44-54H54z', p.accent),
  magnifier: (p) =>
    circle(42, 42, 26, p.light) +
    circle(42, 42, 26, 'none', ` stroke="${p.main}" stroke-width="8"`) +
    line('M62 62l24 24', p.ink, 10) +
    path('M30 34a14 14 0 0 1 12-8', p.main, faded(0.5)),
  doc: (p) =>
    path('M20 8h42l18 18v66H20z', p.light) +
    path('M62 8v18h18z', p.second) +
    [36, 46, 56, 66].map((y) => rect(30, y, y === 66 ? 24 : 40, 4, p.main, 2)).join('') +
    rect(30, 76, 18, 8, p.accent, 2),
  form: (p) =>
    rect(14, 8, 72, 84, p.light, 6) +
    [18, 40, 62].map((y) => rect(22, y, 30, 4, p.ink, 2, faded(0.6)) + rect(22, y + 7, 56, 10, p.main, 3, faded(0.25))).join('') +
    rect(22, 80, 28, 8, p.main, 4),
  check: (p) => circle(50, 50, 38, p.main) + line('M32 52l12 12 24-28', p.light, 8),
  envelope: (p) =>
    rect(10, 22, 80, 56, p.main, 6) +
    path('M10 28l40 28 40-28v-2a4 4 0 0 0-4-4H14a4 4 0 0 0-4 4z', p.second) +
    line('M10 76l28-24M90 76L62 52', p.light, 2),
  cart: (p) =>
    line('M6 18h14l10 46h50l8-34H26', p.ink, 5) + path('M28 34h56l-6 24H32z', p.main) + circle(38, 78, 7, p.ink) + circle(72, 78, 7, p.ink),
  tag: (p) => path('M12 14h38l40 40-36 36-42-40z', p.main) + circle(30, 32, 7, p.light) + line('M44 58l16-16M52 66l12-12', p.light, 3),
  share: (p) =>
    line('M28 50l44-24M28 50l44 24', p.ink, 4) + circle(28, 50, 14, p.main) + circle(72, 26, 12, p.second) + circle(72, 74, 12, p.accent),
  megaphone: (p) =>
    path('M14 40h16l44-22v64L30 60H14z', p.main) +
    rect(8, 40, 10, 20, p.ink, 3) +
    path('M30 60l8 26h10l-6-26z', p.ink) +
    line('M82 38q8 12 0 24M88 30q14 20 0 40', p.accent, 3),
  newspaper: (p) =>
    rect(10, 14, 72, 72, p.light, 4) +
    rect(82, 28, 10, 58, p.second, 3) +
    rect(18, 22, 56, 10, p.ink, 2) +
    rect(18, 40, 26, 22, p.main, 2) +
    [40, 48, 56].map((y) => rect(50, y, 24, 4, p.ink, 2, faded(0.5))).join('') +
    [68, 76].map((y) => rect(18, y, 56, 4, p.ink, 2, faded(0.5))).join(''),
  hourglass: (p) =>
    rect(20, 8, 60, 8, p.ink, 3) +
    rect(20, 84, 60, 8, p.ink, 3) +
    path('M26 16h48q0 22-18 34 18 12 18 34H26q0-22 18-34-18-12-18-34z', p.light) +
    path('M34 26h32q-4 12-16 20-12-8-16-20zM30 84q4-14 20-20 16 6 20 20z', p.accent),
  ufo: (p) =>
    path('M30 64l-12 28M70 64l12 28', p.accent, faded(0.4)) +
    path('M26 70h48l14 24H12z', p.accent, faded(0.3)) +
    ellipse(50, 58, 40, 12, p.main) +
    path('M30 54a20 18 0 0 1 40 0z', p.second) +
    [28, 44, 60, 76].map((x) => circle(x - 2, 62, 3, p.light)).join(''),
  lifebuoy: (p) =>
    circle(50, 50, 38, p.light) +
    circle(50, 50, 38, 'none', ` stroke="${p.main}" stroke-width="20" stroke-dasharray="20 20"`) +
    circle(50, 50, 16, 'none', ` stroke="${p.ink}" stroke-width="2"`),
  camera: (p) =>
    rect(8, 28, 84, 56, p.ink, 8) +
    path('M34 28l6-12h20l6 12z', p.ink) +
    circle(50, 56, 20, p.main) +
    circle(50, 56, 11, p.second) +
    circle(46, 52, 4, p.light, faded(0.7)) +
    rect(72, 36, 12, 6, p.accent, 2),
  aperture: (p) =>
    circle(50, 50, 38, p.ink) +
    [0, 60, 120, 180, 240, 300]
      .map((a, i) => `<g transform="rotate(${a} 50 50)">${path('M50 18l18 14-8 14z', i % 2 ? p.main : p.second)}</g>`)
      .join('') +
    circle(50, 50, 9, p.light, faded(0.8)),
  frame: (p) =>
    rect(10, 12, 80, 76, p.second, 4) +
    rect(18, 20, 64, 60, p.light, 2) +
    circle(64, 36, 7, p.accent) +
    path('M18 80l22-26 14 16 10-10 18 20z', p.main),
  palette: (p) =>
    path('M50 10C24 10 8 28 8 50s18 40 40 40c8 0 10-6 6-12s0-12 8-12h10c12 0 20-8 20-20C92 26 74 10 50 10z', p.light) +
    circle(30, 40, 7, p.main) +
    circle(46, 26, 7, p.accent) +
    circle(66, 30, 7, p.second) +
    circle(28, 62, 7, p.ink),
  pen: (p) =>
    path('M50 6l22 36-22 50-22-50z', p.main) +
    path('M50 6v44', p.light, faded(0.7)) +
    line('M50 50v40', p.light, 2) +
    circle(50, 50, 5, p.light),
  brush: (p) =>
    `<g transform="rotate(35 50 50)">${rect(44, 6, 12, 52, p.ink, 5)}${rect(42, 56, 16, 10, p.second, 2)}${path('M42 66h16q2 20-8 28-10-8-8-28z', p.main)}</g>`,
  easel: (p) =>
    line('M30 90L44 20M70 90L56 20M50 20v70', p.ink, 4) +
    rect(20, 14, 60, 46, p.light, 3) +
    circle(40, 32, 8, p.accent) +
    path('M20 60l20-18 14 12 10-8 16 14z', p.main),
  film: (p) =>
    rect(14, 14, 72, 72, p.ink, 6) +
    [22, 38, 54, 70].map((y) => rect(18, y, 8, 8, p.light, 2) + rect(74, y, 8, 8, p.light, 2)).join('') +
    rect(30, 20, 40, 60, p.main, 3) +
    path('M44 40l16 10-16 10z', p.light),
  ruler: (p) =>
    `<g transform="rotate(-30 50 50)">${rect(8, 38, 84, 24, p.accent, 3)}${[16, 24, 32, 40, 48, 56, 64, 72, 80].map((x, i) => rect(x, 38, 3, i % 2 ? 8 : 14, p.ink)).join('')}</g>`,
};
