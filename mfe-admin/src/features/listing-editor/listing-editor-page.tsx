import './listing-editor.css';
import { useEffect, useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { LISTING_MESSAGES } from '@tm/contracts/listings';
import type { Listing } from '@tm/contracts/listings.schemas';
import { pagePath, PAGES } from '@tm/contracts/routes';
import { ApiError, Spinner, useDocumentTitle, userMessage } from '@tm/platform';
import { AdminPageHeader } from '../admin-page-header';
import { ListingEditorForm } from './listing-editor-form';
import { getListing } from './listings-api';

interface Opened {
  /** The route's id (undefined: a new listing). */
  id: string | undefined;
  listing?: Listing;
  error?: unknown;
  /** A new form for each listing opened; the same one when a new listing's first save gives it its id. */
  form: number;
}

/**
 * /admin/templates/new and /admin/templates/:id/edit: the back office's listing editor, a page of its own.
 * The header (the page's h1, which the shell focuses on arrival, decision 027) stays while the listing
 * loads, so focus is not lost when the form replaces the spinner.
 */
export function ListingEditorPage() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<Opened>({ id, form: 0 });
  useDocumentTitle(id ? 'Edit template' : 'New template');

  // Another listing in the same route element (back and forward): start again, unless this is the new
  // listing's own id after its first save, which keeps the form and what it holds.
  if (opened.id !== id) {
    setOpened(opened.listing && opened.listing.id === id ? { ...opened, id } : { id, form: opened.form + 1 });
  }

  const needsLoad = opened.id !== undefined && !opened.listing && !opened.error;
  useEffect(() => {
    if (!needsLoad || !id) return;
    let live = true;
    getListing(id).then(
      (listing) => live && setOpened((current) => (current.id === id ? { ...current, listing } : current)),
      (error: unknown) => live && setOpened((current) => (current.id === id ? { ...current, error } : current)),
    );
    return () => {
      live = false;
    };
  }, [needsLoad, id]);

  function saved(listing: Listing) {
    const created = !opened.listing;
    setOpened((current) => ({ ...current, listing }));
    // The draft exists now: its address is the edit page's (replacing /new, so Back does not make another).
    if (created) void navigate(pagePath('adminEditListing', { id: listing.id }), { replace: true });
  }

  const notFound = opened.error instanceof ApiError && opened.error.status === 404;
  return (
    <div className="admin-page listing-editor">
      <AdminPageHeader
        title={id ? 'Edit template' : 'New template'}
        subtitle={
          opened.listing ? opened.listing.name : id ? 'Loading the template…' : 'A template to sell: its details, price, images and package'
        }
        actions={
          <Flex gap={8} wrap>
            {id && (
              <Button href={`${PAGES.adminAuditLog}?targetId=${encodeURIComponent(id)}`} data-page-link="">
                History
              </Button>
            )}
            <Button onClick={() => void navigate(PAGES.admin)}>Back to templates</Button>
          </Flex>
        }
      />
      {opened.error ? (
        <Alert
          type="error"
          showIcon
          title={notFound ? LISTING_MESSAGES.notFound : 'The template could not be loaded'}
          description={notFound ? 'It may have been deleted. Find it again on the Templates tab.' : userMessage(opened.error, 'Try again.')}
          action={
            notFound ? undefined : (
              <Button onClick={() => setOpened((current) => ({ id: current.id, form: current.form + 1 }))}>Try again</Button>
            )
          }
        />
      ) : id && !opened.listing ? (
        <Spinner block label="Loading the template..." />
      ) : (
        <ListingEditorForm key={opened.form} listing={opened.listing} onSaved={saved} />
      )}
    </div>
  );
}
