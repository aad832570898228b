import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Col, Descriptions, Flex, Form, Progress, Row, Select, Space, Tag, Typography } from 'antd';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@tm/contracts/catalog';
import { isBatchRunning, JOB_LIMITS, JOB_MESSAGES, minutesRemaining, type ImageScope } from '@tm/contracts/jobs';
import { formatCount, subcategoryLabel, userMessage } from '@tm/platform';
import { errorText } from '../generation';
import { startImageReplacement, stopImageReplacement, useImageReplacementProgress } from './monitor-api';

const STATUS_COLORS: Record<string, string> = {
  running: 'processing',
  starting: 'processing',
  completed: 'success',
  error: 'error',
  paused: 'warning',
  stopped: 'warning',
};
const SCOPES: Array<{ value: ImageScope; label: string }> = [
  { value: 'missing', label: 'Templates without stored images' },
  { value: 'all', label: 'Every template' },
  { value: 'category', label: 'One category' },
];

/**
 * The Background-monitor tab (docs/product/back-office.md §2, §4): the batch image replacement's progress. Auto-monitor
 * turns on when a running job is seen while this tab is open and polls every 2 s; it turns off when
 * the job has ended and another tab is open, or when a fetch fails ('Monitoring Error'). Stop while it
 * runs. The start form is ours (the spec's screen had none): without it no admin could refresh images.
 */
export function BackgroundMonitorTab({ active }: { active: boolean }) {
  const { notification } = App.useApp();
  const [autoMonitor, setAutoMonitor] = useState(false);
  const { data, error, mutate, isValidating } = useImageReplacementProgress(autoMonitor);
  const [scope, setScope] = useState<ImageScope>('missing');
  const [category, setCategory] = useState<Category>('wordpress');
  const [busy, setBusy] = useState(false);
  const running = data ? isBatchRunning(data.status) : false;

  useEffect(() => {
    if (error) setAutoMonitor(false);
    else if (running && active) setAutoMonitor(true);
    else if (!running && !active) setAutoMonitor(false);
  }, [error, running, active]);

  async function start() {
    setBusy(true);
    try {
      await mutate(await startImageReplacement(scope, scope === 'category' ? category : null), { revalidate: false });
      setAutoMonitor(true);
      notification.success({ message: JOB_MESSAGES.batchStarted });
    } catch (failure) {
      notification.error({ message: JOB_MESSAGES.batchStartFailed, description: userMessage(failure, JOB_MESSAGES.batchStartFailed) });
    } finally {
      setBusy(false);
    }
  }

  async function stop() {
    setBusy(true);
    try {
      await mutate(await stopImageReplacement(), { revalidate: false });
      notification.success({ message: JOB_MESSAGES.batchStopped });
    } catch (failure) {
      notification.error({ message: JOB_MESSAGES.batchStopFailed, description: userMessage(failure, JOB_MESSAGES.batchStopFailed) });
    } finally {
      setBusy(false);
    }
  }

  const percent = data && data.totalTemplates > 0 ? Math.floor((data.processedTemplates / data.totalTemplates) * 100) : 0;
  const current = data?.currentCategory
    ? `${CATEGORY_LABELS[data.currentCategory as Category] ?? data.currentCategory}${data.currentSubcategory ? ` / ${subcategoryLabel(data.currentSubcategory)}` : ''}`
    : '—';
  const more = data ? data.errorCount - Math.min(JOB_LIMITS.batchErrorsShown, data.errors.length) : 0;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {error ? (
        <Alert
          type="error"
          showIcon
          message={JOB_MESSAGES.monitorError}
          description={userMessage(error, JOB_MESSAGES.monitorFetchFailed)}
          action={
            <Button size="small" onClick={() => void mutate()}>
              Try again
            </Button>
          }
        />
      ) : null}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Card size="small" title="Batch image replacement">
            <Space direction="vertical" size="middle" style={{ width: '100%' }}>
              <Flex gap={8} align="center" wrap>
                <Tag color={STATUS_COLORS[data?.status ?? ''] ?? 'default'}>{data?.status ?? 'idle'}</Tag>
                <Typography.Text type="secondary">
                  {autoMonitor ? 'Auto-monitor on: refreshed every 2 seconds' : 'Auto-monitor off'}
                </Typography.Text>
                <Button size="small" onClick={() => void mutate()} loading={isValidating && !autoMonitor}>
                  Refresh
                </Button>
              </Flex>
              <Progress
                percent={percent}
                status={data?.status === 'error' ? 'exception' : running ? 'active' : 'normal'}
                aria-label={`Image replacement: ${percent}% done`}
              />
              <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
                <Descriptions.Item label="Total">{formatCount(data?.totalTemplates ?? 0)}</Descriptions.Item>
                <Descriptions.Item label="Processed">
                  <span className="admin-monitor-processed">{formatCount(data?.processedTemplates ?? 0)}</span>
                </Descriptions.Item>
                <Descriptions.Item label="Successful">{formatCount(data?.successfulGenerations ?? 0)}</Descriptions.Item>
                <Descriptions.Item label="Failed">{formatCount(data?.failedGenerations ?? 0)}</Descriptions.Item>
                <Descriptions.Item label="Time remaining">{minutesRemaining(data?.estimatedTimeRemaining ?? null)}</Descriptions.Item>
                <Descriptions.Item label="Current">{current}</Descriptions.Item>
              </Descriptions>
              {data && data.errorCount > 0 ? (
                <div role="group" aria-label="Errors">
                  <Typography.Text strong>Errors</Typography.Text>
                  <ul className="admin-job-errors">
                    {data.errors.slice(0, JOB_LIMITS.batchErrorsShown).map((e, i) => (
                      <li key={i}>{errorText(e)}</li>
                    ))}
                  </ul>
                  {more > 0 ? <Typography.Text type="secondary">and {formatCount(more)} more</Typography.Text> : null}
                </div>
              ) : null}
              {running ? (
                <Button danger onClick={() => void stop()} loading={busy}>
                  Stop
                </Button>
              ) : null}
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title="Refresh images">
            <Form layout="vertical" onFinish={() => void start()}>
              <Form.Item label="Templates" htmlFor="images-scope">
                <Select id="images-scope" value={scope} onChange={setScope} options={SCOPES} />
              </Form.Item>
              {scope === 'category' ? (
                <Form.Item label="Category" htmlFor="images-category">
                  <Select
                    id="images-category"
                    value={category}
                    onChange={setCategory}
                    options={CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
                  />
                </Form.Item>
              ) : null}
              <Typography.Paragraph type="secondary">
                Draws each template&apos;s preview and screenshots again and stores them, so they are served as files.
              </Typography.Paragraph>
              <Button type="primary" htmlType="submit" loading={busy && !running} disabled={running}>
                Start image replacement
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
