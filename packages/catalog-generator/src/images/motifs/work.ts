// Professions and life motifs: business, law, health, fitness, learning, people, events and music.
import { circle, ellipse, faded, line, path, rect, type Motif } from './draw';

export const WORK_MOTIFS: Record<string, Motif> = {
  briefcase: (p) =>
    line('M38 30V20h24v10', p.ink, 5) +
    rect(12, 30, 76, 54, p.main, 7) +
    rect(12, 48, 76, 6, p.ink, 0, faded(0.5)) +
    rect(44, 44, 12, 14, p.second, 2),
  chart: (p) =>
    rect(12, 14, 76, 72, p.light, 6) +
    rect(22, 58, 10, 20, p.second, 2) +
    rect(38, 46, 10, 32, p.main, 2) +
    rect(54, 52, 10, 26, p.second, 2) +
    rect(70, 30, 10, 48, p.main, 2) +
    line('M22 44l16-10 16 6 22-18', p.accent, 3),
  coins: (p) =>
    [70, 60, 50].map((y, i) => ellipse(38, y, 24, 8, i % 2 ? p.second : p.main) + rect(14, y, 48, 8, i % 2 ? p.second : p.main)).join('') +
    ellipse(38, 50, 24, 8, p.light, faded(0.5)) +
    circle(70, 38, 20, p.accent) +
    circle(70, 38, 13, p.light, faded(0.5)),
  piggybank: (p) =>
    ellipse(48, 54, 32, 24, p.main) +
    path('M74 48l14-6-4 16z', p.main) +
    rect(28, 72, 8, 14, p.main, 2) +
    rect(58, 72, 8, 14, p.main, 2) +
    path('M36 34l4-12 10 10z', p.main) +
    circle(66, 48, 3, p.ink) +
    rect(40, 32, 16, 4, p.ink, 2) +
    circle(48, 16, 8, p.accent),
  bulb: (p) =>
    circle(50, 40, 26, p.accent) +
    rect(38, 62, 24, 18, p.ink, 3) +
    line('M40 68h20M40 74h20', p.light, 2) +
    line('M44 44l6 8 6-8', p.light, 3) +
    rect(44, 82, 12, 6, p.ink, 3),
  handshake: (p) =>
    path('M6 40l20-8 24 14-8 10z', p.main) +
    path('M94 40l-20-8-24 14 8 10z', p.second) +
    path('M30 46l20 22q6 6 12 0l14-16-14-8-14 6-12-10z', p.second) +
    path('M26 44l-10 16 16 14 10-8z', p.main),
  scales: (p) =>
    rect(47, 18, 6, 64, p.ink) +
    rect(30, 82, 40, 6, p.ink, 3) +
    line('M16 28h68', p.ink, 4) +
    circle(50, 18, 5, p.main) +
    line('M16 28l-10 28M16 28l10 28M84 28l-10 28M84 28l10 28', p.ink, 1.5) +
    path('M4 56h24a12 12 0 0 1-24 0zM72 56h24a12 12 0 0 1-24 0z', p.main),
  gavel: (p) =>
    `<g transform="rotate(-35 50 50)">${rect(28, 26, 44, 20, p.main, 4)}${rect(24, 24, 8, 24, p.second, 2)}${rect(68, 24, 8, 24, p.second, 2)}${rect(46, 46, 8, 44, p.ink, 3)}</g>` +
    rect(58, 78, 34, 10, p.second, 3),
  stethoscope: (p) =>
    line('M26 12v24a18 18 0 0 0 36 0V12', p.ink, 5) +
    line('M44 54v10a18 18 0 0 0 36 0V50', p.main, 5) +
    circle(80, 44, 10, p.main) +
    circle(80, 44, 4, p.light) +
    circle(26, 12, 4, p.second) +
    circle(62, 12, 4, p.second),
  cross: (p) => circle(50, 50, 38, p.light) + rect(40, 22, 20, 56, p.main, 4) + rect(22, 40, 56, 20, p.main, 4),
  heart: (p) =>
    path('M50 86L16 52a20 20 0 0 1 34-28 20 20 0 0 1 34 28z', p.main) +
    path('M30 36a8 8 0 0 1 10-4', p.light, faded(0.7)) +
    line('M26 52h14l6-10 8 20 6-10h14', p.light, 3),
  pill: (p) =>
    `<g transform="rotate(-40 50 50)">${rect(20, 38, 60, 24, p.main, 12)}${path('M50 38h18a12 12 0 0 1 0 24H50z', p.second)}</g>` +
    circle(24, 74, 8, p.accent) +
    circle(76, 26, 6, p.accent),
  tooth: (p) =>
    path(
      'M30 14q10-4 20 2 10-6 20-2 14 8 10 30-4 14-6 30-2 14-8 14-6 0-8-20-2-8-8-8t-8 8q-2 20-8 20t-8-14q-2-16-6-30-4-22 10-30z',
      p.light,
    ) + path('M36 24q6-2 10 2', p.main, faded(0.6)),
  toothbrush: (p) =>
    `<g transform="rotate(-30 50 50)">${rect(14, 46, 60, 10, p.main, 5)}${rect(72, 42, 18, 14, p.light, 3)}${[74, 79, 84].map((x) => rect(x, 30, 3, 12, p.second, 1)).join('')}</g>`,
  sparkle: (p) => path('M50 10l8 30 30 10-30 10-8 30-8-30-30-10 30-10z', p.accent) + path('M80 14l3 9 9 3-9 3-3 9-3-9-9-3 9-3z', p.main),
  dumbbell: (p) =>
    rect(30, 46, 40, 8, p.ink, 3) +
    rect(14, 28, 12, 44, p.main, 3) +
    rect(6, 36, 10, 28, p.second, 3) +
    rect(74, 28, 12, 44, p.main, 3) +
    rect(84, 36, 10, 28, p.second, 3),
  lotus: (p) =>
    path('M50 20q14 22 0 54-14-32 0-54z', p.main) +
    path('M50 74Q22 66 18 40q22 4 32 34zM50 74q28-8 32-34-22 4-32 34z', p.second) +
    path('M50 74Q24 78 8 62q22-8 42 12zM50 74q26 4 42-12-22-8-42 12z', p.accent, faded(0.9)),
  mat: (p) =>
    rect(12, 60, 76, 14, p.main, 7) +
    circle(84, 67, 7, p.second) +
    circle(50, 26, 8, p.ink) +
    line('M50 34v16l-14 10M50 50l14 10M30 38l20 4 20-4', p.ink, 5),
  chat: (p) =>
    path('M10 22a8 8 0 0 1 8-8h44a8 8 0 0 1 8 8v26a8 8 0 0 1-8 8H30l-14 12V56a8 8 0 0 1-6-8z', p.main) +
    path('M40 64h32l14 12V62a8 8 0 0 0 6-8V38a8 8 0 0 0-8-8h-8v20a12 12 0 0 1-12 12H40z', p.second) +
    [26, 40, 54].map((x) => circle(x, 35, 4, p.light)).join(''),
  gradcap: (p) =>
    path('M50 16L6 36l44 20 44-20z', p.main) +
    path('M26 46v18q24 16 48 0V46L50 56z', p.ink) +
    line('M86 38v26', p.accent, 3) +
    circle(86, 66, 4, p.accent),
  pencil: (p) =>
    `<g transform="rotate(40 50 50)">${rect(40, 6, 20, 64, p.accent, 2)}${rect(40, 6, 20, 10, p.second, 2)}${path('M40 70h20L50 94z', p.light)}${path('M46 84h8l-4 10z', p.ink)}</g>`,
  person: (p) => circle(50, 34, 18, p.ink) + path('M14 96q0-38 36-38t36 38z', p.main) + path('M38 62l12 14 12-14', p.light, faded(0.6)),
  people: (p) =>
    circle(32, 34, 12, p.main) +
    path('M12 84a20 22 0 0 1 40 0z', p.main) +
    circle(68, 30, 13, p.second) +
    path('M46 84a22 24 0 0 1 44 0z', p.second),
  calendar: (p) =>
    rect(12, 18, 76, 68, p.light, 8) +
    rect(12, 18, 76, 18, p.main, 8) +
    rect(28, 10, 6, 16, p.ink, 3) +
    rect(66, 10, 6, 16, p.ink, 3) +
    [0, 1, 2]
      .map((r) => [0, 1, 2, 3].map((c) => rect(20 + c * 17, 44 + r * 13, 10, 8, r === 1 && c === 2 ? p.accent : p.second, 2)).join(''))
      .join(''),
  ticket: (p) =>
    `<g transform="rotate(-12 50 50)">${path('M8 30h84v12a8 8 0 0 0 0 16v12H8V58a8 8 0 0 0 0-16z', p.main)}${line('M66 32v36', p.light, 2)}${rect(18, 40, 38, 6, p.light, 3)}${rect(18, 52, 26, 5, p.light, 2.5, faded(0.7))}</g>`,
  mic: (p) =>
    rect(38, 10, 24, 44, p.main, 12) +
    line('M28 42a22 22 0 0 0 44 0M50 64v18M36 86h28', p.ink, 4) +
    line('M42 22h16M42 30h16M42 38h16', p.light, 2),
  note: (p) =>
    ellipse(30, 74, 14, 10, p.main) +
    ellipse(72, 66, 14, 10, p.main) +
    rect(40, 18, 6, 56, p.main) +
    rect(82, 10, 6, 56, p.main) +
    path('M40 18l48-8v14l-48 8z', p.second),
  star: (p) => path('M50 8l12 28 30 3-23 20 7 30-26-16-26 16 7-30L8 39l30-3z', p.accent) + path('M50 24l6 14 15 2', p.light, faded(0.5)),
  rings: (p) =>
    circle(38, 58, 20, 'none', ` stroke="${p.accent}" stroke-width="6"`) +
    circle(62, 58, 20, 'none', ` stroke="${p.main}" stroke-width="6"`) +
    path('M38 22l8 10-8 8-8-8z', p.light),
  flower: (p) =>
    [0, 72, 144, 216, 288].map((a) => `<g transform="rotate(${a} 50 40)">${ellipse(50, 22, 10, 16, p.main)}</g>`).join('') +
    circle(50, 40, 9, p.accent) +
    line('M50 50q4 24-2 42', p.second, 4) +
    path('M50 74q14-12 24-6-10 10-24 6z', p.second),
  trophy: (p) =>
    path('M30 12h40v22a20 20 0 0 1-40 0z', p.accent) +
    line('M30 20H16q0 18 16 20M70 20h14q0 18-16 20', p.accent, 4) +
    rect(46, 54, 8, 16, p.ink) +
    rect(32, 70, 36, 14, p.main, 3),
};
