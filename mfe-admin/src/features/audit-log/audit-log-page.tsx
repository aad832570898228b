import './audit-log.css';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Empty, Flex, Input, Table, Typography, type TableColumnsType } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ADMIN_LIMITS } from '@tm/contracts/admin';
import type { AuditEntry } from '@tm/contracts/admin.schemas';
import { pagePath, PAGES } from '@tm/contracts/routes';
import { PageLink, shortOrderId, useDocumentTitle, userMessage } from '@tm/platform';
import { AdminPageHeader } from '../admin-page-header';
import { AuditChanges } from './audit-changes';
import { actionLabel, formatAuditTime, targetIdOf } from './audit-entry-format';
import { auditFilterOf, auditSearchOf, useAuditLog, type AuditLogFilter } from './audit-log-api';

const TITLE = 'Audit log';
const LOAD_FAILED = 'The audit log could not be loaded. Try again.';

/** What the log calls each kind of target; a kind it does not know shows as recorded. */
const TARGET_TYPES: Record<string, string> = { template: 'Template', order: 'Order', user: 'Customer' };

const changeCount = (entry: AuditEntry) => (entry.changes ? Object.keys(entry.changes).length : 0);

/** Where an entry's target can be opened: a template in the listing editor (unless the entry is its deletion). */
function TargetCell({ entry }: { entry: AuditEntry }) {
  const only = auditSearchOf({ page: 1, targetId: entry.targetId });
  const isTemplate = entry.targetType === 'template';
  return (
    <div className="audit-target">
      <span className="audit-target__type">{TARGET_TYPES[entry.targetType] ?? entry.targetType}</span>
      {isTemplate && entry.action !== 'template.delete' ? (
        <PageLink to={pagePath('adminEditListing', { id: entry.targetId })} className="audit-id">
          {entry.targetId}
        </PageLink>
      ) : (
        <span className="audit-id">{entry.targetType === 'order' ? shortOrderId(entry.targetId) : entry.targetId}</span>
      )}
      <PageLink to={`${PAGES.adminAuditLog}${only}`} className="audit-target__history">
        History<span className="tm-visually-hidden"> of this {isTemplate ? 'template' : 'target'}</span>
      </PageLink>
    </div>
  );
}

/**
 * The columns; the first holds the entry's time and, when it recorded changes, the button that opens
 * them: on a phone that column is the one in view, so the button is not scrolled away to the right.
 */
function columnsOf(expanded: ReadonlySet<string>, toggle: (id: string) => void): TableColumnsType<AuditEntry> {
  return [
    {
      title: 'Time',
      key: 'time',
      width: 220,
      render: (_: unknown, entry: AuditEntry) => {
        const count = changeCount(entry);
        const open = expanded.has(entry.id);
        return (
          <div className="audit-time">
            <time dateTime={entry.createdAt}>{formatAuditTime(entry.createdAt)}</time>
            {count > 0 && (
              <Button size="small" aria-expanded={open} onClick={() => toggle(entry.id)}>
                {open ? 'Hide' : 'Show'} {count === 1 ? '1 change' : `${count} changes`}
              </Button>
            )}
          </div>
        );
      },
    },
    {
      title: 'Admin',
      dataIndex: 'adminName',
      key: 'admin',
      width: 120,
      render: (name: string) => <span className="audit-wrap">{name}</span>,
    },
    {
      title: 'Action',
      dataIndex: 'action',
      key: 'action',
      width: 170,
      render: (action: string) => (
        <div className="audit-action">
          <span>{actionLabel(action)}</span>
          <code className="audit-code">{action}</code>
        </div>
      ),
    },
    { title: 'Target', key: 'target', width: 230, render: (_: unknown, entry: AuditEntry) => <TargetCell entry={entry} /> },
    {
      title: 'Detail',
      dataIndex: 'detail',
      key: 'detail',
      render: (detail: string | null) => <span className="audit-wrap">{detail ?? ''}</span>,
    },
  ];
}

/**
 * /admin/audit-log: every admin write, newest first (docs/architecture.md §5), a page of 50 at a time.
 * The filter and the page are in the address (?targetId=&page=), so the listing editor's History link
 * and a reload open the same entries. A row with recorded changes opens to each field's before → after.
 */
