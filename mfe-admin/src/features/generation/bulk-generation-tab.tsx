import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Col, Empty, Form, InputNumber, Row, Select, Space, Typography } from 'antd';
import { CATEGORIES, CATEGORY_LABELS, LISTING_SUBCATEGORIES, type Category } from '@tm/contracts/catalog';
import { GENERATION_LIMITS } from '@tm/contracts/generation';
import { JOB_LIMITS, JOB_MESSAGES } from '@tm/contracts/jobs';
import { formatCount, subcategoryLabel } from '@tm/platform';
import { DistributionPreview } from './distribution-preview';
import { activeJobOf, errorText, refreshTemplateViews, useGenerationJobs } from './generation-api';
import { bulkGenerationRequest } from './generation-request';
import { JobProgress } from './job-progress';
import { useGenerationControl } from './use-generation-control';

/**
 * The Bulk-generation tab (docs/product/back-office.md §2, §4, §5): category, subcategory (only within a category)
 * and count (1-10,000, default 100); with every category, 1,000 templates over all subcategories, as
 * the spec's request rule says. The job running when the tab opens is adopted.
 */
export function BulkGenerationTab({ onCompleted }: { onCompleted: () => void }) {
  const { notification } = App.useApp();
  const [category, setCategory] = useState<Category | 'all'>('all');
  const [subcategory, setSubcategory] = useState('all');
  const [count, setCount] = useState<number | null>(GENERATION_LIMITS.defaultTabCount);
  const { data: history } = useGenerationJobs();
  const adopted = useRef(false);
  const control = useGenerationControl(
    {
      startedTitle: JOB_MESSAGES.generationStarted,
      startFailedTitle: JOB_MESSAGES.generationFailedTitle,
      startFailed: JOB_MESSAGES.generationStartFailed,
      cancelFailedTitle: JOB_MESSAGES.cancelFailedTitle,
      cancelFailed: JOB_MESSAGES.cancelFailed,
    },
    {
      completed: (done) => {
        setCategory('all');
        setSubcategory('all');
        setCount(GENERATION_LIMITS.defaultTabCount);
        void refreshTemplateViews();
        onCompleted();
        notification.success({
          message: JOB_MESSAGES.generationComplete,
          description: JOB_MESSAGES.generationCompleteText(done.generatedTemplates),
        });
      },
      failed: (failed) =>
        notification.error({
          message: JOB_MESSAGES.generationFailedTitle,
          description: failed.errors[0] ? errorText(failed.errors[0]) : JOB_MESSAGES.generationErrored,
        }),
      cancelled: () => notification.warning({ message: JOB_MESSAGES.generationCancelled }),
    },
  );
  const { job } = control;

  useEffect(() => {
    if (adopted.current || !history) return;
    adopted.current = true;
    const active = activeJobOf(history);
    if (active && control.jobId === null) control.follow(active.jobId);
  }, [history, control]);

  // What was typed stays in the field (no silent clamping): out of range, it says so and Start is disabled.
  const { countValid, target, body } = bulkGenerationRequest(category, subcategory, count);
  const busy = job?.status === 'pending' || job?.status === 'running';

  function start() {
    if (body) void control.start(body);
  }

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={12}>
        <Form layout="vertical" onFinish={start}>
          <Form.Item label="Category" htmlFor="generation-category">
            <Select
              id="generation-category"
              value={category}
              onChange={(value: Category | 'all') => {
                setCategory(value);
                setSubcategory('all');
              }}
              options={[{ value: 'all', label: 'All categories' }, ...CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))]}
            />
          </Form.Item>
          <Form.Item label="Subcategory" htmlFor="generation-subcategory">
            <Select
              id="generation-subcategory"
              value={subcategory}
              disabled={category === 'all'}
              onChange={setSubcategory}
              options={[
                { value: 'all', label: 'All subcategories' },
                ...(category === 'all' ? [] : LISTING_SUBCATEGORIES[category].map((s) => ({ value: s, label: subcategoryLabel(s) }))),
              ]}
            />
          </Form.Item>
          <Form.Item
            label="Number of templates"
            htmlFor="generation-count"
            validateStatus={countValid ? undefined : 'error'}
            help={countValid ? undefined : <span id="generation-count-error">{JOB_MESSAGES.targetOutOfRange}</span>}
            extra={
              category === 'all'
                ? `With every category, ${formatCount(GENERATION_LIMITS.defaultPageCount)} templates are spread over all subcategories.`
                : `1 to ${formatCount(GENERATION_LIMITS.maxUiCount)}`
            }
          >
            <InputNumber
              id="generation-count"
              value={category === 'all' ? GENERATION_LIMITS.defaultPageCount : count}
              disabled={category === 'all'}
              onChange={(value) => setCount(value === null ? null : Number(value))}
              aria-invalid={!countValid}
              aria-describedby={countValid ? undefined : 'generation-count-error'}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Button type="primary" htmlType="submit" loading={control.starting} disabled={busy || !countValid}>
              Start Generation
            </Button>
            <Alert
              type="info"
              showIcon
              message="Large operations"
              description="Jobs of 500k+ templates (through the API or npm run generate) run in the background and take minutes; you can leave this page and come back."
            />
            <Typography.Paragraph type="secondary">{JOB_MESSAGES.generationPublishes}</Typography.Paragraph>
          </Space>
        </Form>
      </Col>
      <Col xs={24} lg={12}>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <div>
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              Progress
            </Typography.Title>
            {job ? (
              <JobProgress
                job={job}
                errorsShown={JOB_LIMITS.generationErrorsShown}
                onCancel={control.cancel}
                cancelling={control.cancelling}
              />
            ) : (
              <Empty description={JOB_MESSAGES.noActiveJob} />
            )}
          </div>
          <DistributionPreview target={target} />
        </Space>
      </Col>
    </Row>
  );
}
