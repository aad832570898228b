import { useState } from 'react';
import useSWR from 'swr';
import { resolveImagePath } from '@tm/contracts/catalog';
import { downloadItemPath } from '@tm/contracts/orders';
import { pagePath } from '@tm/contracts/routes';
import { LIBRARY_API, type Library, type LibraryItem } from '@tm/contracts/wishlist';
import { Badge, Card, DownloadButton, Spinner, formatLongDate, getJson, subcategoryLabel } from '@tm/platform';
import { Link } from 'react-router-dom';
import { LoadFailed, NothingYet } from './card-states';

function LibraryRow({ item }: { item: LibraryItem }) {
  const [downloaded, setDownloaded] = useState(false);
  const image = resolveImagePath(item.previewImage);
  const name = item.listed ? <Link to={pagePath('template', { slug: item.slug })}>{item.name}</Link> : item.name;
  return (
    <li className="account-item">
      {image ? <img className="account-item__image" src={image} alt="" width={96} height={64} loading="lazy" decoding="async" /> : null}
      <div className="account-item__text">
        <p className="account-item__name">
          {name}
          {item.updatedSinceDownload && !downloaded ? (
            <>
              {' '}
              <Badge variant="success">Update available</Badge>
            </>
          ) : null}
        </p>
        <p className="tm-muted">
          {item.category.toUpperCase()} / {subcategoryLabel(item.subcategory)} · Bought {formatLongDate(item.purchasedAt)}
        </p>
        <p className="tm-muted">
          {item.version ? `Version ${item.version.number}, updated ${formatLongDate(item.version.updatedAt)}` : 'Version 1.0'}
        </p>
      </div>
      <DownloadButton
        href={downloadItemPath(item.orderItemId, { orderId: item.orderId })}
        itemName={item.name}
        onStart={() => setDownloaded(true)}
      />
    </li>
  );
}

/**
 * The downloads library (decision 039): every template the customer owns, once, with its newest
 * version one click away, whichever order bought it.
 */
export function LibraryCard() {
  const { data, error, isLoading, mutate } = useSWR<Library, Error>(LIBRARY_API.list, getJson);
  let body;
  if (isLoading) body = <Spinner label="Loading your templates..." />;
  else if (error || !data) body = <LoadFailed text="Your templates could not be loaded." onRetry={() => void mutate()} />;
  else if (data.items.length === 0) body = <NothingYet text="No templates yet: the ones you buy appear here, ready to download." />;
  else {
    body = (
      <ul className="account-items account-library" aria-label="Your templates">
        {data.items.map((item) => (
          <LibraryRow key={item.templateId} item={item} />
        ))}
      </ul>
    );
  }
  return (
    <Card title="My Templates" description="Everything you own, newest version, one click to download." className="account-wide">
      {body}
    </Card>
  );
}
