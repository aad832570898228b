import { downloadItemPath } from '@tm/contracts/orders';
import { OWNED_TEXTS } from '../owned-templates';
import type { ButtonSize } from './button';
import { cx } from './class-names';
import { DownloadButton } from './download-button';

export interface OwnedDownloadProps {
  templateName: string;
  /** The order item the template downloads through (its newest purchase). */
  download: { orderId: string; orderItemId: string };
  size?: ButtonSize;
  block?: boolean;
  className?: string;
}

/**
 * In place of Add to Cart on a template the customer owns: 'You own this' and a Download button that
 * fetches the template the way the dashboard's library does (downloadItemPath of its order item).
 */
export function OwnedDownload({ templateName, download, size = 'md', block = false, className }: OwnedDownloadProps) {
  return (
    <span className={cx('tm-owned-download', block && 'tm-owned-download--block', className)}>
      <span className="tm-owned-download__label">
        <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
          <path fill="currentColor" d="M7.7 13.3 4.4 10a1 1 0 1 0-1.4 1.4l4 4a1 1 0 0 0 1.4 0l8.6-8.6A1 1 0 1 0 15.6 5.4l-7.9 7.9Z" />
        </svg>
        {OWNED_TEXTS.badge}
      </span>
      <DownloadButton
        href={downloadItemPath(download.orderItemId, { orderId: download.orderId })}
        itemName={templateName}
        variant="primary"
        size={size}
      />
    </span>
  );
}
