import { escapeMarkup, hashSeed, SeededRandom, type PackageFile } from '@tm/catalog-generator';
import type { SiteDesign } from './site-design';

export const PICTURE_COUNT = 6;
export const ICON_FILE = 'assets/images/icon.svg';

/** The site's icon: the business's initial on its primary colour (browsers ask for one; without it, a 404 on every page). */
export function siteIcon(design: SiteDesign, name: string): string {
  const initial = escapeMarkup(Array.from(name.trim())[0]?.toUpperCase() ?? '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${design.primary}"/><text x="32" y="44" font-family="sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="${design.onPrimary}">${initial}</text></svg>\n`;
}

/**
 * The first version's pictures (decision 096): abstract compositions in the design's palette, drawn
 * here as SVG files inside the ZIP (no external image, nothing pretending to be a photo of the
 * business). The buyer's photos take their place in the finished site. Seeded by the business name,
 * so a rerun writes the same bytes.
 */
export function sitePictures(design: SiteDesign, seedText: string): PackageFile[] {
  const random = new SeededRandom(hashSeed(seedText));
  const colours = [design.primary, design.surface, design.muted, design.background];
  return Array.from({ length: PICTURE_COUNT }, (_, i) => {
    const shapes: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const colour = colours[(i + n) % colours.length]!;
      const x = Math.round(random.next() * 400);
      const y = Math.round(random.next() * 300);
      const r = Math.round(40 + random.next() * 110);
      shapes.push(
        n % 2 === 0
          ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="0.8"/>`
          : `<rect x="${x - r}" y="${y - r / 2}" width="${r * 2}" height="${r}" rx="${Math.round(r / 5)}" fill="${colour}" opacity="0.7"/>`,
      );
    }
    const content = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" aria-hidden="true"><rect width="400" height="300" fill="${i % 2 ? design.surface : design.primary}"/>${shapes.join('')}</svg>\n`;
    return { name: `assets/images/picture-${i + 1}.svg`, content };
  });
}
