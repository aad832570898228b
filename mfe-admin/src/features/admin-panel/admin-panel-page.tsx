import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { Button, Card, Col, Flex, Row, Statistic, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import { Spinner, useDocumentTitle } from '@tm/platform';
import { AdminPageHeader } from '../admin-page-header';
import { FirstStepsCard, preloadFirstSteps } from '../first-steps';
import { tabOfHash, useHashTab } from '../use-hash-tab';
import { useMessages } from '../messages';
import { preloadTemplatesStatus, TemplatesTab, useTemplateStats } from '../templates';

// The first screen is the Templates tab: the other tabs, and the antd components only they use
// (forms, progress, descriptions, dialogs), are fetched when one is first opened.
const BulkUploadTab = lazy(() =>
  import(/* webpackChunkName: "tab-bulk-upload" */ '../bulk-upload').then((m) => ({ default: m.BulkUploadTab })),
);
const BulkGenerationTab = lazy(() =>
  import(/* webpackChunkName: "tab-bulk-generation" */ '../generation').then((m) => ({ default: m.BulkGenerationTab })),
);
const BackgroundMonitorTab = lazy(() =>
  import(/* webpackChunkName: "tab-background-monitor" */ '../monitor').then((m) => ({
    default: m.BackgroundMonitorTab,
  })),
);
const ReviewGeneratorTab = lazy(() =>
  import(/* webpackChunkName: "tab-review-generator" */ '../reviews').then((m) => ({ default: m.ReviewGeneratorTab })),
);
const CustomersTab = lazy(() => import(/* webpackChunkName: "tab-customers" */ '../customers').then((m) => ({ default: m.CustomersTab })));
const TaxReportTab = lazy(() =>
  import(/* webpackChunkName: "tab-tax-report" */ '../tax-report').then((m) => ({ default: m.TaxReportTab })),
);
const RevenueDashboardTab = lazy(() =>
  import(/* webpackChunkName: "tab-dashboard" */ '../revenue-dashboard').then((m) => ({ default: m.RevenueDashboardTab })),
);
const OrdersTab = lazy(() => import(/* webpackChunkName: "tab-orders" */ '../orders').then((m) => ({ default: m.OrdersTab })));
const CustomBuildsTab = lazy(() =>
  import(/* webpackChunkName: "tab-custom-builds" */ '../custom-builds').then((m) => ({ default: m.CustomBuildsTab })),
);
const DiscountCodesTab = lazy(() =>
  import(/* webpackChunkName: "tab-discount-codes" */ '../discount-codes').then((m) => ({ default: m.DiscountCodesTab })),
);

const ADMIN_TABS = [
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'templates', label: 'Templates' },
  { key: 'bulk-upload', label: 'Bulk Upload' },
  { key: 'bulk-generation', label: 'Bulk Generation' },
  { key: 'background-monitor', label: 'Background Monitor' },
  { key: 'review-generator', label: 'Review Generator' },
  { key: 'customers', label: 'Customers' },
  { key: 'orders', label: 'Orders' },
  { key: 'custom-builds', label: 'Custom builds' },
  { key: 'discount-codes', label: 'Discount codes' },
  { key: 'tax', label: 'Tax' },
] as const;
type AdminTab = (typeof ADMIN_TABS)[number]['key'];
const TAB_KEYS = ADMIN_TABS.map((tab) => tab.key);

/** Starts the panel's first calls for the tab `hash` names before the panel renders (admin-routes.tsx). */
export function preloadAdminPanel(hash: string): void {
  preloadTemplatesStatus(tabOfHash<AdminTab>(hash, TAB_KEYS, 'templates') === 'templates');
  preloadFirstSteps();
}

export function AdminPanelPage() {
  const navigate = useNavigate();
  useDocumentTitle('Admin Panel');
  const [active, select] = useHashTab<AdminTab>(TAB_KEYS, 'templates');
  const { data, error: statsError, mutate: refreshStats } = useTemplateStats();
  // Stable, so the memoised Templates tab is not drawn again when the stats or the messages arrive.
  const onRefreshed = useCallback(() => refreshStats(), [refreshStats]);
  const onChanged = useCallback(() => void refreshStats(), [refreshStats]);
  const stats = data?.stats;
  const newMessages = useMessages('new', 1).data?.newCount ?? 0;
  // What buyers get (the Package column's words): an uploaded ZIP, a package made on request, or nothing yet.
  const cards: Array<{ title: string; value: ReactNode }> = [
    { title: 'Total Templates', value: stats?.totalTemplates },
    { title: 'Uploaded', value: stats?.totalTemplatesWithZip },
    { title: 'Generated', value: stats?.totalTemplatesGenerated },
    { title: 'Missing', value: stats?.totalTemplatesMissing },
    { title: 'Ready to sell', value: stats === undefined ? undefined : `${stats.readyToSellPercentage}%` },
  ];

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Admin Panel"
        subtitle="Templates, ZIP files, generation jobs and customers"
        actions={
          <Flex gap={8} wrap>
            <Button onClick={() => void navigate(PAGES.adminMessages)}>
              {newMessages > 0 ? `Messages (${newMessages} new)` : 'Messages'}
            </Button>
            <Button onClick={() => void navigate(PAGES.adminSettings)}>Settings</Button>
            <Button href={PAGES.adminAuditLog} data-page-link="">
              Audit log
            </Button>
            <Button type="primary" onClick={() => void navigate(PAGES.bulkGenerator)}>
              Bulk Template Generator
            </Button>
          </Flex>
        }
      />

      <FirstStepsCard />

      <Row gutter={[16, 16]}>
        {cards.map(({ title, value }) => (
          <Col key={title} xs={12} md={8} xl={{ flex: '1 1 0' }}>
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
                <TemplatesTab onRefreshed={onRefreshed} />
              ) : (
                <Suspense fallback={<Spinner block label={`Loading ${tab.label}...`} />}>
                  {tab.key === 'bulk-upload' ? (
                    <BulkUploadTab onUploaded={onChanged} />
                  ) : tab.key === 'bulk-generation' ? (
                    <BulkGenerationTab onCompleted={onChanged} />
                  ) : tab.key === 'background-monitor' ? (
                    <BackgroundMonitorTab active={active === 'background-monitor'} />
                  ) : tab.key === 'review-generator' ? (
                    <ReviewGeneratorTab />
                  ) : tab.key === 'dashboard' ? (
                    <RevenueDashboardTab />
                  ) : tab.key === 'tax' ? (
                    <TaxReportTab />
                  ) : tab.key === 'orders' ? (
                    <OrdersTab />
                  ) : tab.key === 'custom-builds' ? (
                    <CustomBuildsTab />
                  ) : tab.key === 'discount-codes' ? (
                    <DiscountCodesTab />
                  ) : (
                    <CustomersTab />
                  )}
                </Suspense>
              ),
          }))}
        />
      </Card>
    </div>
  );
}
