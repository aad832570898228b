import type { BuildVersion } from '@tm/contracts/studio-desk.schemas';
import { Badge, Card, DownloadButton, formatLongDate } from '@tm/platform';
import { versionDownloadPath } from './build-api';

const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Every version of the build, newest first, each to download (the first is the one the shop built). */
export function BuildVersions({ orderItemId, versions }: { orderItemId: string; versions: BuildVersion[] }) {
  const newestFirst = [...versions].sort((a, b) => b.number - a.number);
  return (
    <Card aria-label="Versions" title="Versions">
      {newestFirst.length === 0 ? (
        <p className="tm-muted">No version yet: the first one is being built.</p>
      ) : (
        <ul className="build-list">
          {newestFirst.map((version) => (
            <li key={version.number} className="build-version">
              <div>
                <p className="build-version__name">
                  {`Version ${version.number}`} {version.final ? <Badge variant="success">Delivered as the finished site</Badge> : null}
                  {version.by === 'first-version' ? <Badge variant="secondary">First version</Badge> : null}
                </p>
                <p className="tm-muted">
                  <time dateTime={version.createdAt}>{formatLongDate(version.createdAt)}</time> · {sizeText(version.bytes)}
                </p>
                {version.note ? <p className="build-version__note">{version.note}</p> : null}
              </div>
              <DownloadButton href={versionDownloadPath(orderItemId, version.number)} itemName={`version ${version.number}`} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
