import { Link } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import { LinkButton, useDocumentTitle } from '@tm/platform';
import { CATEGORIES } from '../catalog/categories';

const BENEFITS = [
  { title: '1,000+ premium templates', text: 'WordPress, HTML, eCommerce, marketing, CMS themes and plugins.' },
  { title: 'Bespoke build services', text: 'Tell our AI consultant what you need and get a site built for you.' },
  { title: 'Pay as you go', text: 'One-time purchases. No subscriptions, no lock-in.' },
];

export function HomePage() {
  useDocumentTitle('Premium Website Templates');
  return (
    <div className="sf-home">
      <section className="sf-hero" aria-labelledby="sf-hero-title">
        <div className="tm-container sf-hero__inner">
          <p className="sf-hero__eyebrow">Website templates · one-time purchase</p>
          <h1 id="sf-hero-title" className="sf-hero__title">
            Launch a beautiful website <span>today</span>
          </h1>
          <p className="sf-hero__text">
            Premium WordPress themes, HTML sites, eCommerce storefronts and marketing assets, ready to download and make your
            own.
          </p>
          <div className="tm-row sf-hero__actions">
            <LinkButton to={PAGES.browse} size="lg">
              Explore Templates
            </LinkButton>
            <LinkButton to={PAGES.customBuild} size="lg" variant="outline">
              Custom Build Service
            </LinkButton>
          </div>
        </div>
      </section>

      <section className="tm-container sf-section" aria-labelledby="sf-categories-title">
        <h2 id="sf-categories-title" className="sf-section__title">
          Browse by category
        </h2>
        <ul className="sf-tiles">
          {CATEGORIES.map((category) => (
            <li key={category.key}>
              <Link to={category.path} className="sf-tile">
                <span className="sf-tile__title">{category.tile}</span>
                <span className="sf-tile__text">{category.blurb}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link to={PAGES.customBuild} className="sf-tile sf-tile--accent">
              <span className="sf-tile__title">Custom Build Service</span>
              <span className="sf-tile__text">A site built for you, delivered fast</span>
            </Link>
          </li>
        </ul>
      </section>

      <section className="tm-container sf-section" aria-label="Why shop with us">
        <ul className="sf-benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="sf-benefit">
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
