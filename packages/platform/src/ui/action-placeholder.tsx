import { cx } from './class-names';

export interface ActionPlaceholderProps {
  /** The box it keeps: a button of a size ('sm' | 'md' | 'lg'), the labelled wishlist button or the round heart. */
  shape: 'sm' | 'md' | 'lg' | 'wishlist' | 'heart';
  block?: boolean;
  className?: string;
}

/**
 * Where a button that depends on the shopper will be, while they are not known yet (useCartButton,
 * useHeart): a grey block of the button's size, so nothing moves when it arrives, and nothing to click
 * or focus. aria-busy says the spot is still being filled.
 */
export function ActionPlaceholder({ shape, block = false, className }: ActionPlaceholderProps) {
  return (
    <span
      className={cx(
        'tm-skeleton',
        'tm-action-placeholder',
        `tm-action-placeholder--${shape}`,
        block && 'tm-action-placeholder--block',
        className,
      )}
      aria-busy="true"
    />
  );
}
