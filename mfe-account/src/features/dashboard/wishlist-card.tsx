import { resolveImagePath } from '@tm/contracts/catalog';
import { pagePath } from '@tm/contracts/routes';
import type { WishlistEntry } from '@tm/contracts/wishlist';
import { AddToCartButton, Button, Card, Spinner, formatDollars, setWishlisted, subcategoryLabel, useWishlist } from '@tm/platform';
import { Link } from 'react-router-dom';
import { LoadFailed, NothingYet } from './card-states';

function WishlistRow({ entry }: { entry: WishlistEntry }) {
  const { template } = entry;
  const image = resolveImagePath(template.previewImage);
  return (
    <li className="account-item">
      {image ? <img className="account-item__image" src={image} alt="" width={96} height={64} loading="lazy" decoding="async" /> : null}
      <div className="account-item__text">
        <p className="account-item__name">
          <Link to={pagePath('template', { slug: template.slug })}>{template.name}</Link>
        </p>
        <p className="tm-muted">
          {template.category.toUpperCase()} / {subcategoryLabel(template.subcategory)} · {formatDollars(template.price)}
        </p>
      </div>
      <div className="account-item__actions">
        <AddToCartButton templateId={template.id} templateName={template.name} size="sm" />
        <Button variant="ghost" size="sm" onClick={() => void setWishlisted(template.id, template.name, false)}>
          Remove
          <span className="tm-visually-hidden">: {template.name}</span>
        </Button>
      </div>
    </li>
  );
}

/** The wishlist (decision 039): templates saved with the heart, newest first, to buy or remove. */
export function WishlistCard() {
  const { data, error, isLoading, mutate } = useWishlist();
  let body;
  if (isLoading) body = <Spinner label="Loading your wishlist..." />;
  else if (error || !data) body = <LoadFailed text="Your wishlist could not be loaded." onRetry={() => void mutate()} />;
  else if (data.items.length === 0) body = <NothingYet text="Nothing saved yet: press the heart on a template to keep it here." />;
  else {
    body = (
      <ul className="account-items" aria-label="Your wishlist">
        {data.items.map((entry) => (
          <WishlistRow key={entry.template.id} entry={entry} />
        ))}
      </ul>
    );
  }
  return (
    <Card title="Wishlist" className="account-wide">
      {body}
    </Card>
  );
}
