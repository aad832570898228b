import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { User } from '@tm/contracts/auth';
import { API, PAGES } from '@tm/contracts/routes';
import { displayName, initials } from '@tm/platform';

/** Avatar button with the user's name, email, Admin Panel or Dashboard, and Log out (docs/product/storefront.md §2). */
export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [photoBroken, setPhotoBroken] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const name = displayName(user);
  const photo = user.profileImageUrl && !photoBroken ? user.profileImageUrl : null;
  const onPhotoError = () => setPhotoBroken(true);
  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {/* The visible initials start the button's name (WCAG 2.5.3 label in name): "NS, account menu for Nora Shopper". */}
        <Avatar user={user} photo={photo} onPhotoError={onPhotoError} labelsButton />
        <span className="tm-visually-hidden">{photo ? `Account menu for ${name}` : `, account menu for ${name}`}</span>
      </button>
      {open ? (
        <div id={menuId} className="user-menu__panel">
          <div className="user-menu__identity">
            <Avatar user={user} photo={photo} onPhotoError={onPhotoError} />
            <div>
              <p className="user-menu__name" data-testid="user-display-name">
                {name}
              </p>
              <p className="user-menu__email">{user.email}</p>
            </div>
          </div>
          <ul className="user-menu__list">
            <li>{user.isAdmin ? <Link to={PAGES.admin}>Admin Panel</Link> : <Link to={PAGES.dashboard}>Dashboard</Link>}</li>
            <li>
              {/* A real browser navigation: the server ends the session and redirects home. */}
              <a href={API.logout}>Log out</a>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}

interface AvatarProps {
  user: User;
  photo: string | null;
  onPhotoError: () => void;
  /** The initials are part of the menu button's name; elsewhere the name beside them says it all. */
  labelsButton?: boolean;
}

function Avatar({ user, photo, onPhotoError, labelsButton = false }: AvatarProps) {
  if (photo) return <img className="avatar" src={photo} alt="" onError={onPhotoError} />;
  return (
    <span className="avatar" aria-hidden={labelsButton ? undefined : true} data-testid="user-initials">
      {initials(user)}
    </span>
  );
}
