// Counts how many copies of this module run on the page: Module Federation must share one (the stores
// below are only global if it does). A test asserts it stays 1 after visiting every remote.
const loadCounter = globalThis as typeof globalThis & { __TM_PLATFORM_LOADS__?: number };
loadCounter.__TM_PLATFORM_LOADS__ = (loadCounter.__TM_PLATFORM_LOADS__ ?? 0) + 1;

export { ApiError, UserFacingError, apiFetch, apiResponse, getJson, postJson, swrFetcher, userMessage } from './api-client';
export { attachmentName, saveFile } from './save-file';
export type { ApiRequestOptions, HttpMethod } from './api-client';
export { useSession, displayName, initials } from './session.store';
export type { SessionState, SessionStatus } from './session.store';
export { useCart } from './cart.store';
export type { GuestCartItem, ServerCartState } from './cart.store';
export { cartModeOf } from './cart-mode';
export type { CartMode } from './cart-mode';
export { addToCart, setCartQuantity, removeFromCart } from './cart-actions';
export type { CartLineRef } from './cart-actions';
export { mergeGuestCartIfPending } from './cart-merge';
export { refreshServerCart } from './server-cart';
export { useCartMode, useCartCount, useCartLicence, useIsInCart, useLinePending, useCartView } from './cart-hooks';
export { useCartButton } from './buy-buttons';
export type { CartButtonState } from './buy-buttons';
export type { CartLine, CartView } from './cart-hooks';
export { toast, useToastStore } from './toast.store';
export type { ToastInput, ToastItem, ToastVariant } from './toast.store';
export { useAuthRedirects, rememberReturnUrl } from './use-auth-redirects';
export { safeReturnPath, loginPathFor } from './return-path';
export { followPaymentLink } from './payment-link';
export { readStorage, writeStorage, removeStorage } from './storage';
export { formatMoney, formatDollars, formatCount, dollarsToCents, formatLongDate, formatShortDate, shortOrderId } from './format';
export { subcategoryLabel } from './catalog-labels';
export { BRAND_NAME, SUPPORT_EMAIL } from './brand';
export { useSiteInfo } from './site-info';
export { showShopIdentity, useShopIdentity } from './shop-identity';
export { randomUuid } from './random-id';
export {
  OWNED_TEXTS,
  useOwnedDownload,
  useOwnedTemplateIds,
  useOwnsTemplate,
  useRegularLicences,
  refreshOwnedTemplates,
} from './owned-templates';
export { setWishlisted, useWishlist, useWishlistIds } from './wishlist';
export { WishlistButton } from './ui/wishlist-button';
export type { WishlistButtonProps } from './ui/wishlist-button';
export { PlatformProviders, SWR_DEFAULTS } from './platform-providers';
export type { FirstScreenData } from './platform-providers';
export { Button, LinkButton, buttonClass } from './ui/button';
export type { ButtonProps, ButtonVariant, ButtonSize, LinkButtonProps } from './ui/button';
export { PageLink } from './ui/page-link';
export type { PageLinkProps } from './ui/page-link';
export { navigateToPage } from './page-links';
export { Input } from './ui/input';
export { Checkbox } from './ui/checkbox';
export type { CheckboxProps } from './ui/checkbox';
export { LockIcon } from './ui/lock-icon';
export { TaxNote } from './ui/tax-note';
export type { InputProps } from './ui/input';
export { Card } from './ui/card';
export type { CardProps } from './ui/card';
export { Alert } from './ui/alert';
export type { AlertProps, AlertVariant } from './ui/alert';
export { Spinner } from './ui/spinner';
export { AddToCartButton } from './ui/add-to-cart-button';
export type { AddToCartButtonProps } from './ui/add-to-cart-button';
export { QuantityStepper } from './ui/quantity-stepper';
export { DownloadButton } from './ui/download-button';
export type { DownloadButtonProps } from './ui/download-button';
export { DownloadsCard } from './ui/downloads-card';
export { OrderStatusBadge } from './ui/order-status-badge';
export type { DownloadsCardProps } from './ui/downloads-card';
export type { QuantityStepperProps } from './ui/quantity-stepper';
export { Badge } from './ui/badge';
export { EmailText } from './ui/email-text';
export type { BadgeProps, BadgeVariant } from './ui/badge';
export { PageShell } from './ui/page-shell';
export type { PageShellProps } from './ui/page-shell';
export { NotFoundPage, NOT_FOUND_TITLE } from './ui/not-found-page';
export { ToastViewport } from './ui/toast-viewport';
export { RemoteRoot } from './ui/remote-root';
export { PageReady } from './ui/page-ready';
export { StandaloneApp } from './ui/standalone-app';
export { fieldErrors } from './form-errors';
export type { FieldErrors, FormSchema, ValidationIssue } from './form-errors';
export { useZodForm } from './use-zod-form';
export type { CheckboxFieldProps, FieldProps, FormValues, SubmitOptions, ZodForm } from './use-zod-form';
export { useDocumentTitle } from './ui/use-document-title';
export { cx } from './ui/class-names';
export {
  readStoredSummary,
  storeSummary,
  forgetSummary,
  markCustomBuildCheckout,
  customBuildCheckoutPending,
  clearCustomBuildCheckout,
  addCustomBuildToCart,
  saveCustomBuildAfterAuth,
} from './custom-build-storage';
export type { SavedAfterAuth } from './custom-build-storage';
export { DeliveryStatus, DELIVERY_POLL_MS, DELIVERY_WAIT_TEXT, awaitingDelivery, deliveryPollInterval } from './ui/delivery-status';
