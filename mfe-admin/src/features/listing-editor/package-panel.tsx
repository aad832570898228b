import { Suspense, useState } from 'react';
import { Button, Tag, Typography } from 'antd';
import type { AdminTemplateRow } from '@tm/contracts/admin.schemas';
import type { Listing } from '@tm/contracts/listings.schemas';
import { PACKAGE_PLATFORM_LABELS } from '@tm/contracts/platforms';
import { LazyUploadZipDialog } from '../templates';

/** The row the Templates tab's upload dialog takes, from the listing as last saved. */
const rowOf = (listing: Listing): AdminTemplateRow => ({
  id: listing.id,
  name: listing.name,
  slug: listing.slug,
  category: listing.category,
  subcategory: listing.subcategory,
  hasZip: listing.hasZip,
  updatedAt: listing.updatedAt,
  generationJobId: null,
  generated: listing.generated,
  listingStatus: listing.status,
});

/**
 * The listing's package: whether it has a ZIP, and Upload or Replace through the Templates tab's own
 * dialog (its checks, changelog note and progress). A generated listing's package is made for each
 * buyer on request; an uploaded ZIP then takes its place, as on the Templates tab.
 */
export function PackagePanel({ listing, onUploaded }: { listing: Listing | undefined; onUploaded: () => void }) {
  const [open, setOpen] = useState(false);
  // Mounted on the first Upload and kept, as on the Templates tab: closing then animates and gives focus back.
  const [dialogWanted, setDialogWanted] = useState(false);

  if (!listing) return <Typography.Paragraph className="listing-muted">Save the draft first to add its package.</Typography.Paragraph>;

  return (
    <div className="listing-package">
      <p className="listing-package__state">
        <span>ZIP package:</span> {listing.hasZip ? <Tag color="success">Uploaded</Tag> : <Tag>Empty</Tag>}
      </p>
      {listing.generated && !listing.hasZip && (
        <Typography.Paragraph>Generated: the package is made on request for each buyer.</Typography.Paragraph>
      )}
      <Typography.Paragraph className="listing-muted">Listed as: {PACKAGE_PLATFORM_LABELS[listing.platform]}.</Typography.Paragraph>
      <Button
        onClick={() => {
          setDialogWanted(true);
          setOpen(true);
        }}
      >
        {listing.hasZip ? 'Replace ZIP' : 'Upload ZIP'}
      </Button>
      {dialogWanted && (
        <Suspense fallback={null}>
          <LazyUploadZipDialog
            template={open ? rowOf(listing) : null}
            listedAs={PACKAGE_PLATFORM_LABELS[listing.platform]}
            onClose={() => setOpen(false)}
            onUploaded={onUploaded}
          />
        </Suspense>
      )}
    </div>
  );
}
