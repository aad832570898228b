import { Button, Card, Empty, Flex, Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import { useDocumentTitle } from '@tm/platform';
import { useHashTab } from '../use-hash-tab';

const GENERATOR_TABS = [
  { key: 'generation', label: 'Generation', empty: 'Generation settings: coming soon' },
  { key: 'progress', label: 'Progress', empty: 'No active generation job' },
  { key: 'history', label: 'History', empty: 'No generation jobs found' },
] as const;
type GeneratorTab = (typeof GENERATOR_TABS)[number]['key'];

export function BulkGeneratorPage() {
  const navigate = useNavigate();
  useDocumentTitle('Bulk Template Generator');
  const [active, select] = useHashTab<GeneratorTab>(
    GENERATOR_TABS.map((tab) => tab.key),
    'generation',
  );
  return (
    <div className="admin-page">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Typography.Title level={1} style={{ margin: 0 }}>
            Bulk Template Generator
          </Typography.Title>
          <Typography.Text type="secondary">Generate catalogue templates in bulk and follow the jobs</Typography.Text>
        </div>
        <Button onClick={() => navigate(PAGES.admin)}>Back to Admin Panel</Button>
      </Flex>
      <Card>
        <Tabs
          activeKey={active}
          onChange={(key) => select(key as GeneratorTab)}
          items={GENERATOR_TABS.map((tab) => ({ key: tab.key, label: tab.label, children: <Empty description={tab.empty} /> }))}
        />
      </Card>
    </div>
  );
}
