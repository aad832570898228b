import { useRef, useState } from 'react';
import { App, Button, Tag, Typography, Upload, type UploadProps } from 'antd';
import { LISTING_IMAGE_TYPES, LISTING_LIMITS, LISTING_MESSAGES } from '@tm/contracts/listings';
import type { Listing } from '@tm/contracts/listings.schemas';
import { arrangeListingImages, listingFailure, removeListingImage, uploadListingImage, type ListingFailure } from './listings-api';

const ACCEPT = LISTING_IMAGE_TYPES.join(',');
const LIMITS_TEXT =
  `JPEG, PNG or WebP, at most ${LISTING_LIMITS.maxImageBytes / 1024 / 1024} MB each and at least ` +
  `${LISTING_LIMITS.minImageSide} px on each side; up to ${LISTING_LIMITS.maxImages} images. The first is the gallery's first, the cover is the card's picture.`;

/** Why a chosen file is not sent at all, or null when it may go. */
function imageRefusal(file: File, count: number): string | null {
  if (!(LISTING_IMAGE_TYPES as readonly string[]).includes(file.type)) return LISTING_MESSAGES.notAnImage;
  if (file.size > LISTING_LIMITS.maxImageBytes) return LISTING_MESSAGES.imageTooLarge;
  if (count >= LISTING_LIMITS.maxImages) return LISTING_MESSAGES.tooManyImages;
  return null;
}

/**
 * The listing's preview images (docs/product/back-office.md, the listing editor): upload (one at a time,
 * each with the revision the last answer gave), the thumbnails in gallery order, and per image Move up,
 * Move down, Make cover and Remove. Ordering is by buttons, so the keyboard does all of it; a button that
 * cannot act (Move up on the first) is aria-disabled, keeping focus where it is.
 */
