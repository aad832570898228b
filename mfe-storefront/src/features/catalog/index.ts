// The catalog's public surface: what the home page and the routes use. Its pages (browse, category,
// template, landing pages) are not here: the routes load each with import() into a chunk of its own.
export { totalOf, trendingErrorMessage, useHomeSection, useTemplateCounts } from './api';
export { ComingSoon } from './components/coming-soon';
export { CATEGORIES, categoryInfo } from './categories';
export { StatusPanel, reloadPage } from './components/status-panel';
export { SkeletonGrid, TemplateGrid } from './components/template-grid';
export { TemplateImage } from './components/template-image';
