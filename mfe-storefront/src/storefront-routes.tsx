import './styles/index.css';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import { NotFoundPage, PageReady, RemoteRoot, Spinner } from '@tm/platform';
import { BUILD_ID } from './build-info';
import { HomePage } from './features/home';
import { CATEGORIES } from './features/catalog';

// Only the home page ships with the first screen; every other page loads when it is first visited. The
// chunk names let the server preload a page's chunk with the page (backend/src/modules/web/first-screen-data.ts).
const BrowsePage = lazy(() =>
  import(/* webpackChunkName: "page-browse" */ './features/catalog/browse-page').then((m) => ({ default: m.BrowsePage })),
);
const CategoryPage = lazy(() =>
  import(/* webpackChunkName: "page-category" */ './features/catalog/category-page').then((m) => ({ default: m.CategoryPage })),
);
const TemplatePage = lazy(() =>
  import(/* webpackChunkName: "page-template" */ './features/catalog/template-page').then((m) => ({ default: m.TemplatePage })),
);
const CustomBuildPage = lazy(() =>
  import(/* webpackChunkName: "page-custom-build" */ './features/custom-build/custom-build-page').then((m) => ({
    default: m.CustomBuildPage,
  })),
);
// The static pages share one chunk: small, and read together.
const staticPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const AboutPage = staticPage(() => import(/* webpackChunkName: "page-static" */ './features/static-pages/about-page'), 'AboutPage');
const CareersPage = staticPage(() => import(/* webpackChunkName: "page-static" */ './features/static-pages/careers-page'), 'CareersPage');
const TermsPage = staticPage(() => import(/* webpackChunkName: "page-static" */ './features/static-pages/terms-page'), 'TermsPage');
const PrivacyPage = staticPage(() => import(/* webpackChunkName: "page-static" */ './features/static-pages/privacy-page'), 'PrivacyPage');
const RefundPolicyPage = staticPage(
  () => import(/* webpackChunkName: "page-static" */ './features/static-pages/refund-policy-page'),
  'RefundPolicyPage',
);
const AccessibilityPage = staticPage(
  () => import(/* webpackChunkName: "page-static" */ './features/static-pages/accessibility-page'),
  'AccessibilityPage',
);
const DocumentationPage = staticPage(
  () => import(/* webpackChunkName: "page-static" */ './features/static-pages/documentation-page'),
  'DocumentationPage',
);
const LicencesPage = staticPage(
  () => import(/* webpackChunkName: "page-static" */ './features/static-pages/licences-page'),
  'LicencesPage',
);
const ContactPage = staticPage(() => import(/* webpackChunkName: "page-static" */ './features/static-pages/contact-page'), 'ContactPage');
const LandingPagesPage = lazy(() =>
  import(/* webpackChunkName: "page-landing-pages" */ './features/catalog/landing-pages-page').then((m) => ({
    default: m.LandingPagesPage,
  })),
);

/** A new page starts at the top (query-only changes such as filters keep the scroll position). */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Which build this is: the shell hydrates a server-rendered page only with the build that rendered it. */
export const buildId = BUILD_ID;

/** Exposed as `storefront/routes`: catalogue, custom build and static pages at their absolute paths. */
export default function StorefrontRoutes() {
  return (
    <RemoteRoot name="storefront" buildId={BUILD_ID}>
      <ScrollToTopOnNavigate />
      <Suspense fallback={<Spinner block />}>
        <Routes>
          <Route path={PAGES.home} element={<HomePage />} />
          <Route path={PAGES.browse} element={<BrowsePage />} />
          {CATEGORIES.map((category) => (
            <Route key={category.key} path={category.path} element={<CategoryPage key={category.key} category={category.key} />} />
          ))}
          <Route path={PAGES.landingPages} element={<LandingPagesPage />} />
          <Route path={PAGES.template} element={<TemplatePage />} />
          <Route path={PAGES.customBuild} element={<CustomBuildPage />} />
          <Route path={PAGES.about} element={<AboutPage />} />
          <Route path={PAGES.careers} element={<CareersPage />} />
          <Route path={PAGES.terms} element={<TermsPage />} />
          <Route path={PAGES.privacy} element={<PrivacyPage />} />
          <Route path={PAGES.refundPolicy} element={<RefundPolicyPage />} />
          <Route path={PAGES.licenses} element={<LicencesPage />} />
          <Route path={PAGES.accessibility} element={<AccessibilityPage />} />
          <Route path={PAGES.documentation} element={<DocumentationPage />} />
          <Route path={PAGES.contact} element={<ContactPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
        <PageReady />
      </Suspense>
    </RemoteRoot>
  );
}
