import { CART_MESSAGES, CART_TOASTS } from '@tm/contracts/cart';
import { PURCHASE_CODE_MESSAGES, type Licence } from '@tm/contracts/licences';
import { ApiError, userMessage } from './api-client';
import { deleteCartItem, patchCartItem, postCartItem } from './cart-api';
import { refreshOwnedTemplates } from './owned-templates';
import { randomUuid } from './random-id';
import { cartModeOf, settledSession } from './cart-mode';
import { useCart } from './cart.store';
import { refreshServerCart, whileLinePending } from './server-cart';
import { toast } from './toast.store';

/** A cart line as the actions need it: server lines carry their cart item id, guest lines none. */
export interface CartLineRef {
  templateId: string;
  itemId: string | null;
}

const failure = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

/**
 * The key of each add that got no answer (the network failed, or the shop answered 5xx): it may have
 * committed all the same, so the next add of that template sends the same key, and the server adds
 * it at most once (decision 050). An answered add, whatever it said, starts afresh.
 */
const unansweredAdds = new Map<string, string>();

/**
 * Add-to-cart (docs/product/storefront.md §4, §8): guests keep the line in the browser, signed-in customers on the
 * server; admins have no cart. Resolves once the cart shows the line (or the failure toast is up).
 */
export async function addToCart({
  templateId,
  templateName,
  licence = 'regular',
}: {
  templateId: string;
  templateName: string;
  /** Regular (the default) or Extended (decision 091): another licence than the line's switches the line. */
  licence?: Licence;
}): Promise<void> {
  const session = await settledSession();
  const mode = cartModeOf(session);
  if (mode === 'guest' && licence === 'extended') {
    failure(PURCHASE_CODE_MESSAGES.extendedNeedsAccount);
    return;
  }
  if (mode === 'guest') {
    if (useCart.getState().addGuestItem({ templateId, templateName })) toast(CART_TOASTS.addedGuest(templateName));
    else failure(CART_MESSAGES.cartFull);
    return;
  }
  if (mode !== 'customer' || !session.user) return;
  const key = unansweredAdds.get(templateId) ?? randomUuid();
  try {
    await postCartItem({ templateId, userId: session.user.id, quantity: 1, licence }, key);
    unansweredAdds.delete(templateId);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) unansweredAdds.delete(templateId);
    else unansweredAdds.set(templateId, key);
    failure(userMessage(error, CART_TOASTS.addFailed));
    // Refused as owned (bought in another tab since the list was read): the button turns into Download.
    if (error instanceof ApiError && error.status === 409) await refreshOwnedTemplates();
    return;
  }
  toast(CART_TOASTS.added);
  await refreshServerCart();
}

/**
 * The stepper's change. A server that could not be reached gets the 'try again' wording; a refusal the
 * plain one. The list is read again either way, so a line changed elsewhere shows its real state.
 */
export async function setCartQuantity(line: CartLineRef, quantity: number): Promise<void> {
  const { itemId } = line;
  if (itemId === null) {
    useCart.getState().setGuestQuantity(line.templateId, quantity);
    toast(CART_TOASTS.updated);
    return;
  }
  await whileLinePending(line.templateId, async () => {
    try {
      await patchCartItem(itemId, quantity);
      toast(CART_TOASTS.updated);
    } catch (error) {
      failure(error instanceof ApiError ? CART_TOASTS.updateFailed : CART_TOASTS.updateFailedRetry);
    }
    await refreshServerCart();
  });
}

export async function removeFromCart(line: CartLineRef): Promise<void> {
  const { itemId } = line;
  if (itemId === null) {
    useCart.getState().removeGuestItem(line.templateId);
    toast(CART_TOASTS.removed);
    return;
  }
  await whileLinePending(line.templateId, async () => {
    try {
      await deleteCartItem(itemId);
      toast(CART_TOASTS.removed);
    } catch {
      failure(CART_TOASTS.removeFailed);
    }
    await refreshServerCart();
  });
}
