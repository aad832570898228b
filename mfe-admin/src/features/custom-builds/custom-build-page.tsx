import './custom-builds.css';
import { Alert, Button, Card, Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useParams } from 'react-router-dom';
import { PAGES, pagePath } from '@tm/contracts/routes';
import { STUDIO_DESK_MESSAGES } from '@tm/contracts/studio-desk';
import type { StudioBuildDetail } from '@tm/contracts/studio-desk.schemas';
import { ApiError, PageLink, Spinner, useDocumentTitle } from '@tm/platform';
import { AdminPageHeader } from '../admin-page-header';
import { ScrollBox } from './scroll-box';
import { BuildChat, BuildMessages } from './build-conversation';
import { BuildFacts, listOrNone, when } from './build-facts';
import { BuildStageControl } from './build-stage-control';
import { BuildStageTag } from './build-stage-tag';
import { BuildVersions } from './build-versions';
import { useStudioBuild } from './custom-builds-api';
import { DueDay } from './due-day';

type AuditEntry = StudioBuildDetail['audit'][number];
type TimelineEntry = StudioBuildDetail['timeline'][number];

const auditColumns: TableColumnsType<AuditEntry> = [
  { title: 'When', key: 'at', render: (_, a) => when(a.at) },
  { title: 'Who', dataIndex: 'actor', key: 'actor' },
  { title: 'Action', dataIndex: 'action', key: 'action' },
  { title: 'Detail', key: 'detail', render: (_, a) => a.detail || '—' },
];

function Timeline({ events }: { events: TimelineEntry[] }) {
  return (
    <Card>
      <section aria-label="Timeline">
        <Typography.Title level={2}>Timeline</Typography.Title>
        <ol className="build-timeline">
          {events.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              {when(event.at)} — {event.text}
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}

function Audit({ rows }: { rows: AuditEntry[] }) {
  return (
    <Card>
      <section aria-label="Audit trail">
        <Typography.Title level={2}>Audit trail</Typography.Title>
        <ScrollBox label="Audit trail table" minWidth={640}>
          <Table<AuditEntry>
            rowKey={(a) => `${a.at}-${a.action}-${a.detail}`}
            size="small"
            columns={auditColumns}
            dataSource={rows}
            pagination={false}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No action on this build yet" /> }}
          />
        </ScrollBox>
      </section>
    </Card>
  );
}

function BuildSections({ data, refresh }: { data: StudioBuildDetail; refresh: () => void }) {
  const { build, summary, requirements } = data;
  return (
    <>
      <BuildFacts
        title="Build"
        items={[
          { label: 'Status', value: <BuildStageTag stage={build.stage} overdue={build.overdue} /> },
          { label: 'Order', value: <PageLink to={pagePath('adminOrder', { id: build.orderId })}>#{build.orderNumber}</PageLink> },
          { label: 'Buyer', value: `${build.buyerName} (${build.buyerEmail})` },
          { label: 'Paid', value: when(build.paidAt) },
          { label: 'First version due', value: when(build.firstVersionDueAt) },
          { label: 'Finished site due', value: <DueDay day={build.finishedSiteDue} /> },
          { label: 'Rounds of changes', value: `${build.revisionsUsed} used of ${build.revisionRounds}` },
          { label: 'Delivered', value: when(build.deliveredAt) },
          { label: 'Counts as accepted on', value: when(build.acceptBy) },
          { label: 'Accepted', value: when(build.acceptedAt) },
        ]}
      />
      <Card>
        <section aria-label="Status">
          <Typography.Title level={2}>Status</Typography.Title>
          <BuildStageControl key={build.stage} orderItemId={build.orderItemId} stage={build.stage} onChanged={refresh} />
        </section>
      </Card>
      <BuildFacts
        title="Summary"
        items={[
          { label: 'Business', value: summary.businessName ?? summary.businessType ?? '—' },
          { label: 'Location', value: summary.location ?? '—' },
          { label: 'Price', value: summary.price },
          { label: 'Pages', value: `${summary.numberOfPages}: ${listOrNone(summary.pages)}` },
          { label: 'Features', value: listOrNone(summary.features) },
          { label: 'Design', value: listOrNone(summary.designPreferences) },
          { label: 'Services', value: listOrNone(summary.services) },
          { label: 'Tone', value: summary.tone ?? '—' },
          { label: 'Languages', value: listOrNone(summary.languages) },
          { label: 'Content the buyer provides', value: listOrNone(summary.contentProvided) },
          { label: 'Notes', value: listOrNone(summary.notes) },
        ]}
      />
      <BuildFacts
        title="Requirements"
        items={[
          { label: 'Business type', value: requirements.businessType ?? '—' },
          { label: 'Pages', value: listOrNone(requirements.pages) },
          { label: 'Pages left out', value: listOrNone(requirements.excludedPages) },
          { label: 'Features', value: listOrNone(requirements.features) },
          { label: 'Features declined', value: listOrNone(requirements.declinedFeatures) },
          { label: 'Platform', value: requirements.platform ?? '—' },
          {
            label: 'Requests in their words',
            value: requirements.requests.length
              ? requirements.requests
                  .map((r) => `${r.text} (${r.included ? 'included' : `not included${r.reason ? `: ${r.reason}` : ''}`})`)
                  .join('; ')
              : '—',
          },
          { label: 'Their deadline', value: requirements.deadlineDays === null ? '—' : `${requirements.deadlineDays} days` },
        ]}
      />
      <BuildMessages orderItemId={build.orderItemId} messages={data.messages} onSent={refresh} />
      <BuildVersions orderItemId={build.orderItemId} versions={data.versions} onUploaded={refresh} />
      <BuildChat chat={data.chat} />
      <Timeline events={data.timeline} />
      <Audit rows={data.audit} />
    </>
  );
}

/** /admin/custom-builds/:orderItemId: one commissioned build on the studio desk, laid out as an order's page (decision 088). */
export function CustomBuildPage() {
  const { orderItemId = '' } = useParams();
  const { data, error, mutate } = useStudioBuild(orderItemId);
  const title = data ? `Custom build #${data.build.orderNumber}` : 'Custom build';
  useDocumentTitle(title);
  const back = (
    <Button href={`${PAGES.admin}#custom-builds`} data-page-link="">
      All custom builds
    </Button>
  );
  if (error && !data) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="admin-page build-page">
        <AdminPageHeader title="Custom build" subtitle="" actions={back} />
        <Alert
          type={missing ? 'warning' : 'error'}
          showIcon
          message={missing ? STUDIO_DESK_MESSAGES.buildNotFound : 'The build could not be loaded.'}
          action={missing ? undefined : <Button onClick={() => void mutate()}>Retry</Button>}
        />
      </div>
    );
  }
  if (!data) return <Spinner block label="Loading the build..." />;
  return (
    <div className="admin-page build-page">
      <AdminPageHeader
        title={title}
        subtitle={`${data.build.businessName ?? data.build.name} · ${data.build.buyerName}`}
        actions={
          <Flex gap={8} wrap>
            {back}
          </Flex>
        }
      />
      <BuildSections data={data} refresh={() => void mutate()} />
    </div>
  );
}
