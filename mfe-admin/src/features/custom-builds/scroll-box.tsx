import type { ReactNode } from 'react';

/** A wide table in a box of its own that scrolls sideways on a phone and that the keyboard can reach, as the Orders tab's. */
export function ScrollBox({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <div className="builds-scroll-box" tabIndex={0} role="region" aria-label={label}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
