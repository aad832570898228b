import type { Category } from '@tm/contracts/catalog';

/** How a generated template looks: drives its SVG images and its live preview page. */
export interface TemplateDesign {
  palette: { primary: string; secondary: string; accent: string; background: string; text: string };
  layout: string; // e.g. 'hero-split', 'magazine-grid', 'product-grid', ... (the generator's own set)
  font: string; // a CSS font stack
  sections: string[]; // section kinds the live preview renders, in order
}

/**
 * One template as the catalog generator produces it, before it is stored. This package makes these;
 * the backend's CatalogWriterService (backend/src/modules/catalog) stores them.
 */
export interface TemplateDraft {
  slug: string;
  name: string;
  description: string;
  priceCents: number; // 1900..12900
  rating: number; // 0..5, one decimal
  ratingCount: number;
  salesCount: number;
  category: Category;
  subcategory: string; // from LISTING_SUBCATEGORIES[category]
  features: string[]; // 5..8
  tags: string[]; // includes the subcategory itself; /browse values matched by tag (BROWSE_FILTERS) are tags
  previewImage: string; // 'generated-images/<slug>/preview.svg'
  screenshots: string[]; // 'generated-images/<slug>/screenshot-<n>.svg', 3..6 of them
  livePreviewUrl: string | null; // '/preview/<slug>'
  design: TemplateDesign;
  createdAt: Date;
  /** The bulk generation job that made it (the back office marks it Generated); absent for seeded and uploaded templates. */
  generationJobId?: string;
}
