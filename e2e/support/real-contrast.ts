import type { Page } from '@playwright/test';

export interface MeasuredContrast {
  target: string;
  /** The worst ratio over every colour the text can sit on (each gradient stop, each translucent layer). */
  ratio: number;
  required: number;
  /** Set when the text sits on a picture: no colour of the CSS says what is behind it. */
  unmeasurable?: string;
  /** The element left the page between axe's reading and this one (a notification that closed). */
  gone?: true;
  colours: string;
}

/**
 * axe leaves text on gradients, translucent layers and overlapping boxes 'incomplete' rather than
 * failing or passing it; Lighthouse shows those as not applicable. This measures them from the real
 * computed colours instead: the text colour against every stop of every gradient and every translucent
 * background between the text and the first opaque one, composited over one another, and keeps the worst.
 */
export async function measureContrast(page: Page, targets: string[]): Promise<MeasuredContrast[]> {
  return page.evaluate((selectors) => {
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba[] =>
      [...colour.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
        const [r = 0, g = 0, b = 0, a = 1] = match[1]!
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return [r, g, b, a];
      });
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3];
      return [0, 1, 2].map((i) => top[i]! * alpha + bottom[i]! * (1 - alpha)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) =>
      [r, g, b]
        .map((value) => value / 255)
        .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4))
        .reduce((sum, channel, index) => sum + channel * [0.2126, 0.7152, 0.0722][index]!, 0);
    const ratio = (a: Rgba, b: Rgba) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (high! + 0.05) / (low! + 0.05);
    };
    const hex = (c: Rgba) =>
      `#${c
        .slice(0, 3)
        .map((v) => Math.round(v).toString(16).padStart(2, '0'))
        .join('')}`;

    return selectors.map((target) => {
      const element = document.querySelector(target);
      if (!element) return { target, ratio: 0, required: 4.5, gone: true as const, colours: '' };
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      const required = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;

      // Gradient-filled text (background-clip: text) is drawn in its gradient's colours, over its parent.
      const clipped = style.backgroundClip === 'text' || style.getPropertyValue('-webkit-background-clip') === 'text';
      const gradientText = clipped ? parse(style.backgroundImage) : [];
      const textColours = gradientText.length ? gradientText : parse(style.color).slice(0, 1);

      // Layers from the text outwards, each a list of colours it can show; stop at the first opaque one.
      const layers: Rgba[][] = [];
      let unmeasurable: string | undefined;
      for (let node: Element | null = clipped ? element.parentElement : element; node; node = node.parentElement) {
        const nodeStyle = getComputedStyle(node);
        const colour = parse(nodeStyle.backgroundColor)[0];
        const image = nodeStyle.backgroundImage;
        if (image.includes('url(')) {
          unmeasurable = `a background picture on ${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`;
          break;
        }
        const stops = image === 'none' ? [] : parse(image);
        if (stops.length) layers.push(stops);
        if (stops.length && stops.every((stop) => stop[3] >= 1)) break;
        if (colour && colour[3] > 0) layers.push([colour]);
        if (colour && colour[3] >= 1) break;
      }
      let behind: Rgba[] = [[255, 255, 255, 1]];
      for (const layer of layers.reverse()) behind = layer.flatMap((top) => behind.map((bottom) => over(top, bottom)));
      const worst = Math.min(...textColours.flatMap((text) => behind.map((bottom) => ratio(over(text, bottom), bottom))));
      return {
        target,
        ratio: worst,
        required,
        unmeasurable,
        colours: `${textColours.map(hex).join(', ')} on ${behind.map(hex).join(', ')}`,
      };
    });
  }, targets);
}
