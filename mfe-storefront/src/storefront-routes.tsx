import './storefront.css';
import { Route, Routes } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import { NotFoundPage, RemoteRoot } from '@tm/platform';
import { BUILD_ID } from './build-info';
import { HomePage } from './features/home/home-page';
import { BrowsePage } from './features/catalog/browse-page';
import { CategoryPage } from './features/catalog/category-page';
import { CATEGORIES } from './features/catalog/categories';
import { TemplatePage } from './features/catalog/template-page';
import { STATIC_PAGES } from './features/static-pages/static-pages';
import { ComingSoon } from './shared/coming-soon';

/** Exposed as `storefront/routes`: catalogue, custom build and static pages at their absolute paths. */
export default function StorefrontRoutes() {
  return (
    <RemoteRoot name="storefront" buildId={BUILD_ID}>
      <Routes>
        <Route path={PAGES.home} element={<HomePage />} />
        <Route path={PAGES.browse} element={<BrowsePage />} />
        {CATEGORIES.map((category) => (
          <Route key={category.key} path={category.path} element={<CategoryPage category={category.key} />} />
        ))}
        <Route
          path={PAGES.landingPages}
          element={<ComingSoon title="Landing Pages" subtitle="High-converting landing page templates" />}
        />
        <Route path={PAGES.template} element={<TemplatePage />} />
        <Route
          path={PAGES.customBuild}
          element={<ComingSoon title="Custom Website Build" subtitle="Chat with our AI consultant and get a quote" />}
        />
        {STATIC_PAGES.map(({ page, title, subtitle }) => (
          <Route key={page} path={PAGES[page]} element={<ComingSoon title={title} subtitle={subtitle} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteRoot>
  );
}
