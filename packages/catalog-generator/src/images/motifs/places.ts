// Place and trade motifs: houses, buildings, travel, landscapes, construction, industry and logistics.
import { circle, ellipse, faded, line, path, rect, type Motif } from './draw';

export const PLACE_MOTIFS: Record<string, Motif> = {
  house: (p) =>
    path('M12 48L50 16l38 32z', p.second) +
    rect(20, 46, 60, 42, p.main) +
    rect(42, 62, 16, 26, p.ink, 2) +
    rect(26, 54, 12, 12, p.light, 2) +
    rect(62, 54, 12, 12, p.light, 2) +
    rect(66, 22, 8, 16, p.ink),
  key: (p) =>
    circle(30, 50, 18, p.main) +
    circle(30, 50, 7, p.light) +
    rect(44, 46, 44, 8, p.main, 3) +
    rect(72, 54, 6, 12, p.main, 1) +
    rect(82, 54, 6, 9, p.main, 1),
  building: (p) =>
    rect(22, 14, 36, 76, p.main, 2) +
    rect(58, 38, 24, 52, p.second, 2) +
    [22, 36, 50, 64].map((y) => rect(28, y, 8, 8, p.light, 1) + rect(44, y, 8, 8, p.light, 1)).join('') +
    [46, 60, 74].map((y) => rect(64, y, 12, 6, p.light, 1)).join('') +
    rect(8, 88, 84, 4, p.ink, 2),
  columns: (p) =>
    path('M10 36L50 12l40 24z', p.main) +
    rect(14, 36, 72, 6, p.ink) +
    [20, 38, 56, 74].map((x) => rect(x, 44, 8, 36, p.second)).join('') +
    rect(10, 80, 80, 8, p.main, 1),
  plane: (p) =>
    `<g transform="rotate(-30 50 50)">${path('M10 50q0-6 10-6h60q12 0 12 6t-12 6H20q-10 0-10-6z', p.main)}${path('M44 44L30 16h10l24 28zM44 56L30 84h10l24-28z', p.second)}${path('M14 46l-6-14h8l10 14z', p.second)}${[54, 62, 70].map((x) => circle(x, 50, 2.5, p.light)).join('')}</g>`,
  suitcase: (p) =>
    line('M38 26V16h24v10', p.ink, 5) +
    rect(18, 26, 64, 56, p.main, 8) +
    rect(34, 26, 6, 56, p.second) +
    rect(60, 26, 6, 56, p.second) +
    circle(28, 88, 5, p.ink) +
    circle(72, 88, 5, p.ink),
  compass: (p) =>
    circle(50, 50, 36, p.main) +
    circle(50, 50, 29, p.light) +
    path('M50 24l8 26h-16z', p.accent) +
    path('M50 76l-8-26h16z', p.ink) +
    circle(50, 50, 4, p.main),
  mountain: (p) =>
    circle(72, 28, 10, p.accent) +
    path('M4 86L36 34l20 30 10-14 30 36z', p.main) +
    path('M36 34l-8 13 8-3 7 5 4-6z', p.light) +
    path('M4 86l22-18 16 8 18-10 36 20z', p.second, faded(0.8)),
  palm: (p) =>
    line('M52 88q-2-40 4-58', p.ink, 6) +
    path('M56 30q-24-14-40 4 20-8 40-4zM56 30q24-14 40 4-20-8-40-4zM56 30q-14-22-34-18 22 2 34 18zM56 30q14-22 34-16-22 0-34 16z', p.main) +
    ellipse(50, 90, 38, 5, p.accent),
  sun: (p) =>
    circle(50, 50, 18, p.accent) +
    [0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<g transform="rotate(${a} 50 50)">${rect(47, 14, 6, 14, p.accent, 3)}</g>`).join(''),
  hardhat: (p) => path('M16 66a34 34 0 0 1 68 0z', p.accent) + rect(44, 26, 12, 30, p.main, 4) + rect(8, 64, 84, 10, p.main, 5),
  crane: (p) =>
    rect(28, 14, 6, 76, p.main) +
    line('M28 20l6 10M28 36l6 10M28 52l6 10M28 68l6 10', p.ink, 2) +
    rect(12, 14, 80, 6, p.main) +
    line('M76 20v30', p.ink, 2) +
    rect(68, 50, 16, 12, p.second, 2) +
    rect(10, 20, 12, 10, p.ink) +
    rect(18, 88, 26, 4, p.ink),
  brick: (p) =>
    [0, 1, 2, 3]
      .map((r) =>
        [0, 1, 2].map((c) => rect(r % 2 ? 4 + c * 28 : 10 + c * 28, 20 + r * 16, 26, 14, r % 2 === c % 2 ? p.main : p.second, 2)).join(''),
      )
      .join(''),
  gear: (p) =>
    [0, 45, 90, 135].map((a) => `<g transform="rotate(${a} 50 50)">${rect(42, 10, 16, 80, p.main, 3)}</g>`).join('') +
    circle(50, 50, 28, p.main) +
    circle(50, 50, 11, p.light),
  factory: (p) =>
    path('M10 88V46l20 12V46l20 12V46l20 12V20h14v68z', p.main) +
    rect(72, 10, 8, 10, p.ink) +
    ellipse(80, 6, 8, 4, p.light, faded(0.7)) +
    [18, 38, 58].map((x) => rect(x, 66, 10, 10, p.light, 1)).join(''),
  truck: (p) =>
    rect(6, 30, 54, 40, p.main, 3) +
    path('M60 42h20l12 16v12H60z', p.second) +
    rect(66, 46, 12, 10, p.light, 2) +
    circle(24, 74, 9, p.ink) +
    circle(76, 74, 9, p.ink) +
    circle(24, 74, 3, p.light) +
    circle(76, 74, 3, p.light) +
    rect(14, 40, 30, 6, p.light, 3, faded(0.6)),
  box: (p) =>
    path('M50 12l36 16v44L50 88 14 72V28z', p.second) +
    path('M14 28l36 16 36-16-36-16z', p.main) +
    line('M50 44v44', p.ink, 2) +
    path('M32 20l36 16v10l-8-3V39L24 23z', p.light, faded(0.6)),
  globe: (p) =>
    circle(50, 50, 36, p.main) +
    path('M30 26q10 6 6 16t8 16-4 18q-12-6-16-20t6-30zM60 18q14 4 20 18-10 4-14-2t-6-16zM62 56q12-4 20 4-4 14-14 20-2-14-6-24z', p.second) +
    line('M14 50h72M50 14q-18 36 0 72M50 14q18 36 0 72', p.light, 1.5),
  wrench: (p) =>
    `<g transform="rotate(45 50 50)">${rect(44, 30, 12, 60, p.main, 5)}${path('M34 12a18 18 0 0 0 32 0v12a16 16 0 0 1-32 0z', p.main)}${circle(50, 80, 3, p.light)}</g>`,
};
