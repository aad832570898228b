import './custom-builds.css';
import { useId, useState } from 'react';
import { Alert, Button, Checkbox, Empty, Flex, Input, Select, Table, type TableColumnsType } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_MESSAGES } from '@tm/contracts/admin';
import { pagePath } from '@tm/contracts/routes';
import { BUILD_STAGE_LABELS, BUILD_STAGES, STUDIO_DESK_LIMITS, type BuildStage } from '@tm/contracts/studio-desk';
import type { StudioBuildRow } from '@tm/contracts/studio-desk.schemas';
import { formatShortDate, PageLink } from '@tm/platform';
import { ScrollBox } from './scroll-box';
import { BuildStageTag } from './build-stage-tag';
import { buildsFilterOf, buildsSearchOf, isAccessError, useStudioBuilds, type BuildsFilter } from './custom-builds-api';
import { DueDay } from './due-day';

const columns: TableColumnsType<StudioBuildRow> = [
  {
    title: 'Build',
    key: 'build',
    render: (_, build) => (
      <div>
        <PageLink to={pagePath('adminCustomBuild', { orderItemId: build.orderItemId })}>{build.businessName ?? build.name}</PageLink>
        <div className="builds-muted">
          <span className="builds-number">#{build.orderNumber}</span> · {build.name}
        </div>
      </div>
    ),
  },
  {
    title: 'Buyer',
    key: 'buyer',
    render: (_, build) => (
      <div>
        <div>{build.buyerName}</div>
        <span className="admin-email">{build.buyerEmail}</span>
      </div>
    ),
  },
  { title: 'Status', key: 'stage', width: 200, render: (_, build) => <BuildStageTag stage={build.stage} overdue={build.overdue} /> },
  { title: 'Due', key: 'due', width: 190, render: (_, build) => <DueDay day={build.finishedSiteDue} /> },
  {
    title: 'Rounds',
    key: 'rounds',
    width: 90,
    align: 'right',
    render: (_, build) => `${build.revisionsUsed} of ${build.revisionRounds}`,
  },
  {
    title: 'Paid',
    key: 'paid',
    width: 120,
    render: (_, build) => <time dateTime={build.paidAt}>{formatShortDate(build.paidAt)}</time>,
  },
  {
    title: 'Actions',
    key: 'actions',
    width: 100,
    render: (_, build) => (
      <PageLink to={pagePath('adminCustomBuild', { orderItemId: build.orderItemId })}>
        Open<span className="tm-visually-hidden"> the build of order #{build.orderNumber}</span>
      </PageLink>
    ),
  },
];

/**
 * The Custom builds tab (docs/product/back-office.md, Custom builds): every commissioned build, overdue ones
 * first and then by due date, as the server orders them. The filter lives in the address, as the Orders
 * tab's does (decision 088), so Back returns to the view before.
 */
export function CustomBuildsTab() {
  const location = useLocation();
  const navigate = useNavigate();
  const filter = buildsFilterOf(new URLSearchParams(location.search));
  const { data, error, isLoading, mutate } = useStudioBuilds(filter);
  const ids = { stage: useId(), overdue: useId() };
  const change = (next: Partial<BuildsFilter>) =>
    void navigate({
      pathname: location.pathname,
      search: buildsSearchOf({ ...filter, ...next, page: next.page ?? 1 }),
      hash: location.hash,
    });

  // The search box follows the address when it changes by a link or Back.
  const [typed, setTyped] = useState(filter.search);
  const [shownSearch, setShownSearch] = useState(filter.search);
  if (shownSearch !== filter.search) {
    setShownSearch(filter.search);
    setTyped(filter.search);
  }

  if (error && !data) {
    return isAccessError(error) ? (
      <Alert type="warning" showIcon message={ADMIN_MESSAGES.adminAccessRequired} />
    ) : (
      <Alert
        type="error"
        showIcon
        message="The custom builds could not be loaded."
        action={<Button onClick={() => void mutate()}>Retry</Button>}
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <form role="search" aria-label="Find custom builds" className="builds-filters" onSubmit={(event) => event.preventDefault()}>
        <div className="builds-field">
          <Input.Search
            aria-label="Search by order number, buyer or business"
            placeholder="Order number, buyer or business"
            allowClear
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={(value) => change({ search: value })}
          />
        </div>
        <div className="builds-field">
          <label htmlFor={ids.stage}>Status</label>
          <Select<BuildStage | 'all'>
            id={ids.stage}
            value={filter.stage}
            onChange={(stage) => change({ stage })}
            options={[
              { value: 'all', label: 'All statuses' },
              ...BUILD_STAGES.map((value) => ({ value, label: BUILD_STAGE_LABELS[value] })),
            ]}
          />
        </div>
        <div className="builds-field builds-overdue">
          <Checkbox id={ids.overdue} checked={filter.overdue} onChange={(event) => change({ overdue: event.target.checked })}>
            Overdue only
          </Checkbox>
        </div>
      </form>
      <ScrollBox label="Custom builds table" minWidth={1060}>
        <Table<StudioBuildRow>
          rowKey="orderItemId"
          columns={columns}
          dataSource={data?.builds ?? []}
          loading={isLoading}
          rowClassName={(build) => (build.overdue ? 'builds-row--overdue' : '')}
          locale={{ emptyText: <Empty description={filter.overdue ? 'No overdue build' : 'No custom build yet'} /> }}
          pagination={{
            current: filter.page,
            pageSize: data?.pageSize ?? STUDIO_DESK_LIMITS.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (page) => change({ page }),
          }}
        />
      </ScrollBox>
    </Flex>
  );
}
