import { PAGES } from '@tm/contracts/routes';
import { LinkButton } from '@tm/platform';

export function CustomBuildBanner() {
  return (
    <section className="tm-container sf-section" aria-labelledby="sf-custom-build-title">
      <div className="sf-banner">
        <div className="sf-banner__text">
          <p className="sf-banner__eyebrow">Custom Build Service</p>
          <h2 id="sf-custom-build-title" className="sf-banner__title">
            Need something unique?
          </h2>
          <p>Tell our AI consultant about your business, get a clear quote in minutes and receive your bespoke website within 2 hours.</p>
        </div>
        <LinkButton to={PAGES.customBuild} size="lg" variant="secondary" className="sf-banner__action">
          Request a Quote
        </LinkButton>
      </div>
    </section>
  );
}
