import { useState } from 'react';
import { resolveImagePath } from '@tm/contracts/catalog';
import type { Template } from '@tm/contracts/catalog.schemas';
import { cx, subcategoryLabel } from '@tm/platform';

export interface TemplateImageProps {
  template: Pick<Template, 'name' | 'subcategory' | 'previewImage'>;
  /** The image path; the template's preview image unless given (screenshots). */
  src?: string;
  alt?: string;
  /** Intrinsic size of the generated previews (3:2); CSS scales it, the attributes reserve the space. */
  width?: number;
  height?: number;
  /** Above-the-fold images load at once; every other image waits until it nears the viewport. */
  eager?: boolean;
  className?: string;
}

/** A template image that, when it fails to load, becomes a placeholder with the name and subcategory (docs/product/storefront.md §4). */
export function TemplateImage({ template, src, alt = '', width = 600, height = 400, eager = false, className }: TemplateImageProps) {
  const url = resolveImagePath(src ?? template.previewImage);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (!url || failedUrl === url) {
    return (
      <div className={cx('sf-image-placeholder', className)} role="img" aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
        <span className="sf-image-placeholder__name">{template.name}</span>
        <span className="sf-image-placeholder__sub">{subcategoryLabel(template.subcategory)}</span>
      </div>
    );
  }
  return (
    <img
      className={cx('sf-image', className)}
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      // Above the fold the image is usually the page's largest paint: ahead of other requests.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedUrl(url)}
    />
  );
}
