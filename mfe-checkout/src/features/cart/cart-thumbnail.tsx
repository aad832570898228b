import { useState } from 'react';
import { resolveImagePath } from '@tm/contracts/catalog';
import type { ResolvedLine } from '../cart-lines';

/** The line's preview image (lazy, its box reserved), or a placeholder when it has none or it fails to load. */
export function CartThumbnail({ line }: { line: ResolvedLine }) {
  const url = resolveImagePath(line.template?.previewImage);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    return (
      <div className="co-thumb co-thumb--placeholder" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
            d="M4 5h16v14H4zM4 15l4.5-4.5 4 4L15 12l5 5M15.5 9.5h.01"
          />
        </svg>
      </div>
    );
  }
  return (
    <img className="co-thumb" src={url} alt="" width={144} height={96} loading="lazy" decoding="async" onError={() => setFailedUrl(url)} />
  );
}
