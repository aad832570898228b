import type { ReactNode } from 'react';

export interface RemoteRootProps {
  name: string;
  buildId: string;
  children: ReactNode;
}

/** Every remote's outermost element: tells a test which remote and which build the browser runs. */
export function RemoteRoot({ name, buildId, children }: RemoteRootProps) {
  return (
    <div className="tm-remote" data-remote={name} data-build={buildId}>
      {children}
    </div>
  );
}
