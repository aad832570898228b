import { pagePath } from '@tm/contracts/routes';
import type { Template } from '@tm/contracts/catalog.schemas';
import { AddToCartButton, TaxNote, WishlistButton, formatCount, formatDollars, PageLink } from '@tm/platform';
import { categoryInfo } from '../categories';
import { RatingStars } from './rating-stars';
import { RankBadge, StatusBadges, SubcategoryBadge } from './template-badges';
import { TemplateImage } from './template-image';
import { RegularPrice } from './sale-price';

export interface TemplateCardProps {
  template: Template;
  /** #1-#3 on the top items of a listing. */
  rank?: number;
  eagerImage?: boolean;
  /** h3 under a section's h2 (home); h2 where the grid sits right under the page's h1 (listings). */
  headingLevel?: 2 | 3;
}

/** One card for every grid: image (placeholder on failure), badges, name, category, rating, price, sales, add to cart. */
export function TemplateCard({ template, rank, eagerImage = false, headingLevel = 3 }: TemplateCardProps) {
  const href = pagePath('template', { slug: template.slug });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="sf-card">
      <div className="sf-card__media">
        {/* The title link below is the one keyboard and screen-reader stop; the image repeats it for the mouse. */}
        <PageLink to={href} className="sf-card__media-link" tabIndex={-1} aria-hidden="true">
          <TemplateImage template={template} eager={eagerImage} />
          <span className="sf-card__preview">Preview</span>
        </PageLink>
        <div className="sf-card__badges">
          {rank ? <RankBadge rank={rank} /> : null}
          <StatusBadges template={template} />
        </div>
        <WishlistButton templateId={template.id} templateName={template.name} className="sf-card__wishlist" />
      </div>
      <div className="sf-card__body">
        <div className="sf-card__meta">
          <span className="sf-card__category">{categoryInfo(template.category).label}</span>
          <SubcategoryBadge subcategory={template.subcategory} />
        </div>
        <Heading className="sf-card__title">
          <PageLink to={href}>{template.name}</PageLink>
        </Heading>
        <RatingStars rating={template.rating} count={template.ratingCount} />
        <div className="sf-card__footer">
          <div className="sf-card__numbers">
            <span className="sf-price">
              {formatDollars(template.price)}
              <TaxNote />
            </span>
            <RegularPrice regularPrice={template.regularPrice} />
            <span className="sf-card__sales">{formatCount(template.salesCount)} sales</span>
          </div>
          <AddToCartButton templateId={template.id} templateName={template.name} size="sm" />
        </div>
      </div>
    </article>
  );
}
