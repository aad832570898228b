import useSWR from 'swr';
import { packageFactsPath } from '@tm/contracts/catalog-requests';
import { formatBytes, type TemplatePackageFacts } from '@tm/contracts/platforms';
import { getJson } from '@tm/platform';

/** How many top-level entries the list names before "and N more". */
const NAMED = 6;

/**
 * The download's files and size (issue 15 §3), asked for after the page shows (the server builds the
 * package to count it). While it loads the rows say so; if it cannot be read they are left out.
 */
export function PackageFacts({ slug }: { slug: string }) {
  const { data, error } = useSWR<TemplatePackageFacts, Error>(packageFactsPath(slug), getJson);
  if (error) return null;
  const entries = data?.entries ?? [];
  const named = entries.slice(0, NAMED).map((entry) => (entry.folder ? `${entry.name}/ (${entry.files})` : entry.name));
  return (
    <>
      <div>
        <dt>Files included</dt>
        <dd aria-busy={!data}>
          {data ? `${data.fileCount} files: ${named.join(', ')}${data.topLevelCount > NAMED ? ` and ${data.topLevelCount - NAMED} more` : ''}` : 'Counting the files…'}
        </dd>
      </div>
      <div>
        <dt>Download size</dt>
        <dd aria-busy={!data}>{data ? `${formatBytes(data.sizeBytes)} (ZIP)` : '…'}</dd>
      </div>
    </>
  );
}
