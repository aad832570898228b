import useSWR from 'swr';
import { CATALOG_LIMITS } from '@tm/contracts/catalog';
import type { Template } from '@tm/contracts/catalog.schemas';
import { relatedTemplatesPath } from '@tm/contracts/catalog-requests';
import { getJson, useOwnedTemplateIds } from '@tm/platform';
import { TemplateGrid } from './template-grid';

/**
 * Related templates (decision 039): the subcategory's best sellers from the server (the same answer
 * for everyone, so it can be cached), without the ones this buyer owns, 4 at most. Nothing is shown
 * while loading, on failure or when none remain: it is a suggestion, not part of the page.
 */
export function RelatedTemplates({ template }: { template: Pick<Template, 'slug' | 'id'> }) {
  const owned = useOwnedTemplateIds();
  const { data } = useSWR<Template[]>(relatedTemplatesPath(template.slug), getJson);
  const shown = (data ?? []).filter((x) => x.id !== template.id && !owned.has(x.id)).slice(0, CATALOG_LIMITS.related);
  if (shown.length === 0) return null;
  return (
    <section className="sf-detail__section sf-related" aria-labelledby="sf-related-title">
      <h2 id="sf-related-title" className="sf-detail__heading">
        Related templates
      </h2>
      <TemplateGrid templates={shown} label="Related templates" className="sf-grid sf-grid--related" cardHeadingLevel={3} />
    </section>
  );
}
