import type { ReactNode } from 'react';
import { Button, Card, Col, Flex, Row, Statistic, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import { useDocumentTitle } from '@tm/platform';
import { AdminPageHeader } from '../admin-page-header';
import { useHashTab } from '../use-hash-tab';
import { BulkUploadTab } from '../bulk-upload/bulk-upload-tab';
import { CustomersTab } from '../customers/customers-tab';
import { BulkGenerationTab } from '../generation/bulk-generation-tab';
import { BackgroundMonitorTab } from '../monitor/background-monitor-tab';
import { useMessages } from '../messages/messages-api';
import { ReviewGeneratorTab } from '../reviews/review-generator-tab';
import { TemplatesTab } from '../templates/templates-tab';
import { useTemplateStats } from '../templates/templates-status-api';

const ADMIN_TABS = [
  { key: 'templates', label: 'Templates' },
  { key: 'bulk-upload', label: 'Bulk Upload' },
  { key: 'bulk-generation', label: 'Bulk Generation' },
  { key: 'background-monitor', label: 'Background Monitor' },
  { key: 'review-generator', label: 'Review Generator' },
  { key: 'customers', label: 'Customers' },
] as const;
type AdminTab = (typeof ADMIN_TABS)[number]['key'];
const TAB_KEYS = ADMIN_TABS.map((tab) => tab.key);


export function AdminPanelPage() {
  const navigate = useNavigate();
  useDocumentTitle('Admin Panel');
  const [active, select] = useHashTab<AdminTab>(TAB_KEYS, 'templates');
  const { data, error: statsError, mutate: refreshStats } = useTemplateStats();
  const stats = data?.stats;
  const newMessages = useMessages('new', 1).data?.newCount ?? 0;
  const cards: Array<{ title: string; value: ReactNode }> = [
    { title: 'Total Templates', value: stats?.totalTemplates },
    { title: 'With ZIP Files', value: stats?.totalTemplatesWithZip },
    { title: 'Without ZIP Files', value: stats?.totalTemplatesWithoutZip },
    { title: 'Completion', value: stats === undefined ? undefined : `${stats.completionPercentage}%` },
  ];

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Admin Panel"
        subtitle="Templates, ZIP files, generation jobs and customers"
        actions={
          <Flex gap={8} wrap>
            <Button onClick={() => void navigate(PAGES.adminMessages)}>{newMessages > 0 ? `Messages (${newMessages} new)` : 'Messages'}</Button>
            <Button type="primary" onClick={() => void navigate(PAGES.bulkGenerator)}>
              Bulk Template Generator
            </Button>
          </Flex>
        }
      />

      <Row gutter={[16, 16]}>
        {cards.map(({ title, value }) => (
          <Col key={title} xs={12} md={6}>
            <Card size="small">
              <Statistic title={title} value={value === undefined ? '—' : (value as string | number)} loading={!data && !statsError} />
            </Card>
          </Col>
        ))}
      </Row>

      <Card>
        <Tabs
          activeKey={active}
          onChange={(key) => select(key as AdminTab)}
          items={ADMIN_TABS.map((tab) => ({
            key: tab.key,
            label: tab.label,
            children:
              tab.key === 'templates' ? (
                <TemplatesTab onRefreshed={() => refreshStats()} />
              ) : tab.key === 'bulk-upload' ? (
                <BulkUploadTab onUploaded={() => void refreshStats()} />
              ) : tab.key === 'bulk-generation' ? (
                <BulkGenerationTab onCompleted={() => void refreshStats()} />
              ) : tab.key === 'background-monitor' ? (
                <BackgroundMonitorTab active={active === 'background-monitor'} />
              ) : tab.key === 'review-generator' ? (
                <ReviewGeneratorTab />
              ) : (
                <CustomersTab />
              ),
          }))}
        />
      </Card>
    </div>
  );
}
