/** The palette and type of a custom site, from the summary's design preferences (decision 036). */
export interface SiteDesign {
  primary: string;
  /** Text on the primary colour: black or white, whichever reads better. */
  onPrimary: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
  font: string;
  radius: string;
  /** The preferences it was made from, as shown in the summary. */
  words: string[];
}

const COLOURS: Record<string, string> = {
  Pink: '#c2255c',
  Red: '#c92a2a',
  Orange: '#d9480f',
  Yellow: '#e67700',
  Gold: '#9c6f00',
  Green: '#2b8a3e',
  Teal: '#0b7285',
  Blue: '#1864ab',
  Navy: '#1c2e4a',
  Purple: '#6741d9',
  Brown: '#7c4a1e',
  Beige: '#8a6d3b',
  Black: '#111111',
  Grey: '#495057',
};
const SERIF = "Georgia, 'Times New Roman', serif";
const ROUNDED = "'Trebuchet MS', 'Segoe UI', system-ui, sans-serif";
const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Mixes a colour toward white (amount 0-1). */
function tint(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix) as [number, number, number];
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

export function siteDesign(preferences: readonly string[]): SiteDesign {
  const has = (word: string) => preferences.includes(word);
  const primary = preferences.map((p) => COLOURS[p]).find((c): c is string => c !== undefined) ?? '#1864ab';
  const dark = has('Dark') || (has('Black') && !has('White'));
  const soft = has('Pastel') || has('Warm') || has('Natural');
  const background = dark ? '#14161a' : soft ? tint(primary, 0.93) : '#ffffff';
  const text = dark ? '#f1f3f5' : '#1d2125';
  const design: SiteDesign = {
    // On a dark page the primary is lightened until it reads as text.
    primary: dark ? lightenUntil(primary, background, 4.5) : primary,
    onPrimary: '#ffffff',
    background,
    surface: dark ? '#1f2329' : soft ? tint(primary, 0.85) : '#f4f6f8',
    text,
    muted: dark ? '#c1c7cd' : '#495057',
    font:
      has('Elegant') || has('Luxury') || has('Classic') || has('Vintage') || has('Rustic')
        ? SERIF
        : has('Playful') || has('Friendly')
          ? ROUNDED
          : SANS,
    radius: has('Playful') || has('Friendly') ? '18px' : has('Minimal') || has('Corporate') ? '2px' : '8px',
    words: [...preferences],
  };
  design.onPrimary = contrast(design.primary, '#ffffff') >= contrast(design.primary, '#111111') ? '#ffffff' : '#111111';
  return design;
}

function lightenUntil(colour: string, background: string, ratio: number): string {
  let result = colour;
  for (let amount = 0.1; contrast(result, background) < ratio && amount < 1; amount += 0.1) result = tint(colour, amount);
  return result;
}
