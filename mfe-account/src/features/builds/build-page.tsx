import './builds.css';
import { useParams } from 'react-router-dom';
import { PAGES, pagePath } from '@tm/contracts/routes';
import { ACCEPTANCE_DAYS, readableDay } from '@tm/contracts/custom-build-delivery';
import type { BuyerBuild } from '@tm/contracts/studio-desk.schemas';
import { ApiError, Alert, Badge, Button, Card, LinkButton, PageShell, Spinner, formatLongDate, useSession } from '@tm/platform';
import { sendBuyerMessage, useBuyerBuild } from './build-api';
import { BuildAnswer } from './build-answer';
import { BuildMessages } from './build-messages';
import { BuildTimeline } from './build-timeline';
import { BuildVersions } from './build-versions';

const TITLE = 'Your custom build';

/** The promise kept at payment (decision 095), how many rounds are used, and the acceptance rule, said up front. */
function BuildPromise({ data }: { data: BuyerBuild }) {
  const { build } = data;
  return (
    <Card aria-label="Where your build stands" title="Where your build stands">
      <p className="build-stage">
        <Badge variant={build.stage === 'accepted' ? 'success' : build.overdue ? 'destructive' : 'secondary'}>{build.stageLabel}</Badge>
        {build.overdue ? <span className="build-stage__late"> Past its due date: the studio is on it.</span> : null}
      </p>
      <dl className="build-facts">
        <div>
          <dt>First version due</dt>
          <dd>
            {build.firstVersionDueAt ? <time dateTime={build.firstVersionDueAt}>{formatLongDate(build.firstVersionDueAt)}</time> : '—'}
          </dd>
        </div>
        <div>
          <dt>Finished site due</dt>
          <dd>{build.finishedSiteDue ? <time dateTime={build.finishedSiteDue}>{readableDay(build.finishedSiteDue)}</time> : '—'}</dd>
        </div>
        <div>
          <dt>Rounds of changes used</dt>
          <dd>{`${build.revisionsUsed} of ${build.revisionRounds}`}</dd>
        </div>
        {build.acceptBy && build.stage === 'delivered' ? (
          <div>
            <dt>Counts as accepted on</dt>
            <dd>
              <time dateTime={build.acceptBy}>{formatLongDate(build.acceptBy)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="tm-muted">{`Delivered builds you do not answer within ${ACCEPTANCE_DAYS} days count as accepted.`}</p>
    </Card>
  );
}

function Build({ orderItemId }: { orderItemId: string }) {
  const { data, error, isLoading, mutate } = useBuyerBuild(orderItemId);
  if (isLoading && !data) return <Spinner block label="Loading your build..." />;
  if (!data) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <PageShell title={TITLE} width="narrow">
        <Alert variant={missing ? 'warning' : 'error'} title={missing ? 'Custom build not found' : 'Your build could not be loaded'}>
          {missing ? <p>This build is not one of yours, or it no longer exists.</p> : null}
        </Alert>
        <div className="build-back">
          {missing ? null : <Button onClick={() => void mutate()}>Try again</Button>}
          <LinkButton to={PAGES.dashboard} variant="outline">
            Back to your dashboard
          </LinkButton>
        </div>
      </PageShell>
    );
  }
  const { build } = data;
  const replace = (next: BuyerBuild) => void mutate(next, { revalidate: true });
  return (
    <PageShell
      title={build.name}
      subtitle={`Order #${build.orderNumber}${build.businessName ? ` · ${build.businessName}` : ''}`}
      actions={
        <LinkButton to={PAGES.dashboard} variant="outline">
          Back to your dashboard
        </LinkButton>
      }
    >
      <div className="build-page">
        <BuildPromise data={data} />
        <BuildAnswer data={data} onChanged={replace} />
        <BuildVersions orderItemId={build.orderItemId} versions={data.versions} />
        <BuildMessages
          messages={data.messages}
          onSend={async (body) => {
            await sendBuyerMessage(build.orderItemId, body);
            await mutate();
          }}
        />
        <BuildTimeline events={data.timeline} />
      </div>
    </PageShell>
  );
}

/** BUILD_PAGE (/dashboard/builds/:orderItemId): the signed-in buyer's own custom build. */
export function BuildPage() {
  const { orderItemId = '' } = useParams();
  const { status, user } = useSession();
  if (status === 'loading') return <Spinner block label="Loading your build..." />;
  if (!user) {
    const here = pagePath('dashboardBuild', { orderItemId });
    return (
      <PageShell title={TITLE} width="narrow">
        <Card title="Please sign in" description="Sign in to see your custom build.">
          <LinkButton to={`${PAGES.login}?return=${encodeURIComponent(here)}`}>Sign In</LinkButton>
        </Card>
      </PageShell>
    );
  }
  return <Build key={`${user.id}:${orderItemId}`} orderItemId={orderItemId} />;
}