export function ImagesManager({
  listing,
  onChange,
  onFailure,
}: {
  /** Undefined until the draft is first saved: images need the listing's id. */
  listing: Listing | undefined;
  onChange: (listing: Listing) => void;
  onFailure: (failure: ListingFailure) => void;
}) {
  const { notification } = App.useApp();
  const [uploading, setUploading] = useState(0);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const boxRef = useRef<HTMLDivElement>(null);
  // Uploads go one after another, each with the revision the previous answer gave (the server refuses a
  // stale one with 409); the latest answer is kept here so a queued upload does not wait for a render.
  const latest = useRef(listing);
  if (listing && (!latest.current || listing.revision >= latest.current.revision)) latest.current = listing;
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const queued = useRef(0);

  if (!listing) {
    return <Typography.Paragraph className="listing-muted">Save the draft first to add images.</Typography.Paragraph>;
  }
  const { images } = listing;
  const cover = listing.coverImageId ?? images[0]?.id ?? null;

  const adopt = (answer: Listing) => {
    latest.current = answer;
    onChange(answer);
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    queued.current += 1;
    setUploading((n) => n + 1);
    queue.current = queue.current.then(async () => {
      try {
        const current = latest.current!;
        const answer = await uploadListingImage(current.id, file as File, current.revision);
        adopt(answer);
        setAnnouncement(`${(file as File).name} added: ${answer.images.length} images.`);
        onSuccess?.(answer);
      } catch (failure) {
        const told = listingFailure(failure, 'The image could not be uploaded');
        if (told.kind === 'stale') onFailure(told);
        else notification.error({ title: 'Image not added', description: `${(file as File).name}: ${told.message}` });
        onError?.(failure as Error);
      } finally {
        queued.current -= 1;
        setUploading((n) => n - 1);
      }
    });
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal = imageRefusal(file, (latest.current?.images.length ?? 0) + queued.current);
    if (!refusal) return true;
    notification.error({ title: 'Image not added', description: `${file.name}: ${refusal}` });
    return Upload.LIST_IGNORE;
  };

  async function change(work: () => Promise<Listing>, said: (answer: Listing) => string, focusAfter?: () => void) {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await work();
      adopt(answer);
      setAnnouncement(said(answer));
      focusAfter?.();
    } catch (failure) {
      const told = listingFailure(failure, 'The images could not be changed');
      if (told.kind === 'stale') onFailure(told);
      else notification.error({ title: 'Images not changed', description: told.message });
    } finally {
      setBusy(false);
    }
  }

  const ids = images.map((image) => image.id);
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= ids.length) return;
    const order = [...ids];
    [order[index], order[to]] = [order[to]!, order[index]!];
    void change(
      () => arrangeListingImages(listing.id, order, cover ?? order[0]!, latest.current!.revision),
      () => `Image ${index + 1} moved ${by < 0 ? 'up' : 'down'}: it is now image ${to + 1} of ${order.length}.`,
    );
  };
  const makeCover = (index: number) =>
    void change(
      () => arrangeListingImages(listing.id, ids, ids[index]!, latest.current!.revision),
      () => `Image ${index + 1} is now the cover.`,
    );
  const remove = (index: number) => {
    if (!window.confirm(`Remove image ${index + 1} from "${listing.name}"?`)) return;
    void change(
      () => removeListingImage(listing.id, ids[index]!, latest.current!.revision),
      (answer) => `Image ${index + 1} removed: ${answer.images.length} left.`,
      // The removed image's buttons are gone: focus goes to the image now in its place, else to Add images.
      () =>
        requestAnimationFrame(() => {
          const items = boxRef.current?.querySelectorAll('li') ?? [];
          const next = items[Math.min(index, items.length - 1)];
          (next?.querySelector<HTMLElement>('button') ?? boxRef.current?.querySelector<HTMLElement>('.listing-upload button'))?.focus();
        }),
    );
  };
  const guard = (act: () => void, can: boolean) => () => {
    if (can && !busy) act();
  };

  return (
    <div className="listing-images" ref={boxRef}>
      <p className="listing-muted" id="listing-images-limits">
        {LIMITS_TEXT}
      </p>
      <Upload
        className="listing-upload"
        accept={ACCEPT}
        multiple
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
      >
        {/* antd's Upload leaves the control to its child (hasControlInside): a real button, opening the file picker. */}
        <Button aria-describedby="listing-images-limits">
          {uploading > 0 ? `Uploading ${uploading} image${uploading > 1 ? 's' : ''}…` : 'Add images'}
        </Button>
      </Upload>
      {images.length === 0 ? (
        <p className="listing-muted">
          {listing.generated ? 'No images of your own yet: the shop shows the pictures drawn for it.' : 'No images yet.'}
        </p>
      ) : (
        <ol className="listing-images__list" aria-label="Preview images, in gallery order">
          {images.map((image, index) => {
            const first = index === 0;
            const last = index === images.length - 1;
            const isCover = image.id === cover;
            const which = <span className="tm-visually-hidden"> image {index + 1}</span>;
            return (
              <li key={image.id} className="listing-images__item">
                <img src={image.cardUrl} alt={`Image ${index + 1} of ${images.length}`} width={image.width} height={image.height} />
                <div className="listing-images__meta">
                  <span>Image {index + 1}</span>
                  {isCover && <Tag color="success">Cover</Tag>}
                </div>
                <div className="listing-images__actions">
                  <Button size="small" aria-disabled={first || busy} onClick={guard(() => move(index, -1), !first)}>
                    Move up{which}
                  </Button>
                  <Button size="small" aria-disabled={last || busy} onClick={guard(() => move(index, 1), !last)}>
                    Move down{which}
                  </Button>
                  {/* Stays on the cover too (as "Cover", inert), so focus stays on it once it has made this the cover. */}
                  <Button size="small" aria-disabled={isCover || busy} onClick={guard(() => makeCover(index), !isCover)}>
                    {isCover ? 'Cover' : 'Make cover'}
                    {which}
                  </Button>
                  <Button size="small" danger aria-disabled={busy} onClick={guard(() => remove(index), true)}>
                    Remove{which}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p className="tm-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
