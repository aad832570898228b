import { Tag } from 'antd';
import type { BuildStage } from '@tm/contracts/studio-desk';
import { BUILD_STAGE_LABELS } from '@tm/contracts/studio-desk';

const COLOURS: Record<BuildStage, string> = {
  'first-version': 'default',
  'first-version-sent': 'blue',
  'in-progress': 'processing',
  'waiting-for-buyer': 'gold',
  delivered: 'purple',
  accepted: 'success',
};

/** A build's stage as a tag, and "Overdue" beside it when the finished site is late (studio-desk.ts OPEN_STAGES). */
export function BuildStageTag({ stage, overdue }: { stage: BuildStage; overdue: boolean }) {
  return (
    <span>
      <Tag color={COLOURS[stage]}>{BUILD_STAGE_LABELS[stage]}</Tag>
      {overdue ? <Tag color="error">Overdue</Tag> : null}
    </span>
  );
}
