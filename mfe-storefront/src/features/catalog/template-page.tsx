import { useEffect, useRef, useState } from 'react';
import type { Licence } from '@tm/contracts/licences';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { TemplateDetail as Detail } from '@tm/contracts/catalog.schemas';
import { PAGES } from '@tm/contracts/routes';
import { SITE_TEXTS } from '@tm/contracts/site';
import {
  AddToCartButton,
  Badge,
  Button,
  LinkButton,
  PageLink,
  Spinner,
  WishlistButton,
  addToCart,
  formatCount,
  formatDollars,
  TaxNote,
  formatLongDate,
  useCartButton,
  useDocumentTitle,
} from '@tm/platform';
import { isNotFound, useTemplate } from './api';
import { categoryInfo } from './categories';
import { LivePreviewLink } from './components/live-preview-link';
import { MobileBuyBar } from './components/mobile-buy-bar';
import { RatingStars } from './components/rating-stars';
import { RelatedTemplates } from './components/related-templates';
import { ScreenshotGallery } from './components/screenshot-gallery';
import { StatusPanel } from './components/status-panel';
import { StatusBadges, SubcategoryBadge } from './components/template-badges';
import { TemplateFacts } from './components/template-facts';
import { TemplateImage } from './components/template-image';
import { ReviewsSection } from './reviews/reviews-section';
import { RegularPrice } from './components/sale-price';
import { LicenceChoice } from './components/licence-choice';

const NOT_FOUND_TEXT = "The template you're looking for doesn't exist or may have been removed from our marketplace.";

function CheckItem({ children }: { children: string }) {
  return (
    <li>
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d="M7.7 13.3 4.4 10a1 1 0 1 0-1.4 1.4l4 4a1 1 0 0 0 1.4 0l8.6-8.6A1 1 0 1 0 15.6 5.4l-7.9 7.9Z" />
      </svg>
      {children}
    </li>
  );
}

function TemplateDetail({
  template,
  onReviewsChanged,
}: {
  template: Detail;
  onReviewsChanged: (figures: Pick<Detail, 'rating' | 'ratingCount'>) => void;
}) {
  const info = categoryInfo(template.category);
  const price = formatDollars(template.price);
  // The licence Add to Cart adds (decision 091): Regular until the shopper picks Extended.
  const [licence, setLicence] = useState<Licence>('regular');
  return (
    <div className="tm-container sf-detail">
      <nav aria-label="Breadcrumb" className="sf-breadcrumb">
        <ol>
          <li>
            <PageLink to={PAGES.home}>Home</PageLink>
          </li>
          <li>
            <PageLink to={info.path}>{info.label} Templates</PageLink>
          </li>
          <li aria-current="page">{template.name}</li>
        </ol>
      </nav>

      <div className="sf-detail__layout">
        <div className="sf-detail__main">
          <header className="sf-detail__header">
            <div className="tm-row sf-detail__badges">
              <Badge>{info.label}</Badge>
              <SubcategoryBadge subcategory={template.subcategory} />
              <StatusBadges template={template} />
            </div>
            <h1 className="sf-detail__title">{template.name}</h1>
            <p className="sf-detail__description">{template.description}</p>
            <div className="tm-row sf-detail__stats">
              <RatingStars rating={template.rating} count={template.ratingCount} />
              <span className="sf-detail__sales">{formatCount(template.salesCount)} sales</span>
              {template.version ? (
                <span className="sf-detail__version">{`Version ${template.version.number} · Updated ${formatLongDate(template.version.updatedAt)}`}</span>
              ) : null}
            </div>
            <div className="tm-row sf-detail__buy">
              <span className="sf-price sf-price--lg">
                {price}
                <TaxNote />
              </span>
              <RegularPrice regularPrice={template.regularPrice} />
              <AddToCartButton templateId={template.id} templateName={template.name} size="lg" licence={licence} />
              <LivePreviewLink url={template.livePreviewUrl} label="Live Preview" size="lg" />
              <WishlistButton templateId={template.id} templateName={template.name} look="labelled" />
            </div>
          </header>

          <div className="sf-detail__preview">
            <TemplateImage template={template} alt={`${template.name} preview`} width={1200} height={800} eager />
          </div>

          {template.aboutHtml ? (
            <section className="sf-detail__section" aria-labelledby="sf-about-title">
              <h2 id="sf-about-title" className="sf-detail__heading">
                About this template
              </h2>
              {/* The server made this HTML from the owner's Markdown with raw HTML off and links checked (decision 076). */}
              <div className="sf-detail__about" dangerouslySetInnerHTML={{ __html: template.aboutHtml }} />
            </section>
          ) : null}

          {template.features.length > 0 ? (
            <section className="sf-detail__section" aria-labelledby="sf-features-title">
              <h2 id="sf-features-title" className="sf-detail__heading">
                Key Features
              </h2>
              <ul className="sf-features">
                {template.features.map((feature) => (
                  <CheckItem key={feature}>{feature}</CheckItem>
                ))}
              </ul>
            </section>
          ) : null}

          {template.version?.changelog ? (
            <section className="sf-detail__section" aria-labelledby="sf-changelog-title">
              <h2 id="sf-changelog-title" className="sf-detail__heading">
                {`What's new in version ${template.version.number}`}
              </h2>
              <p className="sf-detail__changelog">{template.version.changelog}</p>
            </section>
          ) : null}

          <TemplateFacts template={template} />

          <ScreenshotGallery template={template} />

          <ReviewsSection templateId={template.id} onChanged={onReviewsChanged} />

          <RelatedTemplates template={template} />
        </div>

        <aside className="sf-detail__aside" aria-label="Purchase">
          <div className="sf-buy-card">
            <TemplateImage template={template} width={600} height={400} className="sf-buy-card__image" />
            <div className="sf-buy-card__body">
              <p className="sf-buy-card__price">
                <span className="sf-buy-card__amounts">
                  <span className="sf-price sf-price--lg">
                    {price}
                    <TaxNote />
                  </span>
                  <RegularPrice regularPrice={template.regularPrice} />
                </span>
                <span className="sf-buy-card__note">One-time purchase</span>
              </p>
              <RatingStars rating={template.rating} count={template.ratingCount} />
              <LicenceChoice template={template} value={licence} onChange={setLicence} />
              <AddToCartButton templateId={template.id} templateName={template.name} block licence={licence} />
              <LivePreviewLink url={template.livePreviewUrl} label="Live Demo" block />
              <ul className="sf-buy-card__perks">
                {/* Claims the shop keeps: its sales count, versions (decision 031), the contact page's reply time. */}
                <CheckItem>{`${formatCount(template.salesCount)} ${template.salesCount === 1 ? 'sale' : 'sales'}`}</CheckItem>
                <CheckItem>{SITE_TEXTS.updatesIncluded}</CheckItem>
                <CheckItem>Email support, answered within 24 hours on working days</CheckItem>
              </ul>
            </div>
          </div>
        </aside>
      </div>
      <MobileBuyBar templateId={template.id} templateName={template.name} price={template.price} regularPrice={template.regularPrice} />
    </div>
  );
}

