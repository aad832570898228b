import { PAGES } from '@tm/contracts/routes';
import { formatCount, LinkButton, useDocumentTitle } from '@tm/platform';
import { ComingSoon, totalOf, useTemplateCounts } from '../catalog';
import { CategoryTiles } from './category-tiles';
import { CustomBuildBanner } from './custom-build-banner';
import { FeaturedBlock } from './featured-block';
import { HandPickedSection } from './hand-picked-section';
import { MostPopularSection } from './most-popular-section';
import { TrendingSection } from './trending-section';

/** docs/product/storefront.md §1's three benefit tiles; the first one's count is the catalogue's, read from the server (the category tiles' counts), not a fixed figure. */
const CATALOGUE_TEXT = 'WordPress, HTML, eCommerce, marketing, CMS themes and plugins.';
const BENEFITS = [
  { title: 'Bespoke build services', text: 'Tell our AI consultant what you need and get a site built for you.' },
  { title: 'Pay as you go', text: 'One-time purchases. No subscriptions, no lock-in.' },
];

/**
 * The catalogue's size from its counts: "12,345 premium templates" once they arrived; no figure before,
 * when they cannot be read, or while the shop has none (it then says so, and shows no empty section).
 */
function useCatalogue(): { title: string; empty: boolean } {
  const { data } = useTemplateCounts();
  const total = data ? totalOf(data) : undefined;
  if (!total) return { title: 'Premium templates', empty: total === 0 };
  return { title: `${formatCount(total)} premium ${total === 1 ? 'template' : 'templates'}`, empty: false };
}

export function HomePage() {
  useDocumentTitle('Premium Website Templates');
  const { title: catalogueTitle, empty } = useCatalogue();
  return (
    <div className="sf-home">
      <section className="sf-hero" aria-labelledby="sf-hero-title">
        <div className="tm-container sf-hero__inner">
          <p className="sf-hero__eyebrow">Website templates · one-time purchase</p>
          <h1 id="sf-hero-title" className="sf-hero__title">
            Launch a beautiful website <span>today</span>
          </h1>
          <p className="sf-hero__text">
            Premium WordPress themes, HTML sites, eCommerce storefronts and marketing assets, ready to download and make your own.
          </p>
          <div className="tm-row sf-hero__actions">
            {empty ? null : (
              <LinkButton to={PAGES.browse} size="lg">
                Explore Templates
              </LinkButton>
            )}
            <LinkButton to={PAGES.customBuild} size="lg" variant={empty ? 'primary' : 'outline'}>
              Custom Build Service
            </LinkButton>
          </div>
        </div>
      </section>

      {/* A shop without published templates (a new production shop) says so, instead of empty sections. */}
      {empty ? (
        <section className="tm-container sf-section" aria-label="Templates">
          <ComingSoon />
        </section>
      ) : (
        <>
          <CategoryTiles />
          <HandPickedSection />
          <FeaturedBlock />
        </>
      )}
      <CustomBuildBanner />
      {empty ? null : <TrendingSection />}

      <section className="tm-container sf-section" aria-labelledby="sf-benefits-title">
        <h2 id="sf-benefits-title" className="tm-visually-hidden">
          Why shop with us
        </h2>
        <ul className="sf-benefits">
          <li className="sf-benefit">
            <h3>{catalogueTitle}</h3>
            <p>{CATALOGUE_TEXT}</p>
          </li>
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="sf-benefit">
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {empty ? null : <MostPopularSection />}
    </div>
  );
}
