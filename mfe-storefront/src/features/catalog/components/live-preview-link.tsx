import { Button, buttonClass, type ButtonSize } from '@tm/platform';

export interface LivePreviewLinkProps {
  url: string | null;
  label: string;
  size?: ButtonSize;
  block?: boolean;
}

/** Opens the live demo in a new tab, or is a disabled 'Demo Not Available' button when there is none (docs/product/storefront.md §2). */
export function LivePreviewLink({ url, label, size = 'md', block = false }: LivePreviewLinkProps) {
  if (!url) {
    return (
      <Button variant="outline" size={size} block={block} disabled>
        Demo Not Available
      </Button>
    );
  }
  return (
    <a className={buttonClass({ variant: 'outline', size, block })} href={url} target="_blank" rel="noopener noreferrer">
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path
          fill="currentColor"
          d="M11 3a1 1 0 1 0 0 2h2.6l-6.3 6.3a1 1 0 1 0 1.4 1.4L15 6.4V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5ZM5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z"
        />
      </svg>
      {label}
      <span className="tm-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
