import { useEffect, useRef, useState } from 'react';
import { ORDER_LIMITS, ORDER_TEXTS } from '@tm/contracts/orders';
import { Button, toast } from '@tm/platform';

const COPY_FAILED = 'Failed to copy link. Please copy the URL manually.';

/** docs/product/storefront.md §2: copies the page URL; the button reads 'Copied!' for 2 s (copying again restarts them). */
export function CopyOrderLinkButton() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
    } catch {
      // No clipboard (insecure page, permission refused): say so instead of pretending.
      toast({ title: 'Error', description: COPY_FAILED, variant: 'destructive' });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), ORDER_LIMITS.copiedMs);
    toast({ title: ORDER_TEXTS.linkCopied });
  }

  return (
    <Button variant="outline" onClick={() => void copy()}>
      {copied ? 'Copied!' : 'Copy Order Link'}
    </Button>
  );
}
