// Retail motifs: clothes, gadgets, cosmetics, furniture, books, pets and toys.
import { circle, ellipse, faded, line, path, rect, type Motif } from './draw';

export const GOODS_MOTIFS: Record<string, Motif> = {
  dress: (p) =>
    line('M40 8v10M60 8v10', p.ink, 3) +
    path('M38 18h24l-2 16 22 54H18l22-54z', p.main) +
    rect(38, 32, 24, 5, p.second) +
    line('M34 60l-6 24M50 60v26M66 60l6 24', p.light, 2),
  hanger: (p) =>
    line('M50 30q0-8 6-10t4-8-8-6-8 4', p.ink, 3) +
    line('M50 30L10 58h80z', p.ink, 4) +
    path('M22 58h56l-4 30H26z', p.main) +
    rect(22, 58, 56, 6, p.second),
  shirt: (p) =>
    path('M36 12L10 26l8 18 10-6v50h44V38l10 6 8-18-26-14q-14 12-28 0z', p.main) +
    line('M50 24v60', p.ink, 2) +
    [36, 50, 64].map((y) => circle(54, y, 2, p.light)).join('') +
    path('M36 12q14 12 28 0l-4 10q-10 6-20 0z', p.second),
  sneaker: (p) =>
    path('M10 52q0-16 14-18l14 10q12 4 26 2l22 10q6 4 4 14H10z', p.main) +
    rect(8, 70, 84, 10, p.light, 4) +
    line('M40 46l6-6M48 48l6-6M56 49l6-6', p.ink, 2.5),
  handbag: (p) =>
    line('M34 40q0-26 16-26t16 26', p.ink, 5) +
    path('M16 40h68l-6 46H22z', p.main) +
    rect(16, 40, 68, 10, p.second) +
    rect(44, 50, 12, 8, p.accent, 2),
  headphones: (p) =>
    line('M22 58V48a28 28 0 0 1 56 0v10', p.ink, 6) +
    rect(12, 52, 20, 32, p.main, 8) +
    rect(68, 52, 20, 32, p.main, 8) +
    rect(18, 58, 6, 20, p.light, 3, faded(0.5)) +
    rect(76, 58, 6, 20, p.light, 3, faded(0.5)),
  phone: (p) =>
    rect(28, 6, 44, 88, p.ink, 9) +
    rect(32, 14, 36, 68, p.main, 3) +
    rect(36, 20, 28, 18, p.light, 3, faded(0.8)) +
    rect(36, 44, 28, 4, p.light, 2, faded(0.6)) +
    rect(36, 52, 20, 4, p.light, 2, faded(0.6)) +
    rect(42, 86, 16, 3, p.light, 1.5),
  laptop: (p) =>
    rect(18, 20, 64, 44, p.ink, 4) +
    rect(22, 24, 56, 36, p.main, 2) +
    rect(26, 28, 22, 12, p.light, 2, faded(0.8)) +
    rect(52, 28, 22, 4, p.light, 2, faded(0.6)) +
    rect(52, 36, 16, 4, p.light, 2, faded(0.6)) +
    rect(26, 44, 48, 12, p.second, 2, faded(0.7)) +
    path('M8 66h84l-6 10H14z', p.ink),
  watch: (p) =>
    rect(38, 6, 24, 22, p.ink, 5) +
    rect(38, 72, 24, 22, p.ink, 5) +
    circle(50, 50, 26, p.main) +
    circle(50, 50, 20, p.light) +
    line('M50 50V36M50 50l10 6', p.ink, 3) +
    rect(76, 46, 5, 8, p.ink, 2),
  speaker: (p) =>
    rect(26, 8, 48, 84, p.main, 10) +
    circle(50, 62, 16, p.ink) +
    circle(50, 62, 7, p.second) +
    circle(50, 28, 8, p.ink) +
    circle(50, 28, 3, p.second),
  lipstick: (p) => rect(34, 56, 32, 36, p.ink, 4) + rect(38, 38, 24, 20, p.second, 2) + path('M40 38V20q0-8 10-12l10 6v24z', p.main),
  dropper: (p) =>
    path('M40 24h20v8a14 14 0 0 1 12 14v38a6 6 0 0 1-6 6H34a6 6 0 0 1-6-6V46a14 14 0 0 1 12-14z', p.main) +
    rect(42, 6, 16, 20, p.ink, 6) +
    rect(34, 54, 32, 20, p.light, 3) +
    rect(40, 61, 20, 3, p.second, 1.5),
  leaf: (p) =>
    path('M20 84Q16 28 80 14q6 60-60 70z', p.main) +
    line('M22 82Q44 54 70 24', p.light, 3) +
    line('M40 60l-6-14M52 46l-2-14M46 54l14 2', p.light, 2),
  sofa: (p) =>
    rect(18, 28, 64, 30, p.main, 8) +
    rect(8, 44, 18, 30, p.second, 6) +
    rect(74, 44, 18, 30, p.second, 6) +
    rect(22, 54, 56, 16, p.main, 4) +
    rect(22, 54, 27, 10, p.light, 3, faded(0.35)) +
    rect(51, 54, 27, 10, p.light, 3, faded(0.35)) +
    rect(14, 74, 5, 10, p.ink) +
    rect(81, 74, 5, 10, p.ink),
  lamp: (p) =>
    path('M32 14h36l10 30H22z', p.main) +
    rect(47, 44, 6, 36, p.ink) +
    ellipse(50, 86, 20, 5, p.ink) +
    ellipse(50, 50, 24, 6, p.accent, faded(0.25)),
  chair: (p) =>
    rect(28, 10, 44, 40, p.main, 6) + rect(24, 48, 52, 12, p.second, 4) + line('M30 60l-4 30M70 60l4 30M34 60l2 22M66 60l-2 22', p.ink, 4),
  plant: (p) =>
    path('M50 60Q26 50 24 26q22 2 26 34zM50 60Q74 48 78 22 54 24 50 60zM50 60q-4-30 0-48 6 20 0 48z', p.second) +
    path('M30 58h40l-6 32H36z', p.main) +
    rect(28, 56, 44, 8, p.ink, 2),
  book: (p) =>
    path('M14 22q18-8 36 2v64q-18-10-36-2z', p.main) +
    path('M86 22q-18-8-36 2v64q18-10 36-2z', p.second) +
    line('M20 36q10-4 22 0M20 46q10-4 22 0M58 36q10-4 22 0M58 46q10-4 22 0', p.light, 2.5),
  books: (p) =>
    rect(14, 26, 16, 62, p.main, 2) +
    rect(32, 16, 14, 72, p.second, 2) +
    rect(48, 30, 18, 58, p.accent, 2) +
    path('M68 34l12-4 14 56-12 4z', p.main) +
    [20, 38, 56].map((x) => rect(x, 40, 6, 4, p.light, 1)).join(''),
  glasses: (p) =>
    circle(30, 54, 16, p.light, faded(0.6)) +
    circle(70, 54, 16, p.light, faded(0.6)) +
    line('M14 54a16 16 0 1 0 32 0a16 16 0 1 0-32 0M54 54a16 16 0 1 0 32 0a16 16 0 1 0-32 0M46 52q4-6 8 0M14 50L6 40M86 50l8-10', p.ink, 4),
  paw: (p) =>
    ellipse(50, 66, 20, 17, p.main) +
    ellipse(26, 42, 8, 11, p.main) +
    ellipse(42, 28, 8, 11, p.main) +
    ellipse(58, 28, 8, 11, p.main) +
    ellipse(74, 42, 8, 11, p.main),
  bone: (p) =>
    `<g transform="rotate(-30 50 50)">${rect(24, 42, 52, 16, p.light)}${circle(22, 40, 10, p.light)}${circle(22, 60, 10, p.light)}${circle(78, 40, 10, p.light)}${circle(78, 60, 10, p.light)}</g>` +
    line('M30 70l40-40', p.main, 2),
  bowl: (p) =>
    ellipse(50, 46, 36, 8, p.ink) +
    path('M14 46h72q-4 34-36 36-32-2-36-36z', p.main) +
    ellipse(50, 46, 30, 5, p.accent) +
    rect(30, 60, 40, 6, p.light, 3, faded(0.4)),
  ball: (p) => circle(50, 50, 34, p.main) + line('M18 40q32 14 64 0M22 66q28-12 56 0', p.light, 4) + circle(38, 34, 6, p.light, faded(0.4)),
  blocks: (p) =>
    rect(14, 56, 32, 32, p.main, 3) +
    rect(54, 56, 32, 32, p.second, 3) +
    rect(34, 22, 32, 32, p.accent, 3) +
    circle(30, 72, 8, p.light) +
    path('M70 62l10 18H60z', p.light) +
    rect(43, 31, 14, 14, p.light, 2),
  teddy: (p) =>
    circle(30, 24, 10, p.main) +
    circle(70, 24, 10, p.main) +
    circle(50, 38, 22, p.main) +
    ellipse(50, 74, 24, 20, p.main) +
    ellipse(50, 44, 10, 7, p.light) +
    circle(42, 34, 3, p.ink) +
    circle(58, 34, 3, p.ink) +
    circle(50, 42, 3, p.ink) +
    ellipse(50, 76, 12, 10, p.light, faded(0.5)),
  kite: (p) =>
    path('M50 8l26 30-26 38-26-38z', p.main) +
    line('M50 8v68M24 38h52', p.light, 2) +
    path('M50 8l26 30H50z', p.second) +
    line('M50 76q-8 8 0 12t-4 10', p.ink, 2) +
    path('M44 84l-6 2 4 4zM48 94l-6 2 4 4z', p.accent),
};
