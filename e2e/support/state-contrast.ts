import type { Locator } from '@playwright/test';

export interface StateContrast {
  ratio: number;
  /** 4.5, or 3 for large text (24 px, or 18.66 px bold). */
  required: number;
  colours: string;
}

/**
 * The contrast of an element's text as it shows in its current state (hovered, a toast in place): the
 * text colour faded by the `opacity` of the element and of its ancestors up to the one that paints the
 * background, over every translucent background between it and the first opaque one. The axe check
 * (support/axe.ts) sees pages at rest; a hover or a transient toast needs this, after their transitions.
 */
export async function stateContrast(element: Locator): Promise<StateContrast> {
  return element.evaluate(async (target) => {
    for (let node: Element | null = target; node; node = node.parentElement) {
      await Promise.all(node.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    }
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, a];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + bottom[i]! * (1 - top[3])).concat(1) as Rgba;
    const luminance = ([r, g, b]: Rgba) =>
      [r, g, b]
        .map((value) => value / 255)
        .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4))
        .reduce((sum, channel, index) => sum + channel * [0.2126, 0.7152, 0.0722][index]!, 0);
    const hex = (c: Rgba) =>
      `#${c
        .slice(0, 3)
        .map((v) => Math.round(v).toString(16).padStart(2, '0'))
        .join('')}`;

    const style = getComputedStyle(target);
    const text = parse(style.color);
    const layers: Rgba[] = [];
    let fade = 1;
    let painted = false;
    for (let node: Element | null = target; node; node = node.parentElement) {
      const nodeStyle = getComputedStyle(node);
      const background = parse(nodeStyle.backgroundColor);
      // Opacity below the first painted background fades the text against it; from there on it fades both.
      if (!painted && background[3] === 0) fade *= Number(nodeStyle.opacity);
      if (background[3] > 0) {
        painted = true;
        layers.push(background);
        if (background[3] >= 1) break;
      }
    }
    let behind: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) behind = over(layer, behind);
    const shown = over([text[0], text[1], text[2], text[3] * fade], behind);
    const [high, low] = [luminance(shown), luminance(behind)].sort((x, y) => y - x);
    const size = parseFloat(style.fontSize);
    const required = size >= 24 || (Number(style.fontWeight) >= 700 && size >= 18.66) ? 3 : 4.5;
    return { ratio: (high! + 0.05) / (low! + 0.05), required, colours: `${hex(shown)} on ${hex(behind)}` };
  });
}
