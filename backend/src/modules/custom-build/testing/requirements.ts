import { CustomBuildRequirementsSchema, type CustomBuildRequirements } from '@tm/contracts/custom-build.schemas';

/** A bakery with a shop, gallery and contact form on five pages, standard timeline: 42 h, $2,100 (decision 036). */
export const BAKERY: CustomBuildRequirements = CustomBuildRequirementsSchema.parse({
  businessType: 'Bakery',
  pages: ['About'],
  pageCount: null,
  features: ['shop', 'gallery', 'contactForm'],
  designPreferences: ['Pastel', 'Pink'],
  timeline: 'standard',
  platform: null,
  asked: [],
});
