import { Route, Routes } from 'react-router-dom';
import { PlatformProviders, type FirstScreenData } from '@tm/platform';
import { Header } from './layout/header';
import { Footer } from './layout/footer';
import { PageChangeFocus } from './routing/page-change-focus';
import { PageRoute } from './routing/page-route';

/** `data`: the first screen's answers of a server-rendered page (docs/decisions/056). */
export function App({ data }: { data?: FirstScreenData }) {
  return (
    <PlatformProviders data={data}>
      <a className="tm-skip-link" href="#main">
        Skip to content
      </a>
      <div className="shell">
        <Header />
        <main id="main" className="shell__main" tabIndex={-1}>
          {/* One splat route: the owning remote renders its own <Routes> for the full path. */}
          <Routes>
            <Route path="*" element={<PageRoute />} />
          </Routes>
        </main>
        <Footer />
      </div>
      <PageChangeFocus />
    </PlatformProviders>
  );
}
