import type { TemplateDetail } from '@tm/contracts/catalog.schemas';
import { PACKAGE_PLATFORM_LABELS, platformFacts } from '@tm/contracts/platforms';
import { PAGES } from '@tm/contracts/routes';
import { formatLongDate, PageLink } from '@tm/platform';
import { PackageFacts } from './package-facts';

/** The licence every template comes with, in one line (the documentation page has the full terms). */
export const LICENCE_SUMMARY = 'Use it without limit in your own and your clients’ projects; do not resell or share the template itself.';

/**
 * What a buyer decides on (decision 039): the platform and what it works with, the files and their
 * size, the version and its date, the licence and the tags. A template with an uploaded ZIP shows that
 * version; a generated one is version 1.0 since it was listed (its updatedAt also moves with sales,
 * so it is not shown as an update).
 */
export function TemplateFacts({ template }: { template: TemplateDetail }) {
  const own = platformFacts(template.category, template.subcategory);
  // The owner's own facts when they set them (decision 076), else the category's.
  const platform = {
    label: template.platform ? PACKAGE_PLATFORM_LABELS[template.platform] : own.label,
    compatibility: template.compatibility ?? own.compatibility,
    note: template.platform ? undefined : own.note,
  };
  return (
    <section className="sf-detail__section" aria-labelledby="sf-facts-title">
      <h2 id="sf-facts-title" className="sf-detail__heading">
        Details
      </h2>
      <dl className="sf-facts">
        <div>
          <dt>Platform</dt>
          <dd>{template.version && !template.platform ? 'As uploaded by the author' : platform.label}</dd>
        </div>
        <div>
          <dt>Compatible with</dt>
          <dd>
            {platform.compatibility.join(' · ')}
            {platform.note && !template.version ? <span className="sf-facts__note">{platform.note}</span> : null}
          </dd>
        </div>
        <PackageFacts slug={template.slug} />
        <div>
          <dt>Version</dt>
          <dd>{template.releaseName ?? (template.version ? `Version ${template.version.number}` : 'Version 1.0')}</dd>
        </div>
        <div>
          <dt>{template.version ? 'Last update' : 'Released'}</dt>
          <dd>{formatLongDate(template.version ? template.version.updatedAt : template.createdAt)}</dd>
        </div>
        <div>
          <dt>Licence</dt>
          <dd>
            {LICENCE_SUMMARY} <PageLink to={`${PAGES.documentation}#licence`}>Full licence terms</PageLink>
          </dd>
        </div>
        {template.tags.length > 0 ? (
          <div>
            <dt>Tags</dt>
            <dd>
              <ul className="sf-tags" aria-label="Tags">
                {template.tags.map((tag) => (
                  <li key={tag}>
                    <PageLink className="sf-tag" to={`${PAGES.browse}?search=${encodeURIComponent(tag.replace(/-/g, ' '))}`}>
                      {tag.replace(/-/g, ' ')}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
