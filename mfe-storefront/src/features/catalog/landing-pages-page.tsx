import { useId, type FormEvent } from 'react';
import { PAGES } from '@tm/contracts/routes';
import { Button, LinkButton, TaxNote, formatDollars, useDocumentTitle } from '@tm/platform';
import { SHOWCASE_ITEMS, SHOWCASE_TAGS, type ShowcaseItem } from './landing-pages-data';

const NEW_AND_TRENDING = 4; // the last 4 items

/** Where 'View Details' leads: the real landing pages of the catalogue (the sample items have no detail page). */
const LANDING_PAGES_LISTING = `${PAGES.html}?subcategory=landing-pages`;

function ShowcaseCard({ item, ranked }: { item: ShowcaseItem; ranked: boolean }) {
  const titleId = useId();
  return (
    <article className={`sf-showcase-card sf-theme--${item.theme}`} aria-labelledby={titleId}>
      <div className="sf-showcase-card__preview" aria-hidden="true">
        <span className="sf-showcase-card__bar" />
        <span className="sf-showcase-card__hero" />
        <span className="sf-showcase-card__blocks">
          <span />
          <span />
          <span />
        </span>
        {ranked ? <span className="sf-rank sf-showcase-card__rank">#{item.rank}</span> : null}
      </div>
      <div className="sf-showcase-card__body">
        <h3 id={titleId} className="sf-card__title">
          {item.name}
        </h3>
        <p className="sf-showcase-card__text">{item.description}</p>
        <ul className="sf-showcase-card__tags" aria-label="Tags">
          {item.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <p className="sf-price">
          {formatDollars(item.price)}
          <TaxNote />
        </p>
        <div className="sf-showcase-card__actions">
          <Button variant="outline" size="sm" disabled>
            Demo Unavailable
          </Button>
          <LinkButton to={LANDING_PAGES_LISTING} size="sm">
            View Details<span className="tm-visually-hidden"> of {item.name}</span>
          </LinkButton>
        </div>
      </div>
    </article>
  );
}

function ShowcaseGrid({ items, ranked, label }: { items: ShowcaseItem[]; ranked: boolean; label: string }) {
  return (
    <ul className="sf-grid sf-grid--four" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <ShowcaseCard item={item} ranked={ranked} />
        </li>
      ))}
    </ul>
  );
}

/** /html-templates/landing-pages: a static showcase (docs/product/storefront.md §2); its search box is not wired to anything. */
export function LandingPagesPage() {
  useDocumentTitle('Landing Page Templates');
  const searchId = useId();
  const ignore = (event: FormEvent) => event.preventDefault();
  return (
    <div className="sf-landing">
      <section className="sf-listing-hero sf-landing__hero" aria-labelledby="sf-landing-title">
        <div className="tm-container sf-listing-hero__inner">
          <p className="sf-hero__eyebrow">150+ Templates Available</p>
          <h1 id="sf-landing-title" className="sf-listing-hero__title">
            Landing Page Templates
          </h1>
          <p className="sf-listing-hero__text">
            High-converting landing pages for SaaS products, mobile apps, events and campaigns. Launch your next page in minutes.
          </p>
          <form role="search" className="sf-search" aria-labelledby={`${searchId}-label`} onSubmit={ignore}>
            <label id={`${searchId}-label`} htmlFor={searchId} className="tm-visually-hidden">
              Search landing page templates
            </label>
            <input
              id={searchId}
              className="tm-input sf-search__input"
              type="search"
              placeholder="Search landing pages..."
              autoComplete="off"
            />
            <Button type="submit">Search</Button>
          </form>
          <ul className="sf-tags" aria-label="Popular tags">
            {SHOWCASE_TAGS.map((tag) => (
              <li key={tag} className="sf-tag">
                {tag}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="tm-container sf-section" aria-labelledby="sf-landing-featured">
        <h2 id="sf-landing-featured" className="sf-section__title">
          Featured Landing Pages
        </h2>
        <ShowcaseGrid items={SHOWCASE_ITEMS} ranked label="Featured Landing Pages" />
      </section>

      <section className="tm-container sf-section sf-section--last" aria-labelledby="sf-landing-new">
        <h2 id="sf-landing-new" className="sf-section__title">
          New &amp; Trending
        </h2>
        <ShowcaseGrid items={SHOWCASE_ITEMS.slice(-NEW_AND_TRENDING)} ranked={false} label="New and Trending" />
      </section>
    </div>
  );
}
