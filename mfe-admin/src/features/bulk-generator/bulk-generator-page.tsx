import { useEffect, useRef, useState } from 'react';
import { App, Button, Card, Checkbox, Empty, Form, InputNumber, List, Space, Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { GENERATION_LIMITS, isUiCount } from '@tm/contracts/generation';
import { JOB_LIMITS, JOB_MESSAGES, shortJobId } from '@tm/contracts/jobs';
import type { GenerationJob } from '@tm/contracts/jobs.schemas';
import { PAGES } from '@tm/contracts/routes';
import { formatCount, formatShortDate, useDocumentTitle } from '@tm/platform';
import {
  activeJobOf,
  elapsedText,
  errorText,
  JobProgress,
  JobStatusTag,
  refreshTemplateViews,
  useGenerationControl,
  useGenerationJobs,
} from '../generation';
import { AdminPageHeader } from '../admin-page-header';
import { useHashTab } from '../use-hash-tab';

const GENERATOR_TABS = [
  { key: 'generation', label: 'Generation' },
  { key: 'progress', label: 'Progress' },
  { key: 'history', label: 'History' },
] as const;
type GeneratorTab = (typeof GENERATOR_TABS)[number]['key'];

const inRange = isUiCount;
const TARGET_ID = 'generator-target';
const TARGET_ERROR_ID = 'generator-target-error';

/**
 * The Bulk Template Generator page (docs/product/back-office.md §2): a target total (default 1,000, 1 to 10,000) and
 * useAI; the active job's progress; the history, refreshed every 5 s while its tab is open. A pending
 * or running job found on load is adopted, and a running one opens the Progress tab.
 */
export function BulkGeneratorPage() {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  useDocumentTitle('Bulk Template Generator');
  const [active, select] = useHashTab<GeneratorTab>(
    GENERATOR_TABS.map((tab) => tab.key),
    'generation',
  );
  const [target, setTarget] = useState<number | null>(GENERATION_LIMITS.defaultPageCount);
  const [useAI, setUseAI] = useState(false);
  const history = useGenerationJobs(active === 'history' ? JOB_LIMITS.historyPollMs : 0);
  const adopted = useRef(false);
  const control = useGenerationControl(
    {
      startedTitle: JOB_MESSAGES.generationStarted,
      startFailedTitle: JOB_MESSAGES.pageStartFailedTitle,
      startFailed: JOB_MESSAGES.pageStartFailed,
      cancelFailedTitle: JOB_MESSAGES.pageCancelFailedTitle,
      cancelFailed: JOB_MESSAGES.pageCancelFailed,
    },
    {
      completed: (done) => {
        void refreshTemplateViews();
        void history.mutate();
        notification.success({
          message: JOB_MESSAGES.generationComplete,
          description: JOB_MESSAGES.generationCompleteText(done.generatedTemplates),
        });
      },
      failed: (failed) => {
        void history.mutate();
        notification.error({
          message: JOB_MESSAGES.generationFailedTitle,
          description: failed.errors[0] ? errorText(failed.errors[0]) : JOB_MESSAGES.generationErrored,
        });
      },
      cancelled: () => {
        void history.mutate();
        notification.warning({ message: JOB_MESSAGES.generationCancelled });
      },
    },
  );
  const { job } = control;

  useEffect(() => {
    if (adopted.current || !history.data) return;
    adopted.current = true;
    const running = activeJobOf(history.data);
    if (!running) return;
    control.follow(running.jobId);
    if (running.status === 'running') select('progress');
  }, [history.data, select, control]);

  async function start() {
    if (!inRange(target)) return;
    if (await control.start({ targetTotal: target, useAI })) {
      void history.mutate();
      select('progress');
    }
  }

  // The field keeps what was typed (no silent clamping to 10,000 on blur): out of range, it says so and Start is disabled.
  const valid = inRange(target);
  const generation = (
    <Form layout="vertical" onFinish={() => void start()} style={{ maxWidth: 420 }}>
      <Form.Item
        label="Target total"
        htmlFor={TARGET_ID}
        validateStatus={valid ? undefined : 'error'}
        help={valid ? undefined : <span id={TARGET_ERROR_ID}>{JOB_MESSAGES.targetOutOfRange}</span>}
        extra={`1 to ${formatCount(GENERATION_LIMITS.maxUiCount)} templates, spread over every subcategory`}
      >
        <InputNumber
          id={TARGET_ID}
          value={target}
          onChange={(value) => setTarget(value === null ? null : Number(value))}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : TARGET_ERROR_ID}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Typography.Paragraph type="secondary">{JOB_MESSAGES.generationPublishes}</Typography.Paragraph>
      <Form.Item>
        <Checkbox checked={useAI} onChange={(event) => setUseAI(event.target.checked)}>
          Use AI for names and descriptions
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={control.starting} disabled={!valid}>
        Start Generation
      </Button>
    </Form>
  );

  const progress = job ? (
    <JobProgress job={job} errorsShown={JOB_LIMITS.generationErrorsShown} onCancel={control.cancel} cancelling={control.cancelling} />
  ) : (
    <Empty description={JOB_MESSAGES.noActiveJob} />
  );

  const jobs = history.data?.jobs ?? [];
  const list =
    jobs.length === 0 ? (
      <Empty description={history.data ? JOB_MESSAGES.noJobs : 'Loading…'} />
    ) : (
      <List
        dataSource={jobs}
        // Rows keyed by job, not by place: when a refresh puts a new job on top, a row (and its View
        // button) stays with its job rather than taking the next one's.
        rowKey="jobId"
        renderItem={(item: GenerationJob) => (
          <List.Item
            actions={[
              <Button
                key="open"
                size="small"
                onClick={() => {
                  control.follow(item.jobId);
                  select('progress');
                }}
              >
                View
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <Typography.Text code>{shortJobId(item.jobId)}</Typography.Text>
                  <JobStatusTag status={item.status} />
                </Space>
              }
              description={`${formatCount(item.processedTemplates)} / ${formatCount(item.totalTemplates)} templates · started ${formatShortDate(item.createdAt)} · ${elapsedText(item)}`}
            />
          </List.Item>
        )}
      />
    );

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Bulk Template Generator"
        subtitle="Generate catalogue templates in bulk and follow the jobs"
        actions={<Button onClick={() => void navigate(PAGES.admin)}>Back to Admin Panel</Button>}
      />
      <Card>
        <Tabs
          activeKey={active}
          onChange={(key) => select(key as GeneratorTab)}
          items={[
            { key: 'generation', label: 'Generation', children: generation },
            { key: 'progress', label: 'Progress', children: progress },
            { key: 'history', label: 'History', children: list },
          ]}
        />
      </Card>
    </div>
  );
}
