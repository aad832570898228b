// The paint of a page's pictures: motif colours and the soft backgrounds of its four picture tints.
import { mix, type Scheme } from '../../shared/colors';
import type { MotifPaint } from './draw';

export function paintOf(s: Scheme): MotifPaint {
  return {
    main: s.primary,
    second: s.secondary,
    accent: s.accent,
    ink: s.dark ? mix(s.text, s.background, 0.15) : mix(s.text, s.primary, 0.2),
    light: s.dark ? mix(s.text, s.background, 0.05) : '#ffffff',
  };
}

/** Picture backgrounds: tints of the palette over the page background (variant 0-3). */
export function tintOf(s: Scheme, variant: number): string {
  // Dark pages tint with their primary and secondary only: an accent over a dark ground turns muddy.
  const tints: Array<[string, number]> = s.dark
    ? [
        [s.primary, 0.2],
        [s.secondary, 0.22],
        [s.primary, 0.12],
        [s.secondary, 0.14],
      ]
    : [
        [s.primary, 0.16],
        [s.secondary, 0.2],
        [s.accent, 0.22],
        [s.primary, 0.08],
      ];
  const [colour, amount] = tints[((variant % 4) + 4) % 4]!;
  return mix(s.background, colour, amount);
}
