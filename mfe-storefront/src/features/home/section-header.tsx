import type { ReactNode } from 'react';

export function SectionHeader({ id, title, subtitle, action }: { id: string; title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <div className="sf-section__header">
      <div>
        <h2 id={id} className="sf-section__title">
          {title}
        </h2>
        {subtitle ? <p className="sf-section__subtitle">{subtitle}</p> : null}
      </div>
      {action ? <div className="sf-section__action">{action}</div> : null}
    </div>
  );
}