export function AuditLogPage() {
  const navigate = useNavigate();
  useDocumentTitle(TITLE);
  const [search] = useSearchParams();
  const filter = auditFilterOf(search);
  const { data, error, isLoading, mutate } = useAuditLog(filter);
  const inputId = useId();
  const [typed, setTyped] = useState(filter.targetId);
  // The box follows the address when it changes by a link or Back (a row's History link, say).
  const [shownTarget, setShownTarget] = useState(filter.targetId);
  if (shownTarget !== filter.targetId) {
    setShownTarget(filter.targetId);
    setTyped(filter.targetId);
  }

  // Which rows show their changes; kept across pages (entry ids are unique).
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const columns = useMemo(
    () =>
      columnsOf(expanded, (id) =>
        setExpanded((current) => {
          const next = new Set(current);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      ),
    [expanded],
  );

  const go = (next: AuditLogFilter) => void navigate({ search: auditSearchOf(next) });
  function submit(event: FormEvent) {
    event.preventDefault();
    const targetId = targetIdOf(typed);
    setTyped(targetId);
    go({ page: 1, targetId });
  }

  const total = data?.pagination.totalEntries ?? 0;
  return (
    <div className="admin-page">
      <AdminPageHeader
        title={TITLE}
        subtitle="Every change an admin made, newest first: who, when, to what, and each field's before and after"
        actions={<Button onClick={() => void navigate(PAGES.admin)}>Back to Admin Panel</Button>}
      />
      <Card>
        <Flex vertical gap={16}>
          <form role="search" aria-label="Filter the audit log" className="audit-filter" onSubmit={submit}>
            <label htmlFor={inputId} className="audit-filter__label">
              Template id
            </label>
            <Flex wrap gap={8} align="center">
              <Input
                id={inputId}
                className="audit-filter__input"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                placeholder="e.g. 0193c2de-… or the editor's address"
                aria-describedby={`${inputId}-hint`}
                autoComplete="off"
                spellCheck={false}
              />
              <Button type="primary" htmlType="submit">
                Filter
              </Button>
              {filter.targetId && <Button onClick={() => go({ page: 1, targetId: '' })}>Show all entries</Button>}
            </Flex>
            <Typography.Text type="secondary" id={`${inputId}-hint`} className="audit-filter__hint">
              One template&apos;s history: paste its id, or its editor&apos;s address. Empty shows every entry.
            </Typography.Text>
          </form>

          <p className="audit-summary" role="status">
            {data && !isLoading
              ? filter.targetId
                ? `${total === 1 ? '1 entry' : `${total} entries`} for ${filter.targetId}`
                : `${total === 1 ? '1 entry' : `${total} entries`} in all`
              : ''}
          </p>

          {error && !data ? (
            <Alert
              type="error"
              showIcon
              title="Failed to load the audit log"
              description={userMessage(error, LOAD_FAILED)}
              action={<Button onClick={() => void mutate()}>Retry</Button>}
            />
          ) : data && !isLoading && total === 0 ? (
            // No table to scroll when there is nothing in it (a scrolling region needs something to focus).
            <Empty description={filter.targetId ? 'No entries for this target' : 'No entries yet'} />
          ) : (
            <Table<AuditEntry>
              className="audit-table"
              rowKey="id"
              columns={columns}
              dataSource={data?.entries ?? []}
              // The previous page's rows stay under the spinner while the next one loads (keepPreviousData).
              loading={isLoading}
              scroll={{ x: 960 }}
              expandable={{
                showExpandColumn: false,
                expandedRowKeys: [...expanded],
                rowExpandable: (entry) => changeCount(entry) > 0,
                expandedRowRender: (entry) => <AuditChanges entry={entry} />,
              }}
              pagination={{
                current: filter.page,
                pageSize: ADMIN_LIMITS.auditPageSize,
                total,
                showSizeChanger: false,
                hideOnSinglePage: true,
                onChange: (page) => go({ ...filter, page }),
              }}
            />
          )}
        </Flex>
      </Card>
    </div>
  );
}
