import type { AuditEntry } from '@tm/contracts/admin.schemas';
import { changeLines, isCreation, type ShownValue } from './audit-entry-format';

function Value({ value, role }: { value: ShownValue; role: 'before' | 'after' }) {
  return (
    <span className={`audit-value audit-value--${role}${value.empty ? ' audit-value--empty' : ''}`}>
      {value.empty ? <em>{value.text}</em> : value.text}
    </span>
  );
}

/**
 * An entry's expanded row: each changed field with its value before → after (a new listing: the values it
 * was made with). The arrow is for the eye; a screen reader hears "before: … after: …".
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry.changes);
  const created = isCreation(lines);
  return (
    <div className="audit-changes">
      <p className="audit-changes__intro">
        {created ? 'Created with these values:' : `${lines.length === 1 ? 'One field' : `${lines.length} fields`} changed:`}
      </p>
      <dl className="audit-changes__list">
        {lines.map((line) => (
          <div key={line.field} className="audit-change" data-field={line.field}>
            <dt>{line.label}</dt>
            <dd>
              {created ? (
                <Value value={line.after} role="after" />
              ) : (
                <>
                  <span className="tm-visually-hidden">before: </span>
                  <Value value={line.before} role="before" />
                  <span className="audit-arrow" aria-hidden="true">
                    {' → '}
                  </span>
                  <span className="tm-visually-hidden"> after: </span>
                  <Value value={line.after} role="after" />
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
