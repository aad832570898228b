import { useEffect, useRef, useState } from 'react';
import { resolveImagePath } from '@tm/contracts/catalog';
import type { Template } from '@tm/contracts/catalog.schemas';
import { TemplateImage } from './template-image';

export interface ScreenshotGalleryProps {
  template: Pick<Template, 'name' | 'subcategory' | 'previewImage' | 'screenshots'>;
}

/**
 * 'Screenshots and Preview': thumbnails that open a full-size lightbox. The lightbox is a modal <dialog>
 * (the browser makes the rest of the page inert and Escape closes it); focus goes to its close button
 * and returns to the thumbnail that opened it.
 */
export function ScreenshotGallery({ template }: ScreenshotGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const shots = template.screenshots;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open !== null && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (open === null && dialog.open) {
      dialog.close();
      // Only now: while the modal was open the rest of the page was inert and could not take focus.
      openerRef.current?.focus();
    }
  }, [open]);

  const close = () => setOpen(null);

  if (shots.length === 0) return null;
  const current = open === null ? null : shots[open];
  const currentUrl = current ? resolveImagePath(current) : null;

  return (
    <section className="sf-detail__section" aria-labelledby="sf-screenshots-title">
      <h2 id="sf-screenshots-title" className="sf-detail__heading">
        Screenshots and Preview
      </h2>
      <ul className="sf-gallery">
        {shots.map((shot, index) => (
          <li key={shot}>
            <button
              type="button"
              className="sf-gallery__thumb"
              aria-label={`Open screenshot ${index + 1} of ${shots.length} full size`}
              onClick={(event) => {
                openerRef.current = event.currentTarget;
                setOpen(index);
              }}
            >
              <TemplateImage template={template} src={shot} width={600} height={400} />
            </button>
          </li>
        ))}
      </ul>

      <dialog
        ref={dialogRef}
        className="sf-lightbox"
        // showModal() makes the page inert; aria-modal says so to assistive tech that reads attributes only.
        aria-modal="true"
        aria-label={`${template.name} screenshot ${open === null ? '' : open + 1}`}
        // Escape: keep React's state in step with the browser closing the dialog.
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        // A click on the backdrop (the dialog element itself, outside the figure) closes it too.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        // Tab and Shift+Tab go round the lightbox's buttons instead of out to the browser's toolbar.
        onKeyDown={(event) => {
          if (event.key !== 'Tab') return;
          const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
          const edge = event.shiftKey ? buttons[0] : buttons[buttons.length - 1];
          if (document.activeElement === edge) {
            event.preventDefault();
            (event.shiftKey ? buttons[buttons.length - 1] : buttons[0])?.focus();
          }
        }}
      >
        {open !== null && currentUrl ? (
          <figure className="sf-lightbox__figure">
            <img
              className="sf-lightbox__image"
              src={currentUrl}
              alt={`${template.name} screenshot ${open + 1}`}
              width={1200}
              height={800}
            />
            <figcaption className="sf-lightbox__caption">
              Screenshot {open + 1} of {shots.length}
            </figcaption>
          </figure>
        ) : null}
        <div className="sf-lightbox__controls">
          {shots.length > 1 ? (
            <>
              <button
                type="button"
                className="sf-lightbox__button"
                onClick={() => setOpen(((open ?? 0) - 1 + shots.length) % shots.length)}
              >
                <span aria-hidden="true">‹</span> Previous
              </button>
              <button type="button" className="sf-lightbox__button" onClick={() => setOpen(((open ?? 0) + 1) % shots.length)}>
                Next <span aria-hidden="true">›</span>
              </button>
            </>
          ) : null}
          <button ref={closeRef} type="button" className="sf-lightbox__button sf-lightbox__close" onClick={close}>
            <span aria-hidden="true">×</span> Close
          </button>
        </div>
      </dialog>
    </section>
  );
}
