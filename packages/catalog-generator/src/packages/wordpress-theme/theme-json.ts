// theme.json (version 3) of the block theme: the demo's palette, font stack and widths as global settings and styles.
import type { PageContent } from '../../content/page-types';
import { firstFamily, json } from '../common/text';

/** The palette slugs the templates and patterns use. */
export const PALETTE_SLUGS = [
  'base',
  'contrast',
  'primary',
  'secondary',
  'accent',
  'surface',
  'muted',
  'border',
  'footer',
  'on-primary',
  'on-footer',
] as const;

export function themeJson(content: PageContent): string {
  const s = content.scheme;
  const colors: Record<(typeof PALETTE_SLUGS)[number], [string, string]> = {
    base: ['Base', s.background],
    contrast: ['Contrast', s.text],
    primary: ['Primary', s.primary],
    secondary: ['Secondary', s.secondary],
    accent: ['Accent', s.accent],
    surface: ['Surface', s.surfaceAlt],
    muted: ['Muted', s.muted],
    border: ['Border', s.border],
    footer: ['Footer', s.footer],
    'on-primary': ['On primary', s.onPrimary],
    'on-footer': ['On footer', s.onFooter],
  };
  const font = content.design.font;
  const system = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
  return json({
    $schema: 'https://schemas.wp.org/trunk/theme.json',
    version: 3,
    settings: {
      appearanceTools: true,
      useRootPaddingAwareAlignments: true,
      color: {
        defaultPalette: false,
        defaultGradients: false,
        palette: PALETTE_SLUGS.map((slug) => ({ slug, name: colors[slug][0], color: colors[slug][1] })),
      },
      layout: { contentSize: '720px', wideSize: '1200px' },
      spacing: { units: ['px', 'em', 'rem', '%', 'vh', 'vw'] },
      typography: {
        fluid: true,
        fontFamilies: [
          { slug: 'body', name: firstFamily(font), fontFamily: font },
          { slug: 'system', name: 'System sans-serif', fontFamily: system },
        ],
        fontSizes: [
          { slug: 'small', name: 'Small', size: '0.875rem' },
          { slug: 'medium', name: 'Medium', size: '1.0625rem' },
          { slug: 'large', name: 'Large', size: '1.5rem', fluid: { min: '1.25rem', max: '1.5rem' } },
          { slug: 'x-large', name: 'Extra large', size: '2.25rem', fluid: { min: '1.75rem', max: '2.25rem' } },
          { slug: 'xx-large', name: 'Huge', size: '3.25rem', fluid: { min: '2.25rem', max: '3.25rem' } },
        ],
      },
    },
    styles: {
      color: { background: 'var(--wp--preset--color--base)', text: 'var(--wp--preset--color--contrast)' },
      typography: {
        fontFamily: 'var(--wp--preset--font-family--body)',
        fontSize: 'var(--wp--preset--font-size--medium)',
        lineHeight: '1.6',
      },
      spacing: {
        blockGap: '1.5rem',
        padding: { top: '0px', right: '1.5rem', bottom: '0px', left: '1.5rem' },
      },
      elements: {
        link: {
          color: { text: 'var(--wp--preset--color--primary)' },
          ':hover': { color: { text: 'var(--wp--preset--color--accent)' } },
        },
        heading: {
          typography: { fontFamily: 'var(--wp--preset--font-family--body)', fontWeight: '700', lineHeight: '1.2' },
          color: { text: 'var(--wp--preset--color--contrast)' },
        },
        button: {
          color: { background: 'var(--wp--preset--color--primary)', text: 'var(--wp--preset--color--on-primary)' },
          border: { radius: '8px' },
          typography: { fontWeight: '600' },
          ':hover': { color: { background: 'var(--wp--preset--color--accent)' } },
        },
      },
      blocks: {
        'core/site-title': { typography: { fontWeight: '800', fontSize: 'var(--wp--preset--font-size--large)' } },
        'core/navigation': { typography: { fontSize: 'var(--wp--preset--font-size--small)', fontWeight: '600' } },
        'core/quote': {
          border: { left: { color: 'var(--wp--preset--color--primary)', width: '4px', style: 'solid' } },
          spacing: { padding: { left: '1.25rem' } },
        },
        'core/separator': { color: { text: 'var(--wp--preset--color--border)' } },
      },
    },
    templateParts: [
      { name: 'header', title: 'Header', area: 'header' },
      { name: 'footer', title: 'Footer', area: 'footer' },
    ],
  });
}
