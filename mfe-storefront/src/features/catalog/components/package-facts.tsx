import useSWR from 'swr';
import { packageFactsPath } from '@tm/contracts/catalog-requests';
import { formatBytes, PACKAGE_FACTS_RETRY_MS, type PendingPackageFacts, type TemplatePackageFacts } from '@tm/contracts/platforms';
import { getJson } from '@tm/platform';

/** How many top-level entries the list names before "and N more". */
const NAMED = 6;

type Answer = TemplatePackageFacts | PendingPackageFacts;
const isPending = (answer: Answer | undefined): answer is PendingPackageFacts => answer !== undefined && 'status' in answer;

/**
 * The download's files and size (decision 051), asked for after the page shows. A package nobody asked
 * about yet is counted by the shop's workers (decision 051): the answer says "pending" and is asked for
 * again shortly. While it loads the rows say so; if it cannot be read they are left out.
 */
export function PackageFacts({ slug }: { slug: string }) {
  const { data: answer, error } = useSWR<Answer, Error>(packageFactsPath(slug), getJson, {
    refreshInterval: (latest) => (isPending(latest) ? PACKAGE_FACTS_RETRY_MS : 0),
  });
  if (error) return null;
  const data = isPending(answer) ? undefined : answer;
  const entries = data?.entries ?? [];
  const named = entries.slice(0, NAMED).map((entry) => (entry.folder ? `${entry.name}/ (${entry.files})` : entry.name));
  return (
    <>
      <div>
        <dt>Files included</dt>
        <dd aria-busy={!data}>
          {data
            ? `${data.fileCount} files: ${named.join(', ')}${data.topLevelCount > NAMED ? ` and ${data.topLevelCount - NAMED} more` : ''}`
            : 'Counting the files…'}
        </dd>
      </div>
      <div>
        <dt>Download size</dt>
        <dd aria-busy={!data}>{data ? `${formatBytes(data.sizeBytes)} (ZIP)` : '…'}</dd>
      </div>
    </>
  );
}