/**
 * The live demo's Buy link (/template/{slug}?buy=1, decision 039): once the template is known, it goes
 * into the visitor's cart (guest or server cart, like Add to Cart) and the cart opens. Admins have no
 * cart, and an owned template shows its Download: the page just shows. The parameter is used once and dropped from the history entry.
 * It waits for what the page's Add to Cart waits for (useCartButton): the session, then a customer's
 * owned templates and cart.
 */
function useBuyFromDemo(template: Detail | undefined) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const button = useCartButton(template?.id ?? '');
  const started = useRef(false);
  const wanted = params.get('buy') === '1';
  useEffect(() => {
    if (!wanted || !template || button === 'pending' || started.current) return;
    started.current = true;
    // Admins have no cart; an owned template is downloaded from this page, not bought again.
    if (button === 'none' || button === 'owned') {
      void navigate({ search: '' }, { replace: true });
      return;
    }
    if (button === 'in-cart') {
      void navigate(PAGES.cart, { replace: true }); // once is enough: no second copy
      return;
    }
    void addToCart({ templateId: template.id, templateName: template.name }).then(() => navigate(PAGES.cart, { replace: true }));
  }, [wanted, template, button, navigate]);
}

export function TemplatePage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, mutate, isValidating } = useTemplate(slug);
  const notFound = isNotFound(error);
  useBuyFromDemo(data);
  useDocumentTitle(data?.name ?? (error ? (notFound ? 'Template Not Found' : 'Error Loading Template') : undefined));

  // A review written or changed moves the rating and count: the header shows the reviews' new figures.
  if (data)
    return <TemplateDetail template={data} onReviewsChanged={(figures) => void mutate({ ...data, ...figures }, { revalidate: false })} />;

  if (error && notFound) {
    // React Router counts entries it pushed: with none before this page, 'Go Back' would leave the site.
    const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    return (
      <div className="tm-page tm-page--narrow">
        <StatusPanel
          headingAs="h1"
          title="Template Not Found"
          message={NOT_FOUND_TEXT}
          actions={
            <>
              <Button variant="outline" onClick={() => void (canGoBack ? navigate(-1) : navigate(PAGES.home))}>
                Go Back
              </Button>
              <LinkButton to={PAGES.home}>Browse All Templates</LinkButton>
            </>
          }
        />
      </div>
    );
  }

  if (error) {
    return (
      <div className="tm-page tm-page--narrow">
        <StatusPanel
          tone="error"
          headingAs="h1"
          title="Error Loading Template"
          message="Failed to load template"
          actions={
            <>
              <Button onClick={() => void mutate()} loading={isValidating} disabled={isValidating}>
                Try Again
              </Button>
              <LinkButton to={PAGES.home} variant="outline">
                Back to Home
              </LinkButton>
            </>
          }
        />
      </div>
    );
  }

  return <Spinner block label="Loading template..." />;
}
