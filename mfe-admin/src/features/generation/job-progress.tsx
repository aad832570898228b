import { useEffect, useId, useRef, useState } from 'react';
import { Button, Descriptions, Progress, Space, Tag, Typography } from 'antd';
import { CATEGORY_LABELS, type Category } from '@tm/contracts/catalog';
import { JOB_MESSAGES, shortJobId, type JobStatus } from '@tm/contracts/jobs';
import type { GenerationJob } from '@tm/contracts/jobs.schemas';
import { formatCount, subcategoryLabel } from '@tm/platform';
import { elapsedText, errorText } from './generation-api';

const STATUS_COLORS: Record<JobStatus, string> = {
  pending: 'default',
  running: 'processing',
  completed: 'success',
  failed: 'error',
  cancelled: 'warning',
};

export function JobStatusTag({ status }: { status: JobStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{status}</Tag>;
}

/** Ticks every second while the job runs, so the elapsed time moves between two polls. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export interface JobProgressProps {
  job: GenerationJob;
  /** Errors listed before 'and N more' (docs/product/back-office.md §9: 3 for generation). */
  errorsShown: number;
  /** Resolves true once the server has stopped the job. */
  onCancel?: () => Promise<boolean>;
  cancelling?: boolean;
}

/**
 * A generation job's progress (docs/product/back-office.md §2): status, processed versus total, the current category
 * and subcategory, elapsed time in hours, minutes and seconds, the first errors; Cancel only while
 * the job is running.
 */
export function JobProgress({ job, errorsShown, onCancel, cancelling }: JobProgressProps) {
  const now = useNow(job.status === 'running');
  const top = useRef<HTMLDivElement>(null);
  const percent = job.totalTemplates > 0 ? Math.floor((job.processedTemplates / job.totalTemplates) * 100) : 0;
  const current = job.currentCategory
    ? `${CATEGORY_LABELS[job.currentCategory as Category] ?? job.currentCategory}${job.currentSubcategory ? ` / ${subcategoryLabel(job.currentSubcategory)}` : ''}`
    : '—';
  const more = job.errorCount - Math.min(errorsShown, job.errors.length);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} className="admin-job-progress" data-job-id={job.jobId}>
      <div ref={top} tabIndex={-1} className="admin-job-progress__bar">
        <Progress
          percent={percent}
          status={
            job.status === 'failed' ? 'exception' : job.status === 'completed' ? 'success' : job.status === 'running' ? 'active' : 'normal'
          }
          aria-label={`Job ${shortJobId(job.jobId)}: ${percent}% done`}
        />
      </div>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
        <Descriptions.Item label="Job">{shortJobId(job.jobId)}</Descriptions.Item>
        <Descriptions.Item label="Status">
          <JobStatusTag status={job.status} />
        </Descriptions.Item>
        <Descriptions.Item label="Processed">
          <span className="admin-job-processed">
            {formatCount(job.processedTemplates)} / {formatCount(job.totalTemplates)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="Current">{current}</Descriptions.Item>
        <Descriptions.Item label="Elapsed">{elapsedText(job, now)}</Descriptions.Item>
        <Descriptions.Item label="Failed">{formatCount(job.failedTemplates)}</Descriptions.Item>
      </Descriptions>
      {job.errorCount > 0 ? (
        <div role="group" aria-label="Errors">
          <Typography.Text strong>Errors</Typography.Text>
          <ul className="admin-job-errors">
            {job.errors.slice(0, errorsShown).map((error, i) => (
              <li key={i}>{errorText(error)}</li>
            ))}
          </ul>
          {more > 0 ? <Typography.Text type="secondary">and {formatCount(more)} more</Typography.Text> : null}
        </div>
      ) : null}
      {job.status === 'running' && onCancel ? (
        <CancelJob job={job} onCancel={onCancel} cancelling={cancelling} onStopped={() => top.current?.focus()} />
      ) : null}
    </Space>
  );
}

/**
 * Cancel asks first and says what stays: the templates already made are published and are not taken
 * back. Keep running returns focus to Cancel; once stopped, focus goes to the progress bar (this
 * question goes with the running state), so it is never left on the page body.
 */
function CancelJob({
  job,
  onCancel,
  cancelling,
  onStopped,
}: {
  job: GenerationJob;
  onCancel: () => Promise<boolean>;
  cancelling?: boolean;
  onStopped: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const [stopping, setStopping] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  useEffect(() => {
    if (asking && !stopping) keepButton.current?.focus();
  }, [asking, stopping]);
  if (!asking) {
    return (
      <Button ref={cancelButton} danger onClick={() => setAsking(true)} loading={cancelling}>
        Cancel
      </Button>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId} className="admin-job-cancel">
      <p id={questionId}>
        <Typography.Text strong>{JOB_MESSAGES.cancelQuestion}</Typography.Text>{' '}
        {JOB_MESSAGES.cancelConsequence(formatCount(job.generatedTemplates))}
      </p>
      <Space wrap>
        <Button
          danger
          type="primary"
          loading={cancelling || stopping}
          onClick={() => {
            setStopping(true);
            void onCancel().then((stopped) => {
              if (stopped) onStopped();
              else setStopping(false);
            });
          }}
        >
          {JOB_MESSAGES.cancelConfirm}
        </Button>
        <Button
          ref={keepButton}
          disabled={stopping}
          onClick={() => {
            setAsking(false);
            requestAnimationFrame(() => cancelButton.current?.focus());
          }}
        >
          {JOB_MESSAGES.cancelKeep}
        </Button>
      </Space>
    </div>
  );
}
