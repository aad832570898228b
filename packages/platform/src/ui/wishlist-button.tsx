import { useState } from 'react';
import { useHeart } from '../buy-buttons';
import { useCartMode } from '../cart-hooks';
import { navigateToPage } from '../page-links';
import { loginPathFor } from '../return-path';
import { rememberWishlistIntent, setWishlisted } from '../wishlist';
import { ActionPlaceholder } from './action-placeholder';
import { cx } from './class-names';

export interface WishlistButtonProps {
  templateId: string;
  templateName: string;
  /** 'icon': the round heart on a card's picture; 'labelled': a button with its words (the detail page). */
  look?: 'icon' | 'labelled';
  className?: string;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M12 20.7 4.6 13.5a4.9 4.9 0 0 1 0-7 5 5 0 0 1 7 0l.4.4.4-.4a5 5 0 0 1 7 0 4.9 4.9 0 0 1 0 7Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The wishlist heart (decision 039): a toggle button (aria-pressed) saying which template it saves.
 * Guests are taken to sign in and come back here with the template saved; admins have no wishlist, so no heart.
 * Until the visitor (and a customer's wishlist) is known, a placeholder of its size stands in its place:
 * a heart shown empty would fill a moment later, and a guest's press would do nothing yet.
 */
export function WishlistButton({ templateId, templateName, look = 'icon', className }: WishlistButtonProps) {
  const mode = useCartMode();
  const heart = useHeart(templateId);
  const saved = heart === 'saved';
  const [pending, setPending] = useState(false);
  if (heart === 'none') return null;
  if (heart === 'pending') return <ActionPlaceholder shape={look === 'icon' ? 'heart' : 'wishlist'} className={className} />;

  async function toggle() {
    if (mode === 'guest') {
      // The save happens once they have signed in and come back (saveWishlistIntentIfPending).
      rememberWishlistIntent(templateId, templateName);
      navigateToPage(loginPathFor(`${window.location.pathname}${window.location.search}`));
      return;
    }
    if (mode !== 'customer' || pending) return;
    setPending(true);
    try {
      await setWishlisted(templateId, templateName, !saved);
    } finally {
      setPending(false);
    }
  }

  const label = saved ? `Remove ${templateName} from your wishlist` : `Save ${templateName} to your wishlist`;
  return (
    <button
      type="button"
      className={cx('tm-wishlist', `tm-wishlist--${look}`, saved && 'tm-wishlist--saved', className)}
      aria-pressed={saved}
      aria-label={look === 'icon' ? label : undefined}
      title={look === 'icon' ? label : undefined}
      aria-busy={pending || undefined}
      onClick={() => void toggle()}
    >
      <Heart filled={saved} />
      {look === 'labelled' ? (
        <>
          <span>{saved ? 'Saved' : 'Save'}</span>
          <span className="tm-visually-hidden">
            {saved ? `: ${templateName} is on your wishlist` : `: ${templateName} to your wishlist`}
          </span>
        </>
      ) : null}
    </button>
  );
}
