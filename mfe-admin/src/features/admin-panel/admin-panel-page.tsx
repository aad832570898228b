import { Button, Card, Col, Empty, Flex, Row, Statistic, Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import { useDocumentTitle } from '@tm/platform';
import { useHashTab } from '../use-hash-tab';

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

const STATS = ['Total Templates', 'With ZIP Files', 'Without ZIP Files', 'Completion'] as const;

export function AdminPanelPage() {
  const navigate = useNavigate();
  useDocumentTitle('Admin Panel');
  const [active, select] = useHashTab<AdminTab>(TAB_KEYS, 'templates');

  return (
    <div className="admin-page">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Typography.Title level={1} style={{ margin: 0 }}>
            Admin Panel
          </Typography.Title>
          <Typography.Text type="secondary">Templates, ZIP files, generation jobs and customers</Typography.Text>
        </div>
        <Button type="primary" onClick={() => navigate(PAGES.bulkGenerator)}>Bulk Template Generator</Button>
      </Flex>

      <Row gutter={[16, 16]}>
        {STATS.map((title) => (
          <Col key={title} xs={12} md={6}>
            <Card size="small">
              <Statistic title={title} value="—" />
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
            children: <Empty description={`${tab.label}: coming soon`} />,
          }))}
        />
      </Card>
    </div>
  );
}
