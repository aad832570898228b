// Every palette's demo colours read: each text colour of the demo CSS against each background it sits on.
import { PALETTES } from '../content/design-vocabulary';
import { contrast, schemeOf, TEXT_CONTRAST } from '../shared/colors';

/** Every text colour of the demo CSS and the backgrounds it sits on (see styles/). */
function pairs(palette: (typeof PALETTES)[number]): Array<[string, string, string]> {
  const s = schemeOf(palette);
  const grounds: Array<[string, string]> = [
    ['background', s.background],
    ['surface', s.surface],
    ['alt', s.surfaceAlt],
    ['tint', s.tint],
  ];
  return [
    ...grounds.flatMap(([name, g]): Array<[string, string, string]> => [
      [`text on ${name}`, s.text, g],
      [`muted on ${name}`, s.muted, g],
      [`primary ink on ${name}`, s.primaryInk, g],
      [`stars on ${name}`, s.star, g],
    ]),
    ['button text', s.onPrimary, s.primarySolid],
    ['text on the gradient end', s.onPrimary, s.gradientEnd],
    ['text on the promo start', s.onPrimary, s.gradientStart],
    ['badge', s.onAccent, s.accentSolid],
    ['avatar and board', s.onSecondary, s.secondarySolid],
    ['footer', s.onFooter, s.footer],
    ['announcement', s.background, s.text],
  ];
}

describe('demo colours', () => {
  it(`give every text ${TEXT_CONTRAST}:1 against its background, for every palette`, () => {
    const failing = PALETTES.flatMap((palette, i) =>
      pairs(palette)
        .filter(([, fg, bg]) => contrast(fg, bg) < TEXT_CONTRAST)
        .map(([what, fg, bg]) => `palette ${i}: ${what} ${fg} on ${bg} = ${contrast(fg, bg).toFixed(2)}`),
    );
    expect(failing).toEqual([]);
  });
});
