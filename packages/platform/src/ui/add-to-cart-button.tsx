import { useState } from 'react';
import { licenceLabel, type Licence } from '@tm/contracts/licences';
import { useCartButton } from '../buy-buttons';
import { useCartLicence } from '../cart-hooks';
import { addToCart } from '../cart-actions';
import { useOwnedDownload } from '../owned-templates';
import { ActionPlaceholder } from './action-placeholder';
import { Button, type ButtonSize } from './button';
import { cx } from './class-names';
import { OwnedDownload } from './owned-download';

export interface AddToCartButtonProps {
  templateId: string;
  templateName: string;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
  /** The licence the detail page's choice names (decision 091); cards add Regular. */
  licence?: Licence;
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <path fill="currentColor" d="M7.7 13.3 4.4 10a1 1 0 1 0-1.4 1.4l4 4a1 1 0 0 0 1.4 0l8.6-8.6A1 1 0 1 0 15.6 5.4l-7.9 7.9Z" />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <path
        fill="currentColor"
        d="M1 2.75A.75.75 0 0 1 1.75 2h1.6a1 1 0 0 1 .97.76L4.6 4H17a1 1 0 0 1 .97 1.24l-1.5 6A1 1 0 0 1 15.5 12H6.3l.3 1.5H16a.75.75 0 0 1 0 1.5H6a1 1 0 0 1-.98-.8L3 3.5H1.75A.75.75 0 0 1 1 2.75ZM7 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm8 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z"
      />
    </svg>
  );
}

/**
 * Every add-to-cart button (docs/product/storefront.md §4): normal, 'Adding...' while pending, 'In Cart' (disabled,
 * outlined, check icon) once the template is in the visitor's cart; never rendered for admins (§6).
 * A template the signed-in customer owns shows 'You own this' and Download instead (OwnedDownload):
 * the cart refuses it anyway.
 * Guests add to the browser cart, signed-in customers to the server cart (see addToCart).
 * Until the visitor is known (the session, then a customer's owned templates and cart) a placeholder of
 * the button's size stands in its place: a server-rendered page knows no visitor (docs/decisions/056).
 *
 * 'Disabled' is aria-disabled, never the disabled attribute: a disabled button drops keyboard focus to
 * the page's start, so after Add to Cart focus stays on the same button, which now says 'In Cart'.
 * Both states render the one <Button> at the same place, so React keeps the same DOM element.
 */
export function AddToCartButton({ templateId, templateName, size = 'md', block = false, className, licence }: AddToCartButtonProps) {
  const state = useCartButton(templateId);
  const inCartLicence = useCartLicence(templateId);
  const owned = useOwnedDownload(templateId);
  const [pending, setPending] = useState(false);

  if (state === 'none') return null;
  if (state === 'owned' && owned)
    return <OwnedDownload templateName={templateName} download={owned} size={size} block={block} className={className} />;
  // A customer's add reads their cart again; should it have had no list yet (a failed read), the
  // button stays, saying 'Adding...', and keeps the focus.
  if (state === 'pending' && !pending) return <ActionPlaceholder shape={size} block={block} className={className} />;

  async function add() {
    if (pending) return;
    setPending(true);
    try {
      await addToCart({ templateId, templateName, ...(licence ? { licence } : {}) });
    } finally {
      setPending(false);
    }
  }

  // The line holds the other licence: the button switches it (decision 091).
  const switches = state === 'in-cart' && licence !== undefined && inCartLicence !== null && inCartLicence !== licence;
  if (state === 'in-cart' && !switches) {
    return (
      <Button variant="outline" size={size} block={block} aria-disabled icon={<CheckIcon />} className={cx('tm-add-to-cart', className)}>
        In Cart
        <span className="tm-visually-hidden">: {templateName}</span>
      </Button>
    );
  }
  return (
    <Button
      size={size}
      block={block}
      loading={pending}
      aria-disabled={pending}
      icon={<CartIcon />}
      className={cx('tm-add-to-cart', className)}
      onClick={() => void add()}
    >
      {pending ? 'Adding...' : switches ? `Switch to ${licenceLabel(licence ?? 'regular')}` : 'Add to Cart'}
      {/* Many cards share one page: say which template the button adds. */}
      <span className="tm-visually-hidden">: {templateName}</span>
    </Button>
  );
}
