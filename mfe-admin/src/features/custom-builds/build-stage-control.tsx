import { useId, useState } from 'react';
import { App, Button, Select, Typography } from 'antd';
import { BUILD_STAGE_LABELS, OWNER_SET_STAGES, STUDIO_DESK_MESSAGES, type BuildStage } from '@tm/contracts/studio-desk';
import { userMessage } from '@tm/platform';
import { setBuildStage } from './custom-builds-api';

type OwnerStage = (typeof OWNER_SET_STAGES)[number];

/**
 * The stages the owner sets by hand (studio-desk.ts OWNER_SET_STAGES); the others follow from events. A
 * delivered or accepted build is not moved back by hand: a new version is uploaded instead.
 */
export function BuildStageControl({ orderItemId, stage, onChanged }: { orderItemId: string; stage: BuildStage; onChanged: () => void }) {
  const { notification } = App.useApp();
  const id = useId();
  const [chosen, setChosen] = useState<OwnerStage>(stage === 'waiting-for-buyer' ? 'waiting-for-buyer' : 'in-progress');
  const [pending, setPending] = useState(false);
  const locked = stage === 'delivered' || stage === 'accepted';

  async function save() {
    setPending(true);
    try {
      await setBuildStage(orderItemId, chosen);
      notification.success({ message: `Status set to ${BUILD_STAGE_LABELS[chosen]}` });
      onChanged();
    } catch (failure) {
      notification.error({ message: 'Status not changed', description: userMessage(failure, 'The status could not be changed') });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="build-form">
      <label htmlFor={id}>Set the status</label>
      <Select<OwnerStage>
        id={id}
        value={chosen}
        disabled={locked}
        onChange={setChosen}
        options={OWNER_SET_STAGES.map((value) => ({ value, label: BUILD_STAGE_LABELS[value] }))}
        style={{ maxWidth: 280 }}
      />
      {locked ? <Typography.Text type="secondary">{STUDIO_DESK_MESSAGES.stageNotAllowed}</Typography.Text> : null}
      <div>
        <Button onClick={() => void save()} loading={pending} disabled={locked || chosen === stage}>
          Save status
        </Button>
      </div>
    </div>
  );
}
