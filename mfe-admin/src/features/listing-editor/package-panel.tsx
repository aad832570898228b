import './package-panel.css';
import { useState } from 'react';
import { Button, Tag, Typography } from 'antd';
import type { Listing, ListingPackageFacts } from '@tm/contracts/listings.schemas';
import { PACKAGE_PLATFORM_LABELS } from '@tm/contracts/platforms';
import type { PackageFieldValues } from './package-fill';
import { PackageUploadDialog } from './package-upload-dialog';

/**
 * The listing's package: whether it has a ZIP, and Upload or Replace, which first shows what the chosen
 * ZIP shows of itself (its platform, version, compatibility, pages and features, to fill the form with)
 * and then uploads it through the Templates tab's route and checks. A generated listing's package is
 * made for each buyer on request; an uploaded ZIP then takes its place, as on the Templates tab.
 */
export function PackagePanel({
  listing,
  onUploaded,
  onFacts,
  onApply,
}: {
  listing: Listing | undefined;
  onUploaded: () => void;
  onFacts: (facts: ListingPackageFacts | null) => void;
  onApply: (values: PackageFieldValues) => void;
}) {
  const [open, setOpen] = useState(false);
  // Mounted on the first Upload and kept: closing then animates and gives focus back.
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
        <PackageUploadDialog
          listing={listing}
          open={open}
          onClose={() => setOpen(false)}
          onUploaded={onUploaded}
          onFacts={onFacts}
          onApply={onApply}
        />
      )}
    </div>
  );
}
