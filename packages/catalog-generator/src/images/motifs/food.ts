// Food and drink motifs: bottle, glass, grapes, barrel, cup, beans, coffee bag, teapot, bakes, groceries, plate, chef's hat.
import { circle, ellipse, faded, line, path, rect, type Motif } from './draw';

export const FOOD_MOTIFS: Record<string, Motif> = {
  bottle: (p) =>
    rect(41, 6, 18, 8, p.ink, 2) +
    path('M43 14h14v14c0 4 10 8 10 18v44a4 4 0 0 1-4 4H37a4 4 0 0 1-4-4V46c0-10 10-14 10-18z', p.main) +
    rect(33, 52, 34, 24, p.light, 0) +
    rect(39, 58, 22, 3, p.main, 1.5) +
    rect(42, 65, 16, 2.5, p.second, 1.2),
  wineglass: (p) =>
    path('M30 10h40c0 22-6 38-20 40-14-2-20-18-20-40z', p.light) +
    path('M32 24h36c-2 14-8 24-18 25-10-1-16-11-18-25z', p.main) +
    rect(48, 49, 4, 30, p.ink, 2) +
    ellipse(50, 84, 16, 4, p.ink),
  grapes: (p) =>
    line('M52 8q2 8-2 14', p.ink, 3) +
    path('M54 14q14-8 22 2-12 6-22-2z', p.second) +
    [
      [40, 28],
      [54, 28],
      [68, 28],
      [46, 41],
      [60, 41],
      [40, 54],
      [54, 54],
      [48, 67],
      [60, 67],
      [54, 80],
    ]
      .map(([x, y]) => circle(x!, y!, 8, p.main) + circle(x! - 2.5, y! - 2.5, 2, p.light, faded(0.6)))
      .join(''),
  barrel: (p) =>
    path('M28 14h44q8 36 0 72H28q-8-36 0-72z', p.second) +
    [26, 50, 74].map((y) => rect(24, y - 3, 52, 6, p.ink, 2)).join('') +
    ellipse(50, 14, 22, 4, p.main),
  cup: (p) =>
    line('M70 44q14 0 12 12t-14 10', p.main, 6) +
    path('M22 36h52v26a22 22 0 0 1-22 22h-8a22 22 0 0 1-22-22z', p.main) +
    rect(22, 36, 52, 8, p.light, 3, faded(0.35)) +
    ellipse(48, 90, 34, 5, p.ink, faded(0.3)) +
    line('M40 28q-4-8 2-14M52 28q-4-8 2-14', p.second, 3),
  beans: (p) =>
    [
      [34, 40, -30],
      [62, 34, 20],
      [44, 68, 40],
      [70, 64, -10],
    ]
      .map(
        ([x, y, a]) =>
          `<g transform="rotate(${a} ${x} ${y})">${ellipse(x!, y!, 13, 18, p.main)}${line(`M${x} ${y! - 15}q-6 15 0 30`, p.ink, 2.5)}</g>`,
      )
      .join(''),
  bag: (p) =>
    path('M26 22h48l6 70H20z', p.main) +
    path('M26 22l6-10h36l6 10z', p.ink) +
    rect(32, 44, 36, 28, p.light, 3) +
    circle(50, 58, 8, p.second) +
    line('M46 58q4-6 8 0', p.light, 2),
  teapot: (p) =>
    path('M24 52a26 24 0 0 1 52 0v8a20 20 0 0 1-20 20H44a20 20 0 0 1-20-20z', p.main) +
    line('M76 52q14-6 16-16', p.main, 6) +
    line('M24 54q-12-2-12-14', p.main, 6) +
    rect(42, 22, 16, 8, p.ink, 3) +
    circle(50, 19, 4, p.second) +
    rect(30, 56, 40, 4, p.light, 2, faded(0.5)),
  croissant: (p) =>
    ellipse(50, 80, 36, 5, p.ink, faded(0.2)) +
    (
      [
        [22, 62, 9, 14, -55],
        [78, 62, 9, 14, 55],
        [35, 48, 11, 17, -28],
        [65, 48, 11, 17, 28],
        [50, 42, 13, 19, 0],
      ] as const
    )
      .map(
        ([x, y, rx, ry, a], i) =>
          `<g transform="rotate(${a} ${x} ${y})">${ellipse(x, y, rx, ry, i === 4 ? p.main : p.second)}${line(`M${x - rx + 3} ${y}h${rx * 2 - 6}`, p.light, 2)}</g>`,
      )
      .join(''),
  bread: (p) =>
    path('M14 54q0-26 36-26t36 26v22a6 6 0 0 1-6 6H20a6 6 0 0 1-6-6z', p.main) +
    line('M34 40l8 10M50 36l8 10M66 40l8 10', p.light, 3.5) +
    rect(14, 70, 72, 12, p.ink, 4, faded(0.25)),
  cake: (p) =>
    rect(18, 50, 64, 34, p.main, 6) +
    rect(18, 50, 64, 10, p.light, 5) +
    path('M18 58q8 8 16 0t16 0 16 0 16 0v4H18z', p.light) +
    rect(22, 40, 56, 12, p.second, 5) +
    [34, 50, 66].map((x) => rect(x - 2, 24, 4, 16, p.accent, 2) + ellipse(x, 21, 2.5, 4, p.ink)).join(''),
  basket: (p) =>
    circle(36, 40, 12, p.accent) +
    circle(58, 34, 13, p.second) +
    line('M58 21q6-10 14-8', p.ink, 3) +
    path('M12 48h76l-8 38H20z', p.main) +
    [30, 44, 58, 72].map((x) => line(`M${x} 52v30`, p.ink, 2.5)).join('') +
    line('M24 48q26-40 52 0', p.ink, 4),
  apple: (p) =>
    path('M50 30c-10-8-34-8-34 20 0 22 16 38 26 38 4 0 6-2 8-2s4 2 8 2c10 0 26-16 26-38 0-28-24-28-34-20z', p.main) +
    line('M50 30q0-12 6-18', p.ink, 4) +
    path('M54 20q14-10 22 0-12 8-22 0z', p.second) +
    ellipse(34, 46, 5, 9, p.light, faded(0.4)),
  carrot: (p) =>
    path('M30 30l42 12L38 88q-12 4-14-8z', p.accent) +
    line('M36 48l10 3M32 62l10 3M30 76l8 2', p.ink, 2.5) +
    path('M58 34q-4-20 6-26 2 16-6 26zM62 38q10-18 24-16-6 14-24 16z', p.second),
  jar: (p) =>
    rect(30, 16, 40, 12, p.ink, 3) +
    path('M28 28h44v52a8 8 0 0 1-8 8H36a8 8 0 0 1-8-8z', p.main) +
    rect(34, 46, 32, 24, p.light, 3) +
    circle(50, 58, 6, p.accent),
  plate: (p) =>
    ellipse(50, 58, 38, 30, p.light) +
    ellipse(50, 58, 28, 21, p.main, faded(0.25)) +
    circle(44, 54, 9, p.accent) +
    circle(56, 60, 8, p.second) +
    circle(50, 50, 5, p.main) +
    line('M8 30v50M4 30v14q4 6 8 0V30', p.ink, 3) +
    line('M92 30q-8 10-4 26v24', p.ink, 3),
  chefhat: (p) =>
    path('M28 56q-18-4-14-22 6-16 22-10 6-14 20-10 12 2 14 12 18-4 20 12 0 16-14 18v16H28z', p.light) +
    rect(28, 72, 44, 14, p.main, 3) +
    line('M40 60v12M50 58v14M60 60v12', p.ink, 2),
};
