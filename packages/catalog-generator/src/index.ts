// The catalog generator's one entry point: everything the backend uses of it (see README.md).
export type { TemplateDesign, TemplateDraft } from './drafts/template-draft';
export {
  generateJobTemplateDraft,
  generateTemplateDraft,
  generateTemplateDrafts,
  SUBCATEGORY_SLOTS,
  type GenerateOptions,
  type JobDraftOptions,
} from './drafts/template-drafts';
export { GENERATED_IMAGES_PREFIX, generatedImagePaths } from './drafts/image-paths';
export { slugBase, slugify } from './drafts/slugs';
export type { PageContent, PreviewSource } from './content/page-types';
export { PREVIEW_SIZE, renderPreviewSvg } from './images/preview';
export { renderScreenshotSvg, SCREENSHOT_SIZE, screenshotPageName } from './images/screenshot';
export { renderLivePreviewHtml, templatePagePath } from './demo/live-preview';
export { formatPrice, PREVIEW_BAR_SCRIPT_HASH, previewFramePath, renderPreviewPageHtml, type PreviewPageSource } from './demo/preview-page';
export { subjectIdOf } from './content/subject-of';
export type { PackageFile } from './packages/package-file';
export { categoryLabel, plainWords } from './packages/labels';
export { IMAGES_DIR, simpleSiteFiles, starterSiteFiles, type SimplePageSource } from './packages/html/starter-site';
export * from './packages';
export { escapeMarkup, safeDesign } from './shared/markup';
export { htmlDocument, type HtmlDocumentParts } from './shared/html-document';
export { hashSeed, randomFor, SeededRandom } from './shared/seeded-random';
export { LICENCE_TERMS, licenseText, type PackageDocumentFacts, readmeText } from './packages/package-texts';
