// The design vocabulary: palettes, layouts, font stacks and the sections of each layout.
import type { Category } from '@tm/contracts/catalog';
import type { TemplateDesign } from '../drafts/template-draft';

export type Palette = TemplateDesign['palette'];

/** Curated palettes: each has enough contrast between text and background, and a lively accent. */
export const PALETTES: readonly Palette[] = [
  { primary: '#4f46e5', secondary: '#0ea5e9', accent: '#f59e0b', background: '#ffffff', text: '#1e1b4b' },
  { primary: '#166534', secondary: '#65a30d', accent: '#f97316', background: '#f7f7f2', text: '#1a2e05' },
  { primary: '#e11d48', secondary: '#fb923c', accent: '#0ea5e9', background: '#fff7f5', text: '#3b0a1a' },
  { primary: '#a855f7', secondary: '#22d3ee', accent: '#f472b6', background: '#0b1020', text: '#e5e7eb' },
  { primary: '#0369a1', secondary: '#06b6d4', accent: '#facc15', background: '#f0f9ff', text: '#0c2a3e' },
  { primary: '#c2410c', secondary: '#a16207', accent: '#0f766e', background: '#fdf6ee', text: '#3a1f0f' },
  { primary: '#111827', secondary: '#6b7280', accent: '#ef4444', background: '#ffffff', text: '#111827' },
  { primary: '#10b981', secondary: '#34d399', accent: '#fbbf24', background: '#0f172a', text: '#e2e8f0' },
  { primary: '#7c3aed', secondary: '#c084fc', accent: '#14b8a6', background: '#faf5ff', text: '#2e1065' },
  { primary: '#0f766e', secondary: '#d6a15b', accent: '#e11d48', background: '#fbf8f3', text: '#1f2933' },
  { primary: '#1e3a8a', secondary: '#b45309', accent: '#eab308', background: '#fffdf7', text: '#0f172a' },
  { primary: '#be185d', secondary: '#7e22ce', accent: '#22c55e', background: '#fff5fa', text: '#3f0d26' },
  { primary: '#84cc16', secondary: '#a3e635', accent: '#38bdf8', background: '#18181b', text: '#f4f4f5' },
  { primary: '#2563eb', secondary: '#ec4899', accent: '#facc15', background: '#ffffff', text: '#0f172a' },
  { primary: '#4d7c0f', secondary: '#854d0e', accent: '#be123c', background: '#fefce8', text: '#1c1917' },
  { primary: '#ea580c', secondary: '#f59e0b', accent: '#0ea5e9', background: '#111111', text: '#f5f5f5' },
  { primary: '#059669', secondary: '#2dd4bf', accent: '#f43f5e', background: '#f0fdf8', text: '#064e3b' },
  { primary: '#9f1239', secondary: '#fb7185', accent: '#334155', background: '#fffafa', text: '#262626' },
  { primary: '#2dd4bf', secondary: '#0d9488', accent: '#fb923c', background: '#062925', text: '#e6fffb' },
  { primary: '#334155', secondary: '#94a3b8', accent: '#0ea5e9', background: '#f8fafc', text: '#0f172a' },
  { primary: '#dc2626', secondary: '#1f2937', accent: '#f59e0b', background: '#fafaf9', text: '#1c1917' },
  { primary: '#e879f9', secondary: '#818cf8', accent: '#fcd34d', background: '#1e1030', text: '#f5f3ff' },
  { primary: '#d97706', secondary: '#65a30d', accent: '#dc2626', background: '#fffbeb', text: '#292524' },
  { primary: '#1d4ed8', secondary: '#475569', accent: '#16a34a', background: '#f1f5f9', text: '#0f172a' },
];

/**
 * The generator's layouts. Each renders differently in the SVG images and the live preview:
 * where the hero sits, how cards are arranged, which page furniture there is.
 */
export const LAYOUTS = [
  'hero-split',
  'hero-centered',
  'landing-bold',
  'magazine-grid',
  'product-grid',
  'portfolio-masonry',
  'docs-sidebar',
  'dashboard',
  'newsletter',
  'poster',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export function isLayoutName(value: string): value is LayoutName {
  return (LAYOUTS as readonly string[]).includes(value);
}

/** System font stacks only: previews never load external fonts. */
export const FONT_STACKS = [
  "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  "'Helvetica Neue', Helvetica, Arial, sans-serif",
  "Georgia, 'Times New Roman', Times, serif",
  "'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif",
  "'Trebuchet MS', 'Lucida Grande', Verdana, sans-serif",
  "'Avenir Next', Avenir, 'Segoe UI', 'Helvetica Neue', sans-serif",
  "Futura, 'Century Gothic', 'Trebuchet MS', sans-serif",
  "ui-rounded, 'SF Pro Rounded', Nunito, 'Segoe UI', sans-serif",
] as const;

/** Section kinds the live preview knows how to render. */
export const SECTION_KINDS = [
  'hero',
  'logos',
  'features',
  'stats',
  'categories',
  'products',
  'promo',
  'posts',
  'gallery',
  'services',
  'testimonial',
  'pricing',
  'faq',
  'team',
  'newsletter',
  'cta',
  'contact',
  'doc-topics',
  'countdown',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** Sections of the live preview, by layout (the category adjusts a few). */
export function sectionsFor(layout: LayoutName, category: Category, subcategory: string): SectionKind[] {
  if (subcategory === 'coming-soon') return ['hero', 'countdown', 'newsletter'];
  if (subcategory === '404-pages') return ['hero', 'features', 'cta'];
  switch (layout) {
    case 'hero-split':
      if (category === 'plugins') return ['hero', 'features', 'stats', 'testimonial', 'pricing', 'faq'];
      if (category === 'ecommerce') return ['hero', 'categories', 'products', 'promo', 'testimonial', 'newsletter'];
      return ['hero', 'logos', 'services', 'features', 'stats', 'testimonial', 'cta', 'contact'];
    case 'hero-centered':
      return category === 'cms' || category === 'wordpress'
        ? ['hero', 'posts', 'features', 'testimonial', 'newsletter']
        : ['hero', 'logos', 'features', 'gallery', 'testimonial', 'pricing', 'cta'];
    case 'landing-bold':
      return ['hero', 'logos', 'features', 'stats', 'testimonial', 'pricing', 'faq', 'cta'];
    case 'magazine-grid':
      return ['hero', 'posts', 'categories', 'newsletter', 'team'];
    case 'product-grid':
      return ['hero', 'categories', 'products', 'promo', 'features', 'testimonial', 'newsletter'];
    case 'portfolio-masonry':
      return ['hero', 'gallery', 'services', 'testimonial', 'contact'];
    case 'docs-sidebar':
      return ['hero', 'doc-topics', 'features', 'faq', 'cta'];
    case 'dashboard':
      return ['hero', 'features', 'stats', 'pricing', 'testimonial', 'faq'];
    case 'newsletter':
      return ['hero', 'posts', 'promo', 'cta'];
    case 'poster':
      return ['hero', 'gallery', 'features', 'pricing', 'cta'];
  }
}
