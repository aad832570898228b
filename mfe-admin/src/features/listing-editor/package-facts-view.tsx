import { useId, useState } from 'react';
import { Alert, Button, Tag } from 'antd';
import type { ListingPackageFacts } from '@tm/contracts/listings.schemas';
import { PACKAGE_PLATFORM_LABELS } from '@tm/contracts/platforms';
import { FIELD_LABELS, fillableValues, fieldList, type Fillable, type PackageFieldValues } from './package-fill';

/**
 * "The package shows:" what the server read of a chosen ZIP, fact by fact, with Use beside each one the
 * form has a field for and Use these for all of them. The form is only filled, never saved: the owner
 * confirms or edits, then saves. Warnings (another platform, a classic theme…) come first.
 */
export function PackageFactsView({
  facts,
  onApply,
}: {
  facts: ListingPackageFacts;
  onApply: (values: PackageFieldValues, fields: Fillable[]) => void;
}) {
  const headingId = useId();
  const [applied, setApplied] = useState<ReadonlySet<Fillable>>(new Set());
  const fillable = fillableValues(facts);
  const fields = Object.keys(fillable) as Fillable[];

  function use(chosen: Fillable[]) {
    const values: PackageFieldValues = {};
    for (const field of chosen) Object.assign(values, { [field]: fillable[field] });
    onApply(values, chosen);
    setApplied((before) => new Set([...before, ...chosen]));
  }

  const fillButton = (field: Fillable) =>
    applied.has(field) ? (
      <span className="package-facts__filled">Filled in</span>
    ) : (
      <Button size="small" onClick={() => use([field])}>
        Use<span className="tm-visually-hidden"> {FIELD_LABELS[field].toLowerCase()}</span>
      </Button>
    );

  const missing = <span className="listing-muted">Not shown</span>;
  return (
    <section className="package-facts" aria-labelledby={headingId}>
      <h3 id={headingId} className="package-facts__title">
        The package shows:
      </h3>
      {facts.warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="package-facts__warnings"
          title={facts.warnings.length === 1 ? facts.warnings[0] : 'Before you upload it:'}
          description={
            facts.warnings.length > 1 ? (
              <ul>
                {facts.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      <dl className="package-facts__list">
        <div>
          <dt>Platform</dt>
          <dd>{facts.platform ? PACKAGE_PLATFORM_LABELS[facts.platform] : missing}</dd>
          <dd className="package-facts__action">{facts.platform && fillButton('platform')}</dd>
        </div>
        {facts.name && (
          <div>
            <dt>Name</dt>
            <dd>{facts.name}</dd>
          </div>
        )}
        <div>
          <dt>Version</dt>
          <dd>{facts.version ?? missing}</dd>
          <dd className="package-facts__action">{facts.version && fillButton('version')}</dd>
        </div>
        <div>
          <dt>Compatibility</dt>
          <dd>{facts.compatibility.length > 0 ? facts.compatibility.join(', ') : missing}</dd>
          <dd className="package-facts__action">{facts.compatibility.length > 0 && fillButton('compatibility')}</dd>
        </div>
        <div>
          <dt>Pages</dt>
          <dd>{facts.pageCount === null ? missing : `${facts.pageCount} ${facts.pageCount === 1 ? 'page template' : 'page templates'}`}</dd>
        </div>
        <div>
          <dt>Features</dt>
          <dd>
            {facts.features.length > 0 ? (
              <ul className="package-facts__features" aria-label="Features the package shows">
                {facts.features.map((feature) => (
                  <li key={feature}>
                    <Tag>{feature}</Tag>
                  </li>
                ))}
              </ul>
            ) : (
              missing
            )}
          </dd>
        </div>
        <div>
          <dt>Files</dt>
          <dd>{facts.files.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      {fields.length > 0 && (
        <div className="package-facts__use-all">
          <Button onClick={() => use(fields)} disabled={fields.every((field) => applied.has(field))}>
            Use these
          </Button>
          <span role="status" className="listing-muted">
            {applied.size > 0 && `Filled in: ${fieldList([...applied])}. Save the listing to keep them.`}
          </span>
        </div>
      )}
    </section>
  );
}
