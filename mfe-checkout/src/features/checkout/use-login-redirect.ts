import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ORDER_TEXTS } from '@tm/contracts/orders';
import { PAGES } from '@tm/contracts/routes';
import { loginPathFor, toast, type SessionStatus } from '@tm/platform';

/**
 * docs/product/storefront.md §2: a visitor found signed out once loading ends is told and sent to log in, coming back
 * here afterwards. (In the composed app the shell's protected-route gate usually gets there first.)
 */
export function useLoginRedirect(status: SessionStatus): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (status !== 'unauthenticated') return;
    toast({ ...ORDER_TEXTS.loginRequired, variant: 'destructive' });
    void navigate(loginPathFor(PAGES.checkout), { replace: true });
  }, [status, navigate]);
}
